// Access to asset packs, the one place that answers "may this actor see / change this pack" (the
// procedures and the file server ask it).
import { getDb, isInt4 } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";

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
  if (!(await packVisibility(actor, pack))) throw notFound("Pack not found");
  return pack;
}

type PackFacts = { id: number; public: boolean; authorId: number | null; deletedAt: Date | null };

/** The rule: "public" (every signed-in user sees it), "private" (this actor does), or null (404). */
async function packVisibility(actor: Actor, pack: PackFacts): Promise<"public" | "private" | null> {
  if (pack.public && !pack.deletedAt) return "public";
  if (actor.isAdmin || (!pack.deletedAt && pack.authorId === actor.id)) return "private";
  return (await usesPack(actor.id, pack.id, { viaCollections: pack.deletedAt !== null })) ? "private" : null;
}

/** For readers that answer rather than throw (the file server, whose cache header follows it). */
export async function packVisibilityOf(actor: Actor, packId: number): Promise<"public" | "private" | null> {
  const pack = isInt4(packId)
    ? await getDb().assetPack.findUnique({
        where: { id: packId },
        select: { id: true, public: true, authorId: true, deletedAt: true },
      })
    : null;
  return pack ? packVisibility(actor, pack) : null;
}

/** Whether the user has the pack (or, with viaCollections, attaches it in a collection of theirs). */
export async function usesPack(userId: number, packId: number, opts: { viaCollections: boolean }): Promise<boolean> {
  const db = getDb();
  if (await db.userAssetPack.findUnique({ where: { userId_packId: { userId, packId } } })) return true;
  return (
    opts.viaCollections &&
    (await db.collectionAssetPack.findFirst({
      where: { packId, collection: { userId } },
      select: { packId: true },
    })) !== null
  );
}

/** Editing a pack or its items: the author or an admin (403 for others who can see it); a retired pack is read-only but to admins. */
export async function findEditablePack(actor: Actor, packId: number) {
  const pack = await findVisiblePack(actor, packId);
  if (pack.deletedAt && !actor.isAdmin)
    throw new AppError("FORBIDDEN", "Its author has deleted this pack: it can no longer be changed");
  if (pack.authorId !== actor.id && !actor.isAdmin)
    throw new AppError("FORBIDDEN", "Only the author or an administrator can change this pack");
  return pack;
}
