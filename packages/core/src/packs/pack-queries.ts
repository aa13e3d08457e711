// Reading packs: the user's packs (got or authored), the public catalogue, one pack's items.
import { z } from "zod";
import { getDb, JsonText, sqlRow, sqlStatement } from "@ar/db";
import type { Actor } from "../auth/actor";
import { findVisiblePack } from "./pack-access";
import { packsSql, toItemDto, type PackDto, type PackItemDto } from "./pack-dto";

export const packTypeFilter = z.object({ type: z.enum(["sticker", "model"]).optional() });

// Newest first (the newer id first on equal times); `$2` is the type filter or null. The JSON
// text PostgreSQL aggregated is passed through to the client (JsonText).
const listSql = (where: string) =>
  `SELECT coalesce(json_agg(l.dto ORDER BY l."createdAt" DESC, l.id DESC), '[]')::text AS list
   FROM (${packsSql(`(p.type::text = $2 OR $2 IS NULL) AND ${where}`)}) l`;
const myPacks = sqlStatement<{ list: string }>(
  "packs-mine",
  listSql(`EXISTS (SELECT 1 FROM "UserAssetPack" m WHERE m."packId" = p.id AND m."userId" = $1)`),
);
const publicPacks = sqlStatement<{ list: string }>("packs-public", listSql(`p.public AND p."deletedAt" IS NULL`));

export async function listMyPacks(opts: { actor: Actor; input: unknown }): Promise<JsonText<PackDto[]>> {
  const { type } = packTypeFilter.parse(opts.input ?? {});
  return new JsonText((await sqlRow(myPacks, [opts.actor.id, type ?? null]))!.list);
}

export async function listPublicPacks(opts: { actor: Actor; input: unknown }): Promise<JsonText<PackDto[]>> {
  const { type } = packTypeFilter.parse(opts.input ?? {});
  return new JsonText((await sqlRow(publicPacks, [opts.actor.id, type ?? null]))!.list);
}

export async function listPackItems(opts: { actor: Actor; packId: number }): Promise<PackItemDto[]> {
  await findVisiblePack(opts.actor, opts.packId);
  const items = await getDb().assetPackItem.findMany({ where: { packId: opts.packId }, orderBy: { id: "asc" } });
  return items.map(toItemDto);
}
