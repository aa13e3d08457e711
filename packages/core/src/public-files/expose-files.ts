// Which stored files are public, and through whom: each PublicFile row names a file (by key and
// hash) and the published thing that shows it (a project snapshot, a card, a collection). A hash
// with no row is not served, so withdrawing or deleting the owner takes its files offline.
import type { Tx } from "@ar/db";
import { publicFileUrl } from "./public-file-url";

export type PublicOwner =
  { projectId: number } | { cardId: string } | { collectionId: number } | { arkitProjectId: number };

function ownerWhere(owner: PublicOwner) {
  if ("projectId" in owner) return { projectId: owner.projectId };
  if ("cardId" in owner) return { cardId: owner.cardId };
  if ("arkitProjectId" in owner) return { arkitProjectId: owner.arkitProjectId };
  return { collectionId: owner.collectionId };
}

/**
 * Makes exactly `keys` the owner's public files (its earlier rows go) and returns each key's public
 * URL. Digests come from FileDigest: call digestOf for every key BEFORE the transaction, so that
 * the transaction does not wait on storage.
 */
export async function exposeFiles(tx: Tx, owner: PublicOwner, keys: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(keys)];
  const digests = unique.length ? await tx.fileDigest.findMany({ where: { key: { in: unique } } }) : [];
  const missing = unique.filter((k) => !digests.some((d) => d.key === k));
  if (missing.length)
    throw new Error(`exposeFiles: no digest for ${missing.join(", ")} (call digestOf before the transaction)`);
  const where = ownerWhere(owner);
  await tx.publicFile.deleteMany({ where });
  if (digests.length) {
    await tx.publicFile.createMany({
      data: digests.map((d) => ({ ...where, key: d.key, hash: d.sha256, contentType: d.contentType, size: d.size })),
    });
  }
  return Object.fromEntries(digests.map((d) => [d.key, publicFileUrl(d.sha256, d.contentType)]));
}

/** Takes all of the owner's files offline (they stay in storage; other owners of the same bytes keep theirs). */
export async function withdrawFiles(tx: Tx, owner: PublicOwner): Promise<void> {
  await tx.publicFile.deleteMany({ where: ownerWhere(owner) });
}
