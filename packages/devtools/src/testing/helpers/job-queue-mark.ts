// "Did this request queue a job?" asked without counting rows: graphile-worker 0.17's runOnce can
// resolve before its last job's row is deleted (the completion is not awaited), so a count taken
// after runQueuedJobs may include a job that disappears a moment later — a test comparing counts
// then fails for nothing (seen on a loaded machine). A mark remembers the newest job id and the
// database's clock; jobs added after it or changed since (a job key replaced) are what a request did.
import { getDb } from "@ar/db";

/** Marks the queue now; the returned function counts jobs of `task` added or changed since the mark. */
export async function markJobQueue(task: string): Promise<() => Promise<number>> {
  const [mark] = await getDb().$queryRaw<{ maxId: string; at: Date }[]>`
    SELECT coalesce(max(id), 0)::text AS "maxId", now() AS at FROM graphile_worker._private_jobs`;
  return async () => {
    const [row] = await getDb().$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs
      WHERE task_identifier = ${task} AND (id > ${mark!.maxId}::bigint OR updated_at > ${mark!.at})`;
    return row!.n;
  };
}
