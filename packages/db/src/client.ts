// The one Prisma client of a process, created on first use so that the start and test scripts can
// set DATABASE_URL (embedded PostgreSQL) before anything connects.
import { PrismaPg } from "@prisma/adapter-pg";
import { getServerEnv, requireDatabaseUrl } from "@ar/config";
import { PrismaClient } from "./generated/prisma/client";
import { createPool, parseDatabaseUrl } from "./pg-adapter";

export type Db = InstanceType<typeof PrismaClient>;
/** What a service gets inside `withTransaction`: the client minus connection management. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

let client: Db | undefined;
let pool: ReturnType<typeof createPool> | undefined;

export function getDb(): Db {
  if (client) return client;
  pool = createPool(parseDatabaseUrl(requireDatabaseUrl(getServerEnv())), 10);
  client = new PrismaClient({ adapter: new PrismaPg(pool) });
  return client;
}

/** The pg pool under the Prisma client, for graphile-worker's enqueue inside a transaction. */
export function getPool(): NonNullable<typeof pool> {
  getDb();
  return pool!;
}

export async function disconnectDb(): Promise<void> {
  const c = client;
  const p = pool;
  client = undefined;
  pool = undefined;
  if (c) await c.$disconnect();
  if (p) await p.end();
}

export function withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().$transaction(fn);
}
