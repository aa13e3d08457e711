// Runs every queued job once with the real task list (graphile-worker's runOnce), then returns.
import { runOnce } from "graphile-worker";
import { requireDatabaseUrl } from "@ar/config";
import { taskList } from "@ar/worker";

export async function runQueuedJobs(): Promise<void> {
  await runOnce({ connectionString: requireDatabaseUrl(), taskList, concurrency: 1 });
}
