import { z } from "zod";
import { isInt4, JsonText, sqlRow, sqlStatement } from "@ar/db";
import { notFound } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { collectionsSql, type CollectionDto } from "./collection-dto";
import { deleteCachedList, getCachedList, listCacheKey, setCachedList } from "./collection-list-cache";

export const listCollectionsInput = z.object({
  type: z.enum(["v2", "classic"]).optional(),
  // A query string's "1"/"true" is made a boolean by the REST door (packages/api query-input.ts).
  archived: z.boolean().default(false),
});

// One statement each, whatever the number of collections. The list comes as one JSON text that
// PostgreSQL aggregated, passed through to the client (JsonText) rather than parsed here.
//
// The list statement also reads the user's list version (CardListVersion, kept by triggers on
// every table the DTO reads) in the same snapshot, and takes the version of the rendering this
// process already holds ($4): when they are equal the list is not built (the uncorrelated
// subquery in the CASE is an InitPlan, run only when its value is needed) and `list` is NULL.
// Building 500 collections costs PostgreSQL ~9 ms of CPU; the version check a fraction of one.
// A user without a version row gets the list and a NULL version, which is never cached.
const listStatement = sqlStatement<{ version: string | null; list: string | null }>(
  "collections-list-versioned",
  `SELECT v.version::text AS version,
     CASE WHEN v.version = $4::bigint THEN NULL ELSE (
       SELECT coalesce(json_agg(l.dto ORDER BY l."createdAt" DESC, l.id DESC), '[]')::text
       FROM (${collectionsSql(`c."userId" = $1 AND c."cardType" = ANY($2::"CardType"[]) AND (c."archivedAt" IS NOT NULL) = $3`)}) l
     ) END AS list
   FROM (VALUES (1)) one LEFT JOIN "CardListVersion" v ON v."userId" = $1`,
);
const oneStatement = sqlStatement<{ userId: number; dto: CollectionDto }>(
  "collection-by-id",
  collectionsSql(`c.id = $1`),
);

/**
 * GET /api/cards: the user's collections, newest first (the newer id first on equal times). A list
 * unchanged since this process last rendered it is the same JsonText again, checked against the
 * database's version in the one statement the request makes.
 */
export async function listCollections(opts: { actor: Actor; input: unknown }): Promise<JsonText<CollectionDto[]>> {
  const input = listCollectionsInput.parse(opts.input ?? {});
  const types = input.type ? [input.type] : ["v2", "classic"];
  const key = listCacheKey(opts.actor.id, types, input.archived);
  const cached = getCachedList(key);
  const row = (await sqlRow(listStatement, [opts.actor.id, types, input.archived, cached?.version ?? null]))!;
  if (row.list === null) return cached!.list; // equal versions: only possible when there was an entry
  const list = new JsonText<CollectionDto[]>(row.list);
  if (row.version === null) deleteCachedList(key);
  else setCachedList(key, { version: row.version, list });
  return list;
}

/** GET /api/cards/{id}: the owner's (or, for an admin, anyone's) collection; 404 otherwise. */
export async function getCollection(opts: { actor: Actor; collectionId: number }): Promise<CollectionDto> {
  const row = isInt4(opts.collectionId) ? await sqlRow(oneStatement, [opts.collectionId]) : undefined;
  if (!row || (row.userId !== opts.actor.id && !opts.actor.isAdmin)) throw notFound("Collection not found");
  return row.dto;
}
