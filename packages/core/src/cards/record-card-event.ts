// Beyond the spec: the viewer app reports when a card is opened (view) and when it is used (a
// wish saved on it: save-wish.ts records that one itself). A counted event adds one to the
// collection's counts for that day. These feed GET /api/stats/all and the home charts. Anyone may
// report, so:
//  - the card is looked up as the public page looks it up (public-card-access.ts): an id that
//    cannot be a card or names none is 404, an unpaid card 403, exactly as the page answers;
//  - an event only counts: it never fills a card (only saving a wish does), and a "use" of a card
//    that holds no wish is 409 and counts nothing;
//  - an event counts once per card, visitor and day, a visitor being a salted hash of address and
//    user agent (card-visitor.ts: the salt changes daily, no personal data is kept), and one client
//    (IP alone) adds at most CARD_EVENTS_PER_CLIENT_HOUR counted events an hour (429 beyond), so
//    reloading the viewer, or a script changing its user agent, cannot inflate the statistics;
//  - the test card's events stay on that card: the collection's day counts leave them out.
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { findCollectionFor } from "./collection-access";
import { visitorHashes, type VisitorInfo } from "./card-visitor";
import { findPublicCard } from "./public-card-access";
import { readStoredWish } from "./wish-data";

export const CARD_EVENTS_PER_CLIENT_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

export async function recordCardEvent(opts: {
  cardId: string;
  event: "view" | "use";
  visitor: VisitorInfo;
  at?: Date;
}): Promise<{ ok: true }> {
  const card = await findPublicCard(opts.cardId);
  if (opts.event === "use" && !readStoredWish(card.wish))
    throw new AppError("CONFLICT", "This card holds no wish yet: only saving one uses it");
  const { day, visitor, client } = await visitorHashes(opts.visitor, opts.at ?? new Date());
  await withTransaction(async (tx) => {
    // One event of a client at a time, so concurrent ones cannot all pass the limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`card-visit:${client}`}))`;
    const recent = await tx.cardVisit.findMany({
      where: { client, createdAt: { gt: new Date(Date.now() - HOUR_MS) } },
      orderBy: { createdAt: "desc" },
      take: CARD_EVENTS_PER_CLIENT_HOUR,
      select: { createdAt: true },
    });
    if (recent.length >= CARD_EVENTS_PER_CLIENT_HOUR) {
      const oldest = recent[recent.length - 1]!.createdAt.getTime();
      throw new AppError("TOO_MANY_REQUESTS", "Too many card events from this client, try again later", {
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000)),
      });
    }
    const { count } = await tx.cardVisit.createMany({
      data: [{ cardId: card.id, day, event: opts.event, visitor, client }],
      skipDuplicates: true,
    });
    if (count === 0) return; // this visitor's event was counted today already
    const views = opts.event === "view" ? 1 : 0;
    const usings = opts.event === "use" ? 1 : 0;
    // The test card is the creator's own trial of the collection: its card keeps its counts, but
    // the collection's statistics (home charts, the list's views) count only the cards given away.
    if (!card.isTest)
      await tx.$executeRaw`
        INSERT INTO "CardStatDay" ("collectionId", day, views, usings) VALUES (${card.collectionId}, ${day}::date, ${views}, ${usings})
        ON CONFLICT ("collectionId", day) DO UPDATE SET views = "CardStatDay".views + ${views}, usings = "CardStatDay".usings + ${usings}`;
    await tx.card.update({
      where: { id: card.id },
      data: { views: { increment: views }, usings: { increment: usings }, lastSeenAt: new Date() },
    });
  });
  return { ok: true };
}

/** Beyond the spec: each card of a collection with its own views, uses and fill date. */
export async function listCardStats(opts: { actor: Actor; collectionId: number }) {
  const collection = await findCollectionFor(opts.actor, opts.collectionId);
  const cards = await getDb().card.findMany({
    where: { collectionId: collection.id, isTest: false },
    select: { id: true, views: true, usings: true, filledAt: true, lastSeenAt: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 10_000,
  });
  return cards.map((c) => ({
    ...c,
    filledAt: c.filledAt?.toISOString() ?? null,
    lastSeenAt: c.lastSeenAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  }));
}
