// The task list runQueuedJobs runs. Tooling does not import services (ADR 0038): the worker hands
// its list in from a vitest setup file (services/worker/test/provide-task-list.ts, listed in the
// root vitest.config.ts), as a loader, so test files that never run a job never load the worker.
import type { TaskList } from "graphile-worker";

let load: (() => Promise<TaskList>) | undefined;

export function provideTaskList(loader: () => Promise<TaskList>): void {
  load = loader;
}

export async function providedTaskList(): Promise<TaskList> {
  if (!load) {
    throw new Error(
      "No task list: the worker provides it in services/worker/test/provide-task-list.ts (a vitest setup file)",
    );
  }
  return load();
}
