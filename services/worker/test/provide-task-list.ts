// A vitest setup file (root vitest.config.ts): hands the worker's task list to the test helpers'
// runQueuedJobs (@ar/devtools/testing), which may not import the worker itself (ADR 0038). Loaded
// only when a test runs queued jobs.
import { provideTaskList } from "@ar/devtools/testing/task-list";

provideTaskList(async () => (await import("../src/task-list")).taskList);
