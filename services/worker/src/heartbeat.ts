// Worker liveness. graphile-worker 0.17 leaves a killed worker's jobs locked for four hours; with
// a heartbeat row per worker, any running worker can free the jobs of workers that went silent
// (force_unlock_workers), so a job interrupted by a crash or SIGKILL runs again within a minute.
import type { WorkerEvents } from "graphile-worker";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { getLogger } from "@ar/core/log";

/** Attach before the runner starts (pass the same `events` to it), so no worker is missed. */
/** `forgetPools` stops sparing the pools seen so far (a pool being replaced after a lost database),
 *  so the job it held is freed like a dead worker's; `stop` ends the beat on shutdown. */
export function startHeartbeat(events: WorkerEvents): { stop: () => Promise<void>; forgetPools: () => void } {
  const env = getServerEnv();
  // Jobs are locked by the worker *pool*'s id (graphile-worker 0.17 batch-fetches for the pool),
  // not by each worker's: beating and sparing worker ids let a pool free its own running job once
  // it ran longer than WORKER_STALE_SECONDS, and run it a second time beside the first.
  const ids = new Set<string>();
  events.on("pool:create", ({ workerPool }) => void ids.add(workerPool.id));
  events.on("pool:release", ({ workerPool }) => void ids.delete(workerPool.id));
  const db = getDb();

  const beat = async () => {
    for (const id of ids) {
      await db.workerHeartbeat.upsert({
        where: { workerId: id },
        create: { workerId: id },
        update: { seenAt: new Date() },
      });
    }
  };
  const sweep = async () => {
    const stale = await db.$queryRaw<{ locked_by: string }[]>`
      SELECT DISTINCT j.locked_by FROM graphile_worker.jobs j
      WHERE j.locked_by IS NOT NULL
        AND j.locked_at < now() - make_interval(secs => ${env.WORKER_STALE_SECONDS})
        AND NOT EXISTS (SELECT 1 FROM "WorkerHeartbeat" h WHERE h."workerId" = j.locked_by AND h."seenAt" > now() - make_interval(secs => ${env.WORKER_STALE_SECONDS}))`;
    const workerIds = stale.map((r) => r.locked_by).filter((id) => !ids.has(id));
    if (workerIds.length === 0) return;
    await db.$executeRaw`SELECT graphile_worker.force_unlock_workers(${workerIds}::text[])`;
    await db.workerHeartbeat.deleteMany({ where: { workerId: { in: workerIds } } });
    getLogger().warn({ workerIds }, "freed the jobs of workers that stopped answering");
  };
  const tick = () =>
    void beat()
      .then(sweep)
      .catch((e: unknown) => getLogger().warn({ err: e }, "heartbeat failed"));
  const timer = setInterval(tick, env.WORKER_HEARTBEAT_SECONDS * 1000);
  timer.unref();
  setTimeout(tick, 200).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      if (ids.size)
        await db.workerHeartbeat.deleteMany({ where: { workerId: { in: [...ids] } } }).catch(() => undefined);
    },
    forgetPools: () => ids.clear(),
  };
}
