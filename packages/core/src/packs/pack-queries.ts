// Reading packs: the user's packs (got or authored), the public catalogue, one pack's items.
import { z } from "zod";
import { getDb } from "@ar/db";
import type { Actor } from "../print/collection-access";
import { findVisiblePack } from "./pack-access";
import { packSelect, toItemDto, toPackDto, type PackDto, type PackItemDto } from "./pack-dto";

export const packTypeFilter = z.object({ type: z.enum(["sticker", "model"]).optional() });

export async function listMyPacks(opts: { actor: Actor; input: unknown }): Promise<PackDto[]> {
  const { type } = packTypeFilter.parse(opts.input ?? {});
  const rows = await getDb().assetPack.findMany({
    where: { ...(type ? { type } : {}), owners: { some: { userId: opts.actor.id } } },
    select: packSelect,
    orderBy: { createdAt: "desc" },
  });
  return rows.map((r) => toPackDto(r, true));
}

export async function listPublicPacks(opts: { actor: Actor; input: unknown }): Promise<PackDto[]> {
  const { type } = packTypeFilter.parse(opts.input ?? {});
  const db = getDb();
  const [rows, mine] = await Promise.all([
    db.assetPack.findMany({ where: { public: true, ...(type ? { type } : {}) }, select: packSelect, orderBy: { createdAt: "desc" } }),
    db.userAssetPack.findMany({ where: { userId: opts.actor.id }, select: { packId: true } }),
  ]);
  const owned = new Set(mine.map((m) => m.packId));
  return rows.map((r) => toPackDto(r, owned.has(r.id)));
}

export async function listPackItems(opts: { actor: Actor; packId: number }): Promise<PackItemDto[]> {
  await findVisiblePack(opts.actor, opts.packId);
  const items = await getDb().assetPackItem.findMany({ where: { packId: opts.packId }, orderBy: { id: "asc" } });
  return items.map(toItemDto);
}
