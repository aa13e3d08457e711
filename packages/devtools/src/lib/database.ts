// Brings up the database for `npm start` and `npm test`: the server DATABASE_URL names, or an
// embedded real PostgreSQL under .data/ when it is unset. Then migrations (Prisma + worker schema).
import path from "node:path";
import { getServerEnv, setEnvVar } from "@ar/config";
import { ensureDatabase, migrateDeploy, startEmbeddedPostgres } from "@ar/db";
import { migrateWorkerSchema } from "@ar/jobs";

export type DatabaseHandle = { url: string; embedded: boolean; stop: () => Promise<void> };

export async function bringUpDatabase(opts: {
  embeddedDir: string;
  port: number;
  database: string;
  log: (m: string) => void;
}): Promise<DatabaseHandle> {
  const configured = getServerEnv().DATABASE_URL;
  if (configured) {
    await ensureDatabase(configured);
    return { url: configured, embedded: false, stop: async () => {} };
  }
  const started = Date.now();
  // start.ts stops the web app and the worker first, then the database.
  const pg = await startEmbeddedPostgres({
    dir: opts.embeddedDir,
    port: opts.port,
    log: opts.log,
    stopsLastOnSignal: true,
  });
  const url = pg.url(opts.database);
  await ensureDatabase(url);
  opts.log(
    `embedded PostgreSQL on port ${opts.port} (${path.relative(process.cwd(), opts.embeddedDir)}) ready in ${Date.now() - started} ms`,
  );
  setEnvVar("DATABASE_URL", url);
  return { url, embedded: true, stop: () => pg.stop() };
}

export async function migrate(url: string): Promise<void> {
  await migrateDeploy(url);
  await migrateWorkerSchema(url);
}
