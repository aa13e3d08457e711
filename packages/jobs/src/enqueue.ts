// Enqueue inside the caller's Prisma transaction, so a job exists if and only if the domain change
// that asked for it committed (graphile-worker's add_job is plain SQL).
import type { Tx } from "@ar/db";
import { jobCatalog, type JobName, type JobPayload } from "./catalog";

export type EnqueueOptions = { jobKey?: string; runAt?: Date; maxAttempts?: number; queueName?: string };

export async function enqueue<N extends JobName>(
  tx: Tx,
  name: N,
  payload: JobPayload<N>,
  opts: EnqueueOptions = {},
): Promise<void> {
  const checked = jobCatalog[name].parse(payload);
  await tx.$executeRaw`SELECT graphile_worker.add_job(
    identifier => ${name}::text,
    payload => ${JSON.stringify(checked)}::json,
    queue_name => ${opts.queueName ?? null}::text,
    run_at => ${opts.runAt ?? null}::timestamptz,
    max_attempts => ${opts.maxAttempts ?? null}::int,
    job_key => ${opts.jobKey ?? null}::text
  )`;
}
