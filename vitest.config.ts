import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts", "apps/web/test/unit/**/*.test.ts"],
    globalSetup: ["packages/devtools/src/testing/vitest-global.ts"],
    setupFiles: ["packages/devtools/src/testing/vitest-database.ts", "services/worker/test/provide-task-list.ts"],
    pool: "forks",
    // Most files wait on PostgreSQL, the worker or ffmpeg, not on the CPU: vitest's default
    // (cores − 1, so one file at a time on a 2-core machine) left a core idle. Three at once took
    // the run here from 9.0 to 5.5 min with every timing-sensitive test passing (2026-11-25).
    maxWorkers: Math.max(3, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
