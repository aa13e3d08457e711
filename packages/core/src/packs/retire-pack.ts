// Deleting a pack that others use would take its stickers and models out of their collections
// and out of the cards they already sold. Such a pack is retired instead (docs/decisions/0019):
// it leaves the public list and its author's packs, and stays — rows and files — for those who
// have it and the collections that attach it, until the last of them lets it go.
import type { Tx } from "@ar/db";

/**
 * Whether anyone but the author has the pack, or any collection attaches it. With
 * `ignoreAuthorCollections` (the author's account is being deleted, and its collections with it)
 * the author's own collections do not count.
 */
async function isUsedByOthers(
  tx: Tx,
  pack: { id: number; authorId: number | null },
  opts: { ignoreAuthorCollections: boolean },
): Promise<boolean> {
  const notAuthor = pack.authorId === null ? {} : { userId: { not: pack.authorId } };
  const holder = await tx.userAssetPack.findFirst({
    where: { packId: pack.id, ...notAuthor },
    select: { userId: true },
  });
  if (holder) return true;
  const attached = await tx.collectionAssetPack.findFirst({
    where: {
      packId: pack.id,
      ...(opts.ignoreAuthorCollections && pack.authorId !== null
        ? { collection: { userId: { not: pack.authorId } } }
        : {}),
    },
    select: { collectionId: true },
  });
  return attached !== null;
}

/**
 * The author (or an admin) deletes a pack: gone for good when nobody else uses it — the caller
 * then deletes the folder `packs/{id}` after commit — otherwise retired.
 */
export async function deleteOrRetirePack(
  tx: Tx,
  pack: { id: number; authorId: number | null },
  opts: { ignoreAuthorCollections: boolean },
): Promise<"deleted" | "retired"> {
  // Locked, so nobody gets or attaches it between the check and the delete (their insert waits).
  await tx.$queryRaw`SELECT id FROM "AssetPack" WHERE id = ${pack.id} FOR UPDATE`;
  if (!(await isUsedByOthers(tx, pack, opts))) {
    await tx.assetPack.delete({ where: { id: pack.id } });
    return "deleted";
  }
  await tx.assetPack.update({ where: { id: pack.id }, data: { deletedAt: new Date(), public: false } });
  if (pack.authorId !== null) await tx.userAssetPack.deleteMany({ where: { packId: pack.id, userId: pack.authorId } });
  return "retired";
}

/** Deletes those of these packs that are retired and that nobody has or attaches any more; returns their ids (folders to delete after commit). */
export async function purgeUnusedRetiredPacks(tx: Tx, packIds: number[]): Promise<number[]> {
  if (packIds.length === 0) return [];
  // One statement, so a pack someone takes up meanwhile is not deleted under them.
  const rows = await tx.$queryRaw<{ id: number }[]>`
    DELETE FROM "AssetPack" p
    WHERE p.id = ANY (${packIds}::int[]) AND p."deletedAt" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "UserAssetPack" o WHERE o."packId" = p.id)
      AND NOT EXISTS (SELECT 1 FROM "CollectionAssetPack" c WHERE c."packId" = p.id)
    RETURNING p.id`;
  return rows.map((r) => r.id);
}
