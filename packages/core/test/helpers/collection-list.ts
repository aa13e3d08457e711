// Shared by the collections list cache tests (collection-list-cache*.test.ts, collection-list-version.test.ts):
// the list as the statement renders it without the cache, the list through the service, and the
// checks around a write (a new rendering, or the very same cached one).
import { expect } from "vitest";
import { getDb, getPool, type JsonText } from "@ar/db";
import { collectionsSql, listCollections, type Actor, type CollectionDto } from "@ar/core";
import { createUser, countStatements } from "@ar/devtools/testing";

export type Filter = { type?: "v2" | "classic"; archived?: boolean };

/** The list as the statement renders it without any version or cache. */
export async function uncached(userId: number, filter: Filter = {}): Promise<string> {
  const types = filter.type ? [filter.type] : ["v2", "classic"];
  const res = await getPool().query<{ list: string }>(
    `SELECT coalesce(json_agg(l.dto ORDER BY l."createdAt" DESC, l.id DESC), '[]')::text AS list
     FROM (${collectionsSql(`c."userId" = $1 AND c."cardType" = ANY($2::"CardType"[]) AND (c."archivedAt" IS NOT NULL) = $3`)}) l`,
    [userId, types, filter.archived ?? false],
  );
  return res.rows[0]!.list;
}

export const list = (actor: Actor, filter: Filter = {}) => listCollections({ actor, input: filter });
export const parse = (l: JsonText<CollectionDto[]>) => JSON.parse(l.text) as CollectionDto[];

/**
 * Lists (so the cache holds the list), checks the next list is the cached text from one
 * statement, runs the write, and answers the list after it: a new rendering that equals the
 * uncached one and differs from the one before.
 */
export async function afterWrite(
  actor: Actor,
  write: () => Promise<unknown>,
  filter: Filter = {},
): Promise<CollectionDto[]> {
  const before = await list(actor, filter);
  const again = await countStatements(() => list(actor, filter));
  expect(again.result).toBe(before);
  expect(again.statements).toBe(1);
  await write();
  const after = await list(actor, filter);
  expect(after).not.toBe(before);
  expect(after.text).toBe(await uncached(actor.id, filter));
  expect(after.text).not.toBe(before.text);
  // And it is what the cache serves next.
  expect(await list(actor, filter)).toBe(after);
  return parse(after);
}

/** Lists, runs the write, and checks the list was served from the cache (nothing it shows changed). */
export async function unchangedAfter(actor: Actor, write: () => Promise<unknown>, filter: Filter = {}): Promise<void> {
  const before = await list(actor, filter);
  await write();
  const after = await list(actor, filter);
  expect(after.text).toBe(await uncached(actor.id, filter));
  expect(after).toBe(before);
}

export async function newActor(cardsBalance = 0): Promise<Actor> {
  const { user } = await createUser();
  if (cardsBalance) await getDb().user.update({ where: { id: user.id }, data: { cardsBalance } });
  return { id: user.id, isAdmin: false, features: [] };
}

/**
 * Row operations on CardListVersion counted by this backend and not yet flushed to the shared
 * statistics: the current transaction's, plus possibly earlier ones' (so tests take a difference).
 */
export async function versionTupleCounts(client: {
  query: ReturnType<typeof getPool>["query"];
}): Promise<{ ins: number; upd: number }> {
  const res = await client.query<{ ins: string; upd: string }>(
    `SELECT n_tup_ins::text AS ins, n_tup_upd::text AS upd FROM pg_stat_xact_user_tables WHERE relname = 'CardListVersion'`,
  );
  return { ins: Number(res.rows[0]!.ins), upd: Number(res.rows[0]!.upd) };
}

export async function version(userId: number): Promise<string | null> {
  const res = await getPool().query<{ version: string }>(
    `SELECT version::text FROM "CardListVersion" WHERE "userId" = $1`,
    [userId],
  );
  return res.rows[0]?.version ?? null;
}
