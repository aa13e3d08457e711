// `npm test`: unit and integration tests (vitest, real PostgreSQL), then a production build of the
// web app, the front-end weight check on that build, and the end-to-end tests in Chromium
// (Playwright). Ends with one line "N passed, N failed" counting them all, and a non-zero exit
// when anything failed.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { getServerEnv } from "@ar/config";
import { checkFrontendWeight } from "./frontend-weight";
import { withRunLock } from "./lib/run-lock";

const root = path.resolve(import.meta.dirname, "../../..");
// Each run keeps its reports apart, so runs side by side do not read each other's counts.
const results = path.join(root, ".data", "test-results", String(process.pid));
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
process.env.TEST_RESULTS_DIR = results;
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const run = (cmd: string, args: string[], cwd = root) =>
  spawnSync(cmd, args, { cwd, stdio: "inherit", env: process.env }).status ?? 1;

const only = process.argv[2]; // "unit" or "e2e" to run one half while developing
// After "unit", vitest's file filters (parts of test file paths): `npm test -- unit services/ hostile-input`.
const unitFilters = only === "unit" ? process.argv.slice(3) : [];
let passed = 0;
let failed = 0;
let exit = 0;

// Static checks count as one test each: strict type checking of every workspace, the formatting
// (Prettier, the same check as `npm run lint`) and the lint.
if (!only) {
  // Type-aware lint of every workspace outgrew Node's default heap (≈2 GB) once the viewer,
  // the script runtime and the topology run were added: it aborted with "heap out of memory".
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, "--max-old-space-size=6144"].filter(Boolean).join(" ");
  for (const [name, cmd, args] of [
    ["typecheck", bin("turbo"), ["run", "typecheck", "--output-logs=errors-only"]],
    ["format", bin("prettier"), ["--check", ".", "--log-level", "warn"]],
    ["lint", bin("eslint"), ["packages", "services", "apps/web"]],
  ] as const) {
    const ok = run(cmd, [...args]) === 0;
    console.log(`${ok ? "✓" : "✗"} ${name}`);
    if (ok) passed += 1;
    else ((failed += 1), (exit = 1));
  }
}

if (only !== "e2e") {
  const code = run(bin("vitest"), [
    "run",
    ...unitFilters,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(results, "vitest.json")}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(path.join(results, "vitest.json"), "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0);
  } catch {
    failed += 1;
  }
  if (code !== 0) exit = 1;
}

/** The build just made (WEB_BUILD_DIR, as Remix's config reads it) keeps the sign-in page light; counts as one test. */
function frontendWeightOk(): boolean {
  let ok = false;
  try {
    const weight = checkFrontendWeight(path.join(root, "apps", "web", getServerEnv().WEB_BUILD_DIR));
    for (const line of weight.lines) console.log(`  ${line}`);
    ok = weight.ok;
  } catch (error) {
    console.error(error);
  }
  console.log(`${ok ? "✓" : "✗"} frontend weight`);
  return ok;
}

if (only !== "unit")
  await withRunLock(
    path.join(root, ".data"),
    () => {
      // apps/web's build script: the console, then the viewer (vite.viewer.config.ts).
      if (run("npm", ["run", "build"], path.join(root, "apps", "web")) !== 0) {
        failed += 1;
        exit = 1;
      } else {
        if (frontendWeightOk()) passed += 1;
        else ((failed += 1), (exit = 1));
        const code = run(bin("playwright"), ["test", "-c", "apps/web/playwright.config.ts"]);
        try {
          const report = JSON.parse(readFileSync(path.join(results, "playwright.json"), "utf8"));
          passed += report.stats.expected;
          failed += report.stats.unexpected + report.stats.flaky;
        } catch {
          failed += 1;
        }
        if (code !== 0) exit = 1;
      }
    },
    (m) => console.log(m),
  );

if (failed > 0) exit = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exit);
