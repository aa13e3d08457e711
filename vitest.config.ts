import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts", "apps/web/test/unit/**/*.test.ts"],
    globalSetup: ["packages/devtools/src/testing/vitest-global.ts"],
    setupFiles: ["packages/devtools/src/testing/vitest-database.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
