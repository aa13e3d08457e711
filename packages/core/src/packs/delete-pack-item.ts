// DELETE /api/cards/assets/{id}/items/{itemId} (issue 23): the pack's author or an admin takes one
// item out of a pack. Refused (409, fields.item "in_use") while a saved wish on a card places it:
// cards exist only once paid for, and what a buyer's card shows must not vanish
// (docs/decisions/0036-pack-items-and-admin-packs.md). Otherwise the row goes, then its files.
import { z } from "zod";
import { withTransaction } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { getLogger } from "../log/logger";
import { getStorage } from "../storage/get-storage";
import { findEditablePack } from "./pack-access";

const INT4_MAX = 2_147_483_647;

export const deletePackItemInput = z.object({
  packId: z.number().int().positive().max(INT4_MAX),
  itemId: z.number().int().positive().max(INT4_MAX),
});

export async function deletePackItem(opts: { actor: Actor; input: unknown }): Promise<{ deleted: true }> {
  const { packId, itemId } = deletePackItemInput.parse(opts.input);
  await findEditablePack(opts.actor, packId);
  const files = await withTransaction(async (tx) => {
    // The row lock makes a wish saved at the same moment wait, then see the item gone.
    const rows = await tx.$queryRaw<{ src: string; previewSrc: string | null; altSrc: string | null }[]>`
      SELECT src, "previewSrc", "altSrc" FROM "AssetPackItem" WHERE id = ${itemId} AND "packId" = ${packId} FOR UPDATE`;
    const item = rows[0];
    if (!item) throw notFound("Item not found");
    const placed = await tx.$queryRaw<{ n: number }[]>`
      SELECT 1 AS n FROM "Card" WHERE wish IS NOT NULL
        AND (coalesce(wish->'stickers', '[]'::jsonb) @> ${JSON.stringify([{ itemId }])}::jsonb
          OR coalesce(wish->'models', '[]'::jsonb) @> ${JSON.stringify([{ itemId }])}::jsonb)
      LIMIT 1`;
    if (placed.length > 0)
      throw new AppError("CONFLICT", "A card's wish shows this item: it cannot be deleted", {
        fields: { item: "in_use" },
      });
    await tx.assetPackItem.delete({ where: { id: itemId } });
    const keys = [item.src, item.previewSrc, item.altSrc].filter((k): k is string => k !== null);
    // Collections expose their packs' items as public files (the card viewer's choice of stickers
    // and models); those links go with the item. No card places it (checked above).
    await tx.publicFile.deleteMany({ where: { key: { in: keys }, collectionId: { not: null } } });
    return keys;
  });
  // Files go after the row: a failure here leaves unreferenced files, never a row without its file.
  const results = await Promise.allSettled(files.map((key) => getStorage().delete(key)));
  for (const r of results)
    if (r.status === "rejected") getLogger().warn({ err: r.reason }, "pack item file not deleted");
  return { deleted: true };
}
