// The worker process: `npm start` runs it beside the web app; in production, N of these.
// SIGTERM/SIGINT stop taking jobs, let running ones finish, then exit.
import { disconnectDb } from "@ar/db";
import { getLogger } from "@ar/core";
import { startWorker } from "./run-worker";

const runner = await startWorker();
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  getLogger().info({ signal }, "worker stopping");
  await runner.stop();
  await disconnectDb();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
