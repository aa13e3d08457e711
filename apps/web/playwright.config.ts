import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// The system Chromium when there is one (nothing is downloaded at test time), else Playwright's own.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
// One environment (database, console, worker) per Playwright worker, started by global-setup.ts,
// so that workers share no accounts, IP rate limits, mail or sandbox payments. One worker by
// default until a whole run with two is measured green on a clean clone (issue 37): E2E_WORKERS=2.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
process.env.E2E_SLOTS ??= String(workers);
// This file is loaded again in each worker, where Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1)
// and the global setup has left the slots: the fixtures read E2E_PORT, E2E_DATABASE_URL, E2E_MAIL_DIR.
const slotIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (process.env.E2E_SLOTS_JSON && process.env.TEST_PARALLEL_INDEX !== undefined) {
  type Slot = { baseUrl: string; databaseUrl: string; mailDir: string };
  const slot = (JSON.parse(process.env.E2E_SLOTS_JSON) as Slot[])[slotIndex];
  if (!slot) throw new Error(`no e2e environment for worker ${slotIndex}`);
  // The slot's own address, as e2e-env.ts chose it.
  process.env.E2E_PORT = new URL(slot.baseUrl).port;
  process.env.E2E_DATABASE_URL = slot.databaseUrl;
  process.env.E2E_MAIL_DIR = slot.mailDir;
}
const port = Number(process.env.E2E_PORT ?? 3217);
const results = process.env.TEST_RESULTS_DIR ?? "../../.data/test-results";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  // Two workers share the machine's two cores with two consoles, two job workers and two
  // Chromiums, so a test can take up to twice its one-worker wall time: the bounds grow with them.
  timeout: 30_000 * Math.min(workers, 2),
  expect: { timeout: 10_000 * Math.min(workers, 2) },
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
