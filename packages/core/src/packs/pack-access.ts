import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../print/collection-access";

export async function findPack(packId: number) {
  const pack = await getDb().assetPack.findUnique({ where: { id: packId } });
  if (!pack) throw notFound("Pack not found");
  return pack;
}

/**
 * Visible: public packs, packs the user has, their own, everything for admins. A retired pack
 * (its author deleted it while others used it) only to those who have it or attach it in one of
 * their collections, and to admins.
 */
export async function findVisiblePack(actor: Actor, packId: number) {
  const pack = await findPack(packId);
  if (actor.isAdmin || (!pack.deletedAt && (pack.public || pack.authorId === actor.id))) return pack;
  if (!(await usesPack(actor.id, packId, { viaCollections: pack.deletedAt !== null }))) throw notFound("Pack not found");
  return pack;
}

/** Whether the user has the pack (or, with viaCollections, attaches it in a collection of theirs). */
export async function usesPack(userId: number, packId: number, opts: { viaCollections: boolean }): Promise<boolean> {
  const db = getDb();
  if (await db.userAssetPack.findUnique({ where: { userId_packId: { userId, packId } } })) return true;
  return opts.viaCollections && (await db.collectionAssetPack.findFirst({ where: { packId, collection: { userId } }, select: { packId: true } })) !== null;
}

/** Editing a pack or its items: the author or an admin (403 for others who can see it); a retired pack is read-only but to admins. */
export async function findEditablePack(actor: Actor, packId: number) {
  const pack = await findVisiblePack(actor, packId);
  if (pack.deletedAt && !actor.isAdmin) throw new AppError("FORBIDDEN", "Its author has deleted this pack: it can no longer be changed");
  if (pack.authorId !== actor.id && !actor.isAdmin) throw new AppError("FORBIDDEN", "Only the author or an administrator can change this pack");
  return pack;
}
