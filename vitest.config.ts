import os from "node:os";
import { defineConfig } from "vitest/config";

// Files that need no database: the front end's units and the pure packages. They skip the
// PostgreSQL server and the per-file database copy (≈1.8 s of set-up a file on this machine, most
// of a unit file's cost); one of them that reached for the database would fail for want of
// DATABASE_URL, so a misplaced test cannot pass by accident. They also share one module cache per
// vitest process (isolate: false; none mocks modules or stubs globals): 101 files in 16.5 s
// instead of 60 s when each re-imported React, three.js and zod (2026-12-02, also with the file
// order shuffled).
const pureTests = [
  "apps/web/test/unit/**/*.test.ts",
  "packages/card-layout/test/**/*.test.ts",
  "packages/ar-tracking/test/**/*.test.ts",
  "packages/scene-render/test/**/*.test.ts",
  "packages/i18n/test/**/*.test.ts",
  "packages/script-runtime/test/**/*.test.ts",
];

export default defineConfig({
  test: {
    pool: "forks",
    // Most files wait on PostgreSQL, the worker or ffmpeg, not on the CPU: vitest's default
    // (cores − 1, so one file at a time on a 2-core machine) left a core idle. Three at once took
    // the run here from 9.0 to 5.5 min with every timing-sensitive test passing (2026-11-25).
    maxWorkers: Math.max(3, os.availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "pure", include: pureTests, isolate: false } },
      {
        extends: true,
        test: {
          name: "database",
          include: ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts"],
          exclude: pureTests,
          globalSetup: ["packages/devtools/src/testing/vitest-global.ts"],
          setupFiles: ["packages/devtools/src/testing/vitest-database.ts", "services/worker/test/provide-task-list.ts"],
        },
      },
    ],
  },
});
