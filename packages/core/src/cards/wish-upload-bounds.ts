// How much the card viewer's anonymous upload door (wish-media.ts) takes, beyond one client's 20
// files an hour (rate-limit.ts "card-media-upload"): a card id is printed on paper, so whoever
// holds one card could otherwise store files and start video compressions without end.
//  - Per card, until a save: at most WISH_UPLOADS_PER_CARD files and WISH_UPLOAD_BYTES_PER_CARD
//    bytes that the card's saved wish does not use. A save drops the unused ones (save-wish.ts),
//    the hourly sweep those a day old (wish-media-cleanup.ts), which makes room again.
//  - Per collection, over any 24 hours: WISH_UPLOADS_PER_COLLECTION_DAY accepted uploads of all
//    its cards together, counted in the shared rate-limit table (every web process sees them),
//    so neither saving again and again nor many addresses make one card a free file store.
// Refusals are 429 with `fields.file` naming the bound (card_limit, collection_limit), which the
// viewer says in its own words.
import type { Prisma, Tx } from "@ar/db";
import { giveBackRateLimit, RATE_LIMITS, takeRateLimit } from "../account/rate-limit";
import { AppError } from "../errors/app-error";
import { readStoredWish } from "./wish-data";

/** A visitor's retakes before saving (one to three in practice), with room for a change of mind. */
export const WISH_UPLOADS_PER_CARD = 5;
/** Two videos of the largest size (60 MB) and some photos; a 30 s phone clip is 10–40 MB. */
export const WISH_UPLOAD_BYTES_PER_CARD = 150 * 1024 * 1024;
/** About a hundred cards of one collection filled in a day with two retakes each (rate-limit.ts). */
export const WISH_UPLOADS_PER_COLLECTION_DAY = RATE_LIMITS["card-media-collection"].limit;

const MB = 1024 * 1024;

export const cardUploadsFull = () =>
  new AppError(
    "TOO_MANY_REQUESTS",
    `This card holds as many files as it may before the wish is saved (${WISH_UPLOADS_PER_CARD} files, ${WISH_UPLOAD_BYTES_PER_CARD / MB} MB)`,
    { fields: { file: "card_limit" } },
  );

type UploadsDb = Pick<Prisma.TransactionClient, "card" | "cardMedia">;

/** The card's uploads that its saved wish does not use (all of them while the card is empty). */
export async function unsavedUploads(db: UploadsDb, cardId: string): Promise<{ files: number; bytes: number }> {
  const card = await db.card.findUnique({ where: { id: cardId }, select: { wish: true } });
  const keep = readStoredWish(card?.wish)?.mediaId ?? null;
  const used = await db.cardMedia.aggregate({
    where: { cardId, ...(keep !== null ? { id: { not: keep } } : {}) },
    _count: { _all: true },
    _sum: { srcSize: true },
  });
  return { files: used._count._all, bytes: used._sum.srcSize ?? 0 };
}

/** Before the body is read: refuses a card with no room left, else the bytes it may still take. */
export async function cardRoomLeft(db: UploadsDb, cardId: string): Promise<number> {
  const used = await unsavedUploads(db, cardId);
  if (used.files >= WISH_UPLOADS_PER_CARD || used.bytes >= WISH_UPLOAD_BYTES_PER_CARD) throw cardUploadsFull();
  return WISH_UPLOAD_BYTES_PER_CARD - used.bytes;
}

/** In the upload's own transaction, under a lock on the card, so that concurrent uploads cannot all pass. */
export async function claimCardRoom(tx: Tx, cardId: string, size: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`card-media:${cardId}`}, 0))`;
  const used = await unsavedUploads(tx, cardId);
  if (used.files + 1 > WISH_UPLOADS_PER_CARD || used.bytes + size > WISH_UPLOAD_BYTES_PER_CARD) throw cardUploadsFull();
}

/**
 * Takes one of the collection's uploads of the day before the body is read; `giveBack` returns it
 * when the upload is then refused (a wrong file costs the collection nothing but the client's turn).
 */
export async function takeCollectionUpload(collectionId: number): Promise<{ giveBack: () => Promise<void> }> {
  try {
    const id = await takeRateLimit("card-media-collection", String(collectionId));
    return { giveBack: () => giveBackRateLimit(id) };
  } catch (e) {
    if (!(e instanceof AppError && e.code === "TOO_MANY_REQUESTS")) throw e;
    throw new AppError("TOO_MANY_REQUESTS", "This card's collection has taken as many uploads as it may today", {
      fields: { file: "collection_limit" },
      ...(e.options.retryAfterSeconds !== undefined ? { retryAfterSeconds: e.options.retryAfterSeconds } : {}),
    });
  }
}
