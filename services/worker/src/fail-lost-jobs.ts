// A job killed on its last attempt (worker SIGKILLed, machine lost) is freed by the heartbeat
// sweep but never runs again, and its row would say "compressing" or "rendering" for ever. Every
// worker checks now and then for such rows and fails them with INTERRUPTED (core
// failLostTrackedJobs), so the user sees the failure and can retry.
import { getServerEnv } from "@ar/config";
import { failLostTrackedJobs } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";

export function startLostJobSweep(): () => void {
  const sweep = () =>
    void failLostTrackedJobs()
      .then((n) => n > 0 && getLogger().warn({ failed: n }, "failed jobs that can no longer run"))
      .catch((e: unknown) => getLogger().warn({ err: e }, "lost-job sweep failed"));
  const timer = setInterval(sweep, getServerEnv().WORKER_STALE_SECONDS * 1000);
  timer.unref();
  setTimeout(sweep, 1000).unref();
  return () => clearInterval(timer);
}
