// Beyond the spec: the viewer app reports when a card is opened (view) and when it is used
// (filled). Each event adds one to the collection's counts for that day; a card's first use also
// marks it filled. These feed GET /api/stats/all and the home charts.
import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";
import { findCollectionFor, type Actor } from "../print/collection-access";

export async function recordCardEvent(opts: { cardId: string; event: "view" | "use"; at?: Date }): Promise<{ ok: true }> {
  const db = getDb();
  const card = await db.card.findUnique({ where: { id: opts.cardId }, select: { id: true, collectionId: true, filledAt: true } });
  if (!card) throw notFound("Card not found");
  const day = new Date(opts.at ?? Date.now());
  day.setUTCHours(0, 0, 0, 0);
  const views = opts.event === "view" ? 1 : 0;
  const usings = opts.event === "use" ? 1 : 0;
  await db.$executeRaw`
    INSERT INTO "CardStatDay" ("collectionId", day, views, usings) VALUES (${card.collectionId}, ${day}::date, ${views}, ${usings})
    ON CONFLICT ("collectionId", day) DO UPDATE SET views = "CardStatDay".views + ${views}, usings = "CardStatDay".usings + ${usings}`;
  await db.card.update({ where: { id: card.id }, data: { views: { increment: views }, usings: { increment: usings }, lastSeenAt: new Date() } });
  if (opts.event === "use" && !card.filledAt) await db.card.updateMany({ where: { id: card.id, filledAt: null }, data: { filledAt: new Date() } });
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
  return cards.map((c) => ({ ...c, filledAt: c.filledAt?.toISOString() ?? null, lastSeenAt: c.lastSeenAt?.toISOString() ?? null, createdAt: c.createdAt.toISOString() }));
}
