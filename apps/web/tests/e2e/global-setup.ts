// Starts packages/devtools/src/e2e-env.ts (database; a web console and a worker per Playwright
// worker, E2E_SLOTS) and waits for its ready line. The slots reach the workers as E2E_SLOTS_JSON;
// playwright.config.ts points each worker at its own (TEST_PARALLEL_INDEX).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../../..");

export default async function globalSetup() {
  const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["packages/devtools/src/e2e-env.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
    // Its own process group: a signal to the test runner's group must not stop the database
    // before the web app and worker; teardown stops them in order.
    detached: true,
  });
  type Slot = { baseUrl: string; databaseUrl: string; mailDir: string };
  const ready = await new Promise<Slot & { slots: Slot[] }>((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (d: Buffer) => {
      buffer += d.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("E2E_READY "));
      if (line) resolve(JSON.parse(line.slice("E2E_READY ".length)));
    });
    child.on("exit", (code) => reject(new Error(`e2e environment exited (${code})`)));
  });
  child.stdout.on("data", (d: Buffer) => process.stdout.write(d));
  process.env.E2E_SLOTS_JSON = JSON.stringify(ready.slots);
  process.env.E2E_DATABASE_URL = ready.databaseUrl;
  process.env.E2E_MAIL_DIR = ready.mailDir;
  return async () => {
    await new Promise<void>((r) => {
      child.once("exit", () => r());
      child.kill("SIGTERM");
    });
  };
}
