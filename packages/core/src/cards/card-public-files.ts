// The stored files a card's viewer needs, made public through PublicFile rows (public-files/):
//  - a collection's design images (front, back) and its packs' items, owned by {collectionId},
//    exposed when a card of the collection is first read and again whenever that set changed (a new
//    background, a pack attached or detached), so what is public follows the collection as saved;
//  - a wish's media and placed items, owned by {cardId}, exposed by the save (save-wish.ts) and
//    withdrawn by a reset (reset-card.ts).
// Reads build URLs from the rows; nothing is hashed on a read unless the set changed.
import { getDb, withTransaction } from "@ar/db";
import { getLogger } from "../log/logger";
import { digestOf } from "../public-files/digest-of";
import { exposeFiles, type PublicOwner } from "../public-files/expose-files";
import { publicFileUrl } from "../public-files/public-file-url";
import { ensureImageTargets } from "../image-targets/image-targets";

/** A pack item's src is a storage key; anything else (an absolute URL) is already public. */
export const isStorageKey = (src: string) => !/^[a-z]+:\/\//i.test(src) && !src.startsWith("/");

export type CollectionItem = {
  id: number;
  src: string;
  previewSrc: string | null;
  packName: string;
  type: "sticker" | "model";
};

/** Items of the collection's packs (retired packs included: the collection still attaches them). */
export const MAX_PACK_ITEMS = 1_000;

export async function collectionItems(collectionId: number): Promise<CollectionItem[]> {
  const rows = await getDb().assetPackItem.findMany({
    where: { pack: { collections: { some: { collectionId } } } },
    select: { id: true, src: true, previewSrc: true, pack: { select: { name: true, type: true } } },
    orderBy: [{ packId: "asc" }, { id: "asc" }],
    take: MAX_PACK_ITEMS,
  });
  return rows.map((r) => ({
    id: r.id,
    src: r.src,
    previewSrc: r.previewSrc,
    packName: r.pack.name,
    type: r.pack.type,
  }));
}

/** key → public URL of the owner's public files. */
export async function publicUrlsOf(owner: { cardId: string } | { collectionId: number }): Promise<Map<string, string>> {
  const rows = await getDb().publicFile.findMany({
    where: owner,
    select: { key: true, hash: true, contentType: true },
  });
  return new Map(rows.map((r) => [r.key, publicFileUrl(r.hash, r.contentType)]));
}

/**
 * Hashes what is not hashed yet (before any transaction, as exposeFiles wants). A file missing
 * from storage is left out and logged: one lost sticker must not take the whole card offline.
 */
export async function digestKeys(keys: Iterable<string>): Promise<string[]> {
  const out: string[] = [];
  for (const key of new Set(keys)) {
    try {
      await digestOf(key);
      out.push(key);
    } catch (e) {
      getLogger().warn({ key, err: e }, "a card's file could not be made public");
    }
  }
  return out;
}

/** Replaces the owner's public files with `keys` (already digested), one writer at a time per owner. */
export async function replacePublicFiles(owner: PublicOwner, keys: string[]): Promise<Map<string, string>> {
  const lock = `public-files:${JSON.stringify(owner)}`;
  const urls = await withTransaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 0))`;
    return exposeFiles(tx, owner, keys);
  });
  return new Map(Object.entries(urls));
}

/**
 * The collection's public design images and pack items, exposed now if the public set is not the
 * one the collection has (cheap when it is: one read of its rows).
 */
export async function collectionPublicUrls(
  collection: {
    id: number;
    backgroundFrontSrc: string | null;
    backgroundBackSrc: string | null;
    trackingType?: string;
  },
  items: CollectionItem[],
): Promise<Map<string, string>> {
  const wanted = new Set<string>();
  for (const key of [collection.backgroundFrontSrc, collection.backgroundBackSrc]) if (key) wanted.add(key);
  const target = await frontTargetKey(collection);
  if (target) wanted.add(target);
  for (const item of items)
    for (const key of [item.src, item.previewSrc]) if (key && isStorageKey(key)) wanted.add(key);
  const current = await publicUrlsOf({ collectionId: collection.id });
  const same = current.size === wanted.size && [...wanted].every((k) => current.has(k));
  if (same) return current;
  return replacePublicFiles({ collectionId: collection.id }, await digestKeys(wanted));
}

/**
 * An image-tracked collection's front design's tracking target (docs/decisions/0024), when the
 * worker has prepared it; otherwise its preparation is queued (no wait: a read must not hold) and
 * the card viewer shows the 3D view until a later read finds it.
 */
export async function frontTargetKey(collection: {
  backgroundFrontSrc: string | null;
  trackingType?: string;
}): Promise<string | null> {
  if (collection.trackingType !== "image" || !collection.backgroundFrontSrc) return null;
  try {
    return (
      (await ensureImageTargets([collection.backgroundFrontSrc], { waitMs: 0 })).get(collection.backgroundFrontSrc) ??
      null
    );
  } catch (e) {
    getLogger().warn(
      { key: collection.backgroundFrontSrc, err: e },
      "a card's front design could not be queued for tracking",
    );
    return null;
  }
}
