// One database server per test run (embedded under .data/test-pg unless DATABASE_URL names one),
// holding a migrated template database; each test file then gets its own copy of it.
import { rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { getServerEnv, repoRoot } from "@ar/config";
import { ensureDatabase, parseDatabaseUrl, startEmbeddedPostgres } from "@ar/db";
import { migrate } from "../lib/database";
import { freePort } from "./free-port";

export type TestDatabaseServer = { templateUrl: string; stop: () => Promise<void> };

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function startTestDatabaseServer(
  name: string,
  opts: { stopsLastOnSignal?: boolean } = {},
): Promise<TestDatabaseServer> {
  const external = getServerEnv().DATABASE_URL;
  let baseUrl: string;
  let stop = async () => {};
  if (external) {
    baseUrl = external;
  } else {
    // A cluster of its own per run (initdb ≈0.8 s), so runs side by side never share a data folder.
    const dir = path.join(repoRoot, ".data", "test-pg", `${name}-${process.pid}`);
    const server = await startEmbeddedPostgres({
      dir,
      port: await freePort(),
      stopsLastOnSignal: opts.stopsLastOnSignal,
      throwaway: true,
    });
    baseUrl = server.url("postgres");
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const templateUrl = withDatabase(baseUrl, `ar_test_template_${name}_${process.pid}`);
  await dropDatabase(templateUrl);
  await ensureDatabase(templateUrl);
  await migrate(templateUrl);
  return {
    templateUrl,
    stop: async () => {
      await dropDatabase(templateUrl);
      await stop();
    },
  };
}

async function admin<T>(url: string, fn: (c: pg.Client, database: string) => Promise<T>): Promise<T> {
  const target = parseDatabaseUrl(url);
  const client = new pg.Client({ ...target, database: "postgres" });
  await client.connect();
  try {
    return await fn(client, target.database);
  } finally {
    await client.end();
  }
}

export function dropDatabase(url: string): Promise<void> {
  return admin(url, async (c, db) => {
    await c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  });
}

/** A fresh database copied from the migrated template (a file copy: tens of milliseconds). */
export async function cloneTemplate(templateUrl: string, name: string): Promise<string> {
  const url = withDatabase(templateUrl, name);
  await admin(templateUrl, async (c, template) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    // A test's commits need not wait for the disk (also on DATABASE_URL's server, whose own
    // settings a test must not change): per database, so only the copies made here.
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return url;
}
