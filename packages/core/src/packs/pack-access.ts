import { getDb } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../print/collection-access";

export async function findPack(packId: number) {
  const pack = await getDb().assetPack.findUnique({ where: { id: packId } });
  if (!pack) throw notFound("Pack not found");
  return pack;
}

/** Visible: public packs, packs the user has, their own, everything for admins. */
export async function findVisiblePack(actor: Actor, packId: number) {
  const pack = await findPack(packId);
  if (pack.public || pack.authorId === actor.id || actor.isAdmin) return pack;
  const has = await getDb().userAssetPack.findUnique({ where: { userId_packId: { userId: actor.id, packId } } });
  if (!has) throw notFound("Pack not found");
  return pack;
}

/** Editing a pack or its items: the author or an admin (403 for others who can see it). */
export async function findEditablePack(actor: Actor, packId: number) {
  const pack = await findVisiblePack(actor, packId);
  if (pack.authorId !== actor.id && !actor.isAdmin) throw new AppError("FORBIDDEN", "Only the author or an administrator can change this pack");
  return pack;
}
