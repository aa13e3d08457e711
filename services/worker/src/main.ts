// The worker process: `npm start` runs it beside the web app; in production, N of these.
// SIGTERM/SIGINT stop taking jobs, let running ones finish, then exit.
import { EventEmitter } from "node:events";
import type { WorkerEvents } from "graphile-worker";
import { disconnectDb } from "@ar/db";
import { getLogger } from "@ar/core";
import { startWorker } from "./run-worker";
import { startHeartbeat } from "./heartbeat";
import { startLostJobSweep } from "./fail-lost-jobs";

const events: WorkerEvents = new EventEmitter();
const stopHeartbeat = startHeartbeat(events);
const runner = await startWorker({ events });
const stopLostJobSweep = startLostJobSweep();
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  getLogger().info({ signal }, "worker stopping");
  stopLostJobSweep();
  await stopHeartbeat();
  await runner.stop();
  await disconnectDb();
  process.exit(0);
}
// While stopping, the database may already be gone (Ctrl-C reaches the embedded PostgreSQL too):
// a connection error then is expected and must not end the process with a stack trace.
const onFatal = (error: unknown) => {
  if (stopping) process.exit(0);
  getLogger().fatal({ err: error }, "worker crashed");
  process.exit(1);
};
process.on("uncaughtException", onFatal);
process.on("unhandledRejection", onFatal);
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
