// Runs every queued job once with the real task list (graphile-worker's runOnce), then returns.
import { Logger, runOnce } from "graphile-worker";
import { requireDatabaseUrl } from "@ar/config";
import { taskList } from "@ar/worker";

export async function runQueuedJobs(): Promise<void> {
  // Quiet: task failures still fail the job (and the test that waits for its result).
  await runOnce({ connectionString: requireDatabaseUrl(), taskList, concurrency: 1, logger: new Logger(() => () => {}) });
}
