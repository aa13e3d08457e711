// A driver-adapter factory for Prisma's JavaScript schema engine (migrate) and client, built on
// @prisma/adapter-pg with the fixes this machine needed (see docs/decisions/0002-prisma-js-engine.md):
//  1. OIDs 18 (char) and 19 (name) are read as text: the adapter cannot map them otherwise
//     ("Column type 'name' could not be deserialized", prisma/orm#27403) and migrate queries them.
//  2. The shadow database is addressed by separate host/port/user/database fields, because a
//     connectionString would win over the database field and point migrate at the main database.
//  3. The shadow database is dropped only after its pool is closed, WITH (FORCE).
//  4. Migration scripts run as one query: the stock adapter splits on every ";" and breaks
//     function bodies.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

const TEXT_OID = 25;
const NAME_LIKE_OIDS = new Set([18, 19]);

type PgTarget = { host: string; port: number; user: string; password?: string; database: string };

export function parseDatabaseUrl(url: string): PgTarget {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname) || "127.0.0.1",
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username) || "postgres",
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    database: decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres",
  };
}

/** A pg pool whose results report char/name columns as text. */
export function createPool(target: PgTarget, max = 10): pg.Pool {
  // allowExitOnIdle: idle clients must not keep a finished CLI process alive for 10 s.
  const pool = new pg.Pool({ ...target, max, allowExitOnIdle: true });
  // An idle client dropped by the server (restart, admin shutdown) must not crash the process;
  // the pool opens a new connection on the next query.
  pool.on("error", () => {});
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<pg.QueryResult>;
  (pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const result = await query(...args);
    for (const f of result.fields ?? []) if (NAME_LIKE_OIDS.has(f.dataTypeID)) f.dataTypeID = TEXT_OID;
    return result;
  };
  return pool;
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;

function runScriptsWhole(adapter: Adapter): Adapter {
  const client = adapter.underlyingDriver();
  adapter.executeScript = async (script: string) => {
    try {
      await client.query(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

/** The factory prisma.config.ts hands to the JS schema engine. */
export function migrationAdapterFactory(databaseUrl: string) {
  const target = parseDatabaseUrl(databaseUrl);
  const factory = new PrismaPg(createPool(target));
  return Object.assign(factory, {
    async connect() {
      return runScriptsWhole(await new PrismaPg(createPool(target)).connect());
    },
    async connectToShadowDb() {
      const database = `prisma_migrate_shadow_${randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ ...target });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.end();
      const pool = createPool({ ...target, database });
      const adapter = runScriptsWhole(await new PrismaPg(pool).connect());
      adapter.dispose = async () => {
        await pool.end();
        const dropper = new pg.Client({ ...target });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await dropper.end();
      };
      return adapter;
    },
  });
}
