// The worker process: `npm start` runs it beside the web app; in production, N of these.
// SIGTERM/SIGINT stop taking jobs, let running ones finish, then exit.
import { EventEmitter } from "node:events";
import type { Runner, WorkerEvents } from "graphile-worker";
import { disconnectDb } from "@ar/db";
import { getLogger } from "@ar/core/log";
import { startWorker } from "./run-worker";
import { startHeartbeat } from "./heartbeat";
import { startLostJobSweep } from "./fail-lost-jobs";
import { isDatabaseLoss, waitForDatabase } from "./database-loss";

const events: WorkerEvents = new EventEmitter();
const heartbeat = startHeartbeat(events);
let runner: Runner = watch(await startWorker({ events }));
const stopLostJobSweep = startLostJobSweep();
let stopping = false;
let replacing: Promise<void> | undefined;

/** A pool that ends while we are not stopping (its workers died on a lost database) is replaced. */
function watch(r: Runner): Runner {
  r.promise.then(
    () => !stopping && replacePool(new Error("the worker pool ended on its own")),
    (error: unknown) => !stopping && replacePool(error),
  );
  return r;
}

// The old pool goes (its pool:release makes the heartbeat stop sparing its id, so the job it held
// is freed after WORKER_STALE_SECONDS and runs again), and a new pool starts once PostgreSQL
// answers. The process, its heartbeat and its sweep stay up throughout.
function replacePool(error: unknown): void {
  if (replacing || stopping) return;
  getLogger().error({ err: error }, "worker pool lost the database; a new pool starts when it answers");
  const old = runner;
  heartbeat.forgetPools();
  replacing = (async () => {
    await Promise.race([old.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    while (!stopping && (await waitForDatabase(() => stopping))) {
      try {
        runner = watch(await startWorker({ events }));
        getLogger().info("worker pool started again after losing the database");
        return;
      } catch (e) {
        getLogger().warn({ err: e }, "worker pool could not start yet");
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  })().finally(() => (replacing = undefined));
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  getLogger().info({ signal }, "worker stopping");
  stopLostJobSweep();
  await replacing;
  await heartbeat.stop();
  await runner.stop().catch(() => undefined);
  await disconnectDb();
  process.exit(0);
}
// While stopping, the database may already be gone (Ctrl-C reaches the embedded PostgreSQL too):
// a connection error then is expected and must not end the process with a stack trace. A lost
// database while running replaces the pool instead; anything else is a real crash.
const onFatal = (error: unknown) => {
  if (stopping) process.exit(0);
  if (isDatabaseLoss(error)) return replacePool(error);
  getLogger().fatal({ err: error }, "worker crashed");
  process.exit(1);
};
process.on("uncaughtException", onFatal);
process.on("unhandledRejection", onFatal);
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
