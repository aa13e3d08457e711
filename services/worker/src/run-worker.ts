import { run, type Runner, type WorkerEvents } from "graphile-worker";
import { getServerEnv, requireDatabaseUrl } from "@ar/config";
import { getLogger } from "@ar/core/log";
import { parsedCronItems } from "./crontab";
import { taskList } from "./task-list";

/** Starts graphile-worker against the app's database; resolves once it is polling. */
export async function startWorker(opts: { concurrency?: number; events?: WorkerEvents } = {}): Promise<Runner> {
  const env = getServerEnv();
  const log = getLogger().child({ service: "worker" });
  const runner = await run({
    connectionString: requireDatabaseUrl(env),
    concurrency: opts.concurrency ?? env.WORKER_CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 1000,
    // The recurring jobs come from crontab.ts (no crontab file is looked for when these are given).
    parsedCronItems,
    taskList,
    ...(opts.events ? { events: opts.events } : {}),
  });
  runner.events.on("job:error", ({ job, error }) =>
    log.warn({ task: job.task_identifier, jobId: job.id, err: error }, "job failed"),
  );
  log.info({ concurrency: opts.concurrency ?? env.WORKER_CONCURRENCY }, "worker started");
  return runner;
}
