// Worker helpers for tests. runQueuedJobs runs every queued job once with the real task list (graphile-worker's runOnce),
// then returns; the worker provides that list (../task-list-slot.ts), devtools does not import the service.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { Logger, runOnce } from "graphile-worker";
import { repoRoot, requireDatabaseUrl } from "@ar/config";
import { providedTaskList } from "../task-list-slot";

export async function runQueuedJobs(): Promise<void> {
  // Quiet: task failures still fail the job (and the test that waits for its result).
  await runOnce({
    connectionString: requireDatabaseUrl(),
    taskList: await providedTaskList(),
    concurrency: 1,
    logger: new Logger(() => () => {}),
  });
}

/**
 * The worker as `npm start` runs it, in its own process group (so SIGKILL to -pid reaches ffmpeg
 * too), on the test's database and data folder; `env` adds or overrides variables.
 */
export function startWorkerProcess(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.join(repoRoot, "services", "worker"),
    env: { ...process.env, DATABASE_URL: requireDatabaseUrl(), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
    detached: true,
  });
}

/** Kills a worker started above with its whole group, unless it has already ended. */
export function killWorkerProcess(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Polls `fn` every `everyMs` until it answers something truthy, which it returns; throws after `ms`. */
export async function until<T>(fn: () => Promise<T | undefined | false | null>, ms: number, everyMs = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
