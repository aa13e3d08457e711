// Changing packs: create, rename, delete, access (admins), get and remove from "my packs".
import { z } from "zod";
import { getDb, sqlRow, sqlStatement, withTransaction } from "@ar/db";
import { AppError, forbidden, notFound } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../auth/actor";
import { getLogger } from "../log/logger";
import { findEditablePack, findVisiblePack } from "./pack-access";
import { packsSql, type PackDto } from "./pack-dto";
import { deleteOrRetirePack, purgeUnusedRetiredPacks } from "./retire-pack";

// Spec 5: "Name can't be empty"; the author name is optional.
const packName = z
  .string({ error: () => "required" })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: "Name can't be empty", params: { code: "required" } })
  .refine((s) => s.length <= 100, { message: "too long", params: { code: "too_long" } });
const authorName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));

export const createPackInput = z.object({ type: z.enum(["sticker", "model"]), name: packName, authorName });
export const updatePackInput = z.object({ name: packName, authorName });
export const packAccessInput = z.object({ access: z.enum(["private", "public"]) });

const packById = sqlStatement<{ dto: PackDto }>("pack-by-id", packsSql("p.id = $2"));

async function dto(packId: number, actor: Actor): Promise<PackDto> {
  const row = await sqlRow(packById, [actor.id, packId]);
  if (!row) throw notFound("Pack not found");
  return row.dto;
}

export async function createPack(opts: { actor: Actor; input: unknown }): Promise<PackDto> {
  const input = createPackInput.parse(opts.input);
  const pack = await getDb().assetPack.create({
    data: { ...input, authorId: opts.actor.id, owners: { create: { userId: opts.actor.id } } },
  });
  return dto(pack.id, opts.actor);
}

export async function updatePack(opts: { actor: Actor; packId: number; input: unknown }): Promise<PackDto> {
  const input = updatePackInput.parse(opts.input);
  await findEditablePack(opts.actor, opts.packId);
  await getDb().assetPack.update({ where: { id: opts.packId }, data: input });
  return dto(opts.packId, opts.actor);
}

/**
 * DELETE /api/cards/assets/{id}: gone from the author's packs and the public list at once; a pack
 * others have or attach is retired rather than deleted, so their collections and sold cards keep
 * it (retire-pack.ts, docs/decisions/0019).
 */
export async function deletePack(opts: { actor: Actor; packId: number }): Promise<{ deleted: true }> {
  const pack = await findEditablePack(opts.actor, opts.packId);
  const outcome = await withTransaction((tx) => deleteOrRetirePack(tx, pack, { ignoreAuthorCollections: false }));
  // Files go after the rows: a failure here leaves unreferenced files, never rows without files.
  if (outcome === "deleted") await deletePackFolders([pack.id]);
  return { deleted: true };
}

/** The folders of deleted packs; a failure only leaves unreferenced files (logged). */
export async function deletePackFolders(packIds: number[]): Promise<void> {
  const results = await Promise.allSettled(packIds.map((id) => getStorage().deleteUnder(`packs/${id}`)));
  for (const r of results) if (r.status === "rejected") getLogger().warn({ err: r.reason }, "pack files not deleted");
}

export async function setPackAccess(opts: { actor: Actor; packId: number; input: unknown }): Promise<PackDto> {
  const { access } = packAccessInput.parse(opts.input);
  if (!opts.actor.isAdmin) throw forbidden();
  await findVisiblePack(opts.actor, opts.packId);
  await getDb().assetPack.update({ where: { id: opts.packId }, data: { public: access === "public" } });
  return dto(opts.packId, opts.actor);
}

/** "Get this pack": only public packs (or the author's / an admin's own view); never a retired one. */
export async function getPackForUser(opts: { actor: Actor; packId: number }): Promise<PackDto> {
  const pack = await findVisiblePack(opts.actor, opts.packId);
  if (pack.deletedAt) throw new AppError("FORBIDDEN", "Its author has deleted this pack");
  if (!pack.public && pack.authorId !== opts.actor.id && !opts.actor.isAdmin)
    throw new AppError("FORBIDDEN", "This pack is not public");
  await getDb().userAssetPack.upsert({
    where: { userId_packId: { userId: opts.actor.id, packId: opts.packId } },
    create: { userId: opts.actor.id, packId: opts.packId },
    update: {},
  });
  return dto(opts.packId, opts.actor);
}

/**
 * "Remove this pack": takes it out of the user's packs; the pack itself stays — unless its author
 * deleted it and this was its last use: then it goes, files too.
 */
export async function removePackFromUser(opts: { actor: Actor; packId: number }): Promise<PackDto> {
  await findVisiblePack(opts.actor, opts.packId);
  await withTransaction((tx) => tx.userAssetPack.deleteMany({ where: { userId: opts.actor.id, packId: opts.packId } }));
  const answer = await dto(opts.packId, opts.actor);
  await deletePackFolders(await withTransaction((tx) => purgeUnusedRetiredPacks(tx, [opts.packId])));
  return answer;
}
