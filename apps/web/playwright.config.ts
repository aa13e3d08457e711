import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// The system Chromium when there is one (nothing is downloaded at test time), else Playwright's own.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 3217);
const results = process.env.TEST_RESULTS_DIR ?? "../../.data/test-results";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `${results}/playwright.json` }]],
  outputDir: `${results}/playwright`,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "api", testDir: "tests/e2e/api" },
    { name: "ui", testDir: "tests/e2e/ui" },
  ],
});
