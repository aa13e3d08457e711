import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "services/*/test/**/*.test.ts", "apps/web/test/unit/**/*.test.ts", "test/integration/**/*.test.ts"],
    globalSetup: ["test/setup/vitest-global.ts"],
    setupFiles: ["test/setup/vitest-database.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
