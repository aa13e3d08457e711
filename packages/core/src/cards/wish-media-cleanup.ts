// The sweep of wish uploads that no save used (the worker's hourly cron, task wish-media.cleanup):
// a card's CardMedia rows older than UNSAVED_WISH_MEDIA_TTL_MS that its saved wish does not name
// are deleted, rows first, then their files (docs/decisions/0019). A save already drops the unused
// uploads of its card (save-wish.ts); this catches those of cards nobody saved, or whose visitor
// left before saving, which otherwise stayed for ever.
//
// Safe beside saves and on several workers at once: each card is handled in its own transaction
// that first locks the card's row (FOR UPDATE), reads the wish under that lock, and deletes with
// one DELETE … RETURNING. A save updates the same row in its transaction and checks its media
// there (save-wish.ts), so either the save comes first and its media is kept, or the sweep comes
// first and the save is refused ("mediaId": invalid). A second worker on the same card waits for
// the lock and then finds nothing left to delete; only the worker that deleted a row deletes its
// files. A compression still running finds its row gone and deletes what it wrote (tracked-task.ts).
import { getDb, withTransaction } from "@ar/db";
import { getStorage } from "../storage/get-storage";
import { readStoredWish } from "./wish-data";

/** An upload no save used is kept this long: the visitor's whole sitting, and then some. */
export const UNSAVED_WISH_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
/** Cards looked up per query of the sweep. */
const CARDS_PER_BATCH = 200;

export type WishMediaSweep = { cards: number; rows: number; files: number };

/** The card's unsaved media older than `before`: the rows deleted, and their files' keys. */
async function sweepCard(cardId: string, before: Date): Promise<{ rows: number; keys: string[] }> {
  return withTransaction(async (tx) => {
    const [card] = await tx.$queryRaw<{ wish: unknown }[]>`SELECT wish FROM "Card" WHERE id = ${cardId} FOR UPDATE`;
    const keep = readStoredWish(card?.wish)?.mediaId ?? null;
    const gone = await tx.$queryRaw<{ srcKey: string; compressedKey: string | null }[]>`
      DELETE FROM "CardMedia"
       WHERE "cardId" = ${cardId} AND "createdAt" < ${before} AND (${keep}::int IS NULL OR id <> ${keep}::int)
      RETURNING "srcKey", "compressedKey"`;
    return {
      rows: gone.length,
      keys: gone.flatMap((m) => (m.compressedKey ? [m.srcKey, m.compressedKey] : [m.srcKey])),
    };
  });
}

/** Deletes the unsaved wish media older than the TTL; stops between cards when `signal` aborts. */
export async function removeUnsavedWishMedia(opts: { now?: Date; signal?: AbortSignal } = {}): Promise<WishMediaSweep> {
  const before = new Date((opts.now ?? new Date()).getTime() - UNSAVED_WISH_MEDIA_TTL_MS);
  const storage = getStorage();
  const out: WishMediaSweep = { cards: 0, rows: 0, files: 0 };
  let after = "";
  for (;;) {
    const batch = await getDb().$queryRaw<{ cardId: string }[]>`
      SELECT DISTINCT "cardId" FROM "CardMedia"
       WHERE "createdAt" < ${before} AND "cardId" > ${after}
       ORDER BY "cardId" LIMIT ${CARDS_PER_BATCH}`;
    for (const { cardId } of batch) {
      opts.signal?.throwIfAborted();
      const { rows, keys } = await sweepCard(cardId, before);
      if (!rows) continue;
      out.cards++;
      out.rows += rows;
      // A file that cannot be deleted now is not counted (its row is gone, so no door serves it).
      for (const key of keys)
        if (
          await storage.delete(key).then(
            () => true,
            () => false,
          )
        )
          out.files++;
    }
    if (batch.length < CARDS_PER_BATCH) return out;
    after = batch[batch.length - 1]!.cardId;
  }
}
