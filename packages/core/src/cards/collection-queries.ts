import { z } from "zod";
import { isInt4, JsonText, sqlRow, sqlStatement } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../print/collection-access";
import { collectionsSql, type CollectionDto } from "./collection-dto";

export const listCollectionsInput = z.object({
  type: z.enum(["v2", "classic"]).optional(),
  archived: z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).optional().transform((v) => v === true || v === "true" || v === "1"),
});

// One statement each, whatever the number of collections. The list comes as one JSON text that
// PostgreSQL aggregated, passed through to the client (JsonText) rather than parsed here.
const listStatement = sqlStatement<{ list: string }>(
  "collections-list",
  `SELECT coalesce(json_agg(l.dto ORDER BY l."createdAt" DESC, l.id DESC), '[]')::text AS list
   FROM (${collectionsSql(`c."userId" = $1 AND c."cardType" = ANY($2::"CardType"[]) AND (c."archivedAt" IS NOT NULL) = $3`)}) l`,
);
const oneStatement = sqlStatement<{ userId: number; dto: CollectionDto }>("collection-by-id", collectionsSql(`c.id = $1`));

/** GET /api/cards: the user's collections, newest first (the newer id first on equal times). */
export async function listCollections(opts: { actor: Actor; input: unknown }): Promise<JsonText<CollectionDto[]>> {
  const input = listCollectionsInput.parse(opts.input ?? {});
  const types = input.type ? [input.type] : ["v2", "classic"];
  const row = await sqlRow(listStatement, [opts.actor.id, types, input.archived]);
  return new JsonText(row!.list);
}

/** GET /api/cards/{id}: the owner's (or, for an admin, anyone's) collection; 404 otherwise. */
export async function getCollection(opts: { actor: Actor; collectionId: number }): Promise<CollectionDto> {
  const row = isInt4(opts.collectionId) ? await sqlRow(oneStatement, [opts.collectionId]) : undefined;
  if (!row || (row.userId !== opts.actor.id && !opts.actor.isAdmin)) throw notFound("Collection not found");
  return row.dto;
}
