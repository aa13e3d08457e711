// Changing packs: create, rename, delete, access (admins), get and remove from "my packs".
import { z } from "zod";
import { getDb, sqlRow, sqlStatement, withTransaction } from "@ar/db";
import { AppError, forbidden, notFound } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../print/collection-access";
import { findEditablePack, findVisiblePack } from "./pack-access";
import { packsSql, type PackDto } from "./pack-dto";

// Spec 5: "Name can't be empty"; the author name is optional.
const packName = z
  .string({ error: () => "required" })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: "Name can't be empty", params: { code: "required" } })
  .refine((s) => s.length <= 100, { message: "too long", params: { code: "too_long" } });
const authorName = z.string().trim().max(100).nullish().transform((v) => (v ? v : null));

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

export async function deletePack(opts: { actor: Actor; packId: number }): Promise<{ deleted: true }> {
  await findEditablePack(opts.actor, opts.packId);
  const items = await getDb().assetPackItem.findMany({ where: { packId: opts.packId } });
  await getDb().assetPack.delete({ where: { id: opts.packId } });
  // Files go after the rows: a failure here leaves unreferenced files, never rows without files.
  const keys = items.flatMap((i) => [i.src, i.altSrc, i.previewSrc]).filter((k): k is string => Boolean(k));
  await Promise.allSettled(keys.map((k) => getStorage().delete(k)));
  return { deleted: true };
}

export async function setPackAccess(opts: { actor: Actor; packId: number; input: unknown }): Promise<PackDto> {
  const { access } = packAccessInput.parse(opts.input);
  if (!opts.actor.isAdmin) throw forbidden();
  await findVisiblePack(opts.actor, opts.packId);
  await getDb().assetPack.update({ where: { id: opts.packId }, data: { public: access === "public" } });
  return dto(opts.packId, opts.actor);
}

/** "Get this pack": only public packs (or the author's / an admin's own view). */
export async function getPackForUser(opts: { actor: Actor; packId: number }): Promise<PackDto> {
  const pack = await findVisiblePack(opts.actor, opts.packId);
  if (!pack.public && pack.authorId !== opts.actor.id && !opts.actor.isAdmin) throw new AppError("FORBIDDEN", "This pack is not public");
  await getDb().userAssetPack.upsert({
    where: { userId_packId: { userId: opts.actor.id, packId: opts.packId } },
    create: { userId: opts.actor.id, packId: opts.packId },
    update: {},
  });
  return dto(opts.packId, opts.actor);
}

/** "Remove this pack": takes it out of the user's packs; the pack itself stays. */
export async function removePackFromUser(opts: { actor: Actor; packId: number }): Promise<PackDto> {
  await findVisiblePack(opts.actor, opts.packId);
  await withTransaction((tx) => tx.userAssetPack.deleteMany({ where: { userId: opts.actor.id, packId: opts.packId } }));
  return dto(opts.packId, opts.actor);
}
