import { z } from "zod";
import { getDb } from "@ar/db";
import { findCollectionFor, type Actor } from "../print/collection-access";
import { collectionCounts } from "./collection-counts";
import { collectionInclude, toCollectionDto, type CollectionDto } from "./collection-dto";

export const listCollectionsInput = z.object({
  type: z.enum(["v2", "classic"]).optional(),
  archived: z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).optional().transform((v) => v === true || v === "true" || v === "1"),
});

/** GET /api/cards: the user's collections, newest first, in a constant number of queries. */
export async function listCollections(opts: { actor: Actor; input: unknown }): Promise<CollectionDto[]> {
  const input = listCollectionsInput.parse(opts.input ?? {});
  const rows = await getDb().cardCollection.findMany({
    where: { userId: opts.actor.id, ...(input.type ? { cardType: input.type } : {}), archivedAt: input.archived ? { not: null } : null },
    include: collectionInclude,
    orderBy: { createdAt: "desc" },
  });
  const counts = await collectionCounts(rows.map((r) => r.id));
  return rows.map((r) => toCollectionDto(r, counts.get(r.id)!));
}

export async function getCollection(opts: { actor: Actor; collectionId: number }): Promise<CollectionDto> {
  const found = await findCollectionFor(opts.actor, opts.collectionId);
  const row = await getDb().cardCollection.findUniqueOrThrow({ where: { id: found.id }, include: collectionInclude });
  const counts = await collectionCounts([row.id]);
  return toCollectionDto(row, counts.get(row.id)!);
}
