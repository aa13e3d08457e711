// The end-to-end environment: per slot (E2E_SLOTS, one by default) a database copied from the
// migrated template, the built web console and the worker, exactly as `npm start` runs them.
// Prints one `E2E_READY {json}` line when every console answers; SIGTERM stops everything.
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "@ar/config";
import { cloneTemplate, startTestDatabaseServer } from "./testing/test-database-server";

const basePort = Number(process.env.E2E_PORT ?? 3217);
// Playwright's workers each get a slot of their own (apps/web/playwright.config.ts): a database,
// data folder, web console and worker, so that no test sees another worker's accounts, rate
// limits, mail or payments. The slots share one PostgreSQL server.
const slotCount = Math.max(1, Number(process.env.E2E_SLOTS ?? 1));
type Slot = { baseUrl: string; databaseUrl: string; mailDir: string };

// On SIGTERM the web apps and the workers stop first, then the database (see stop below).
const server = await startTestDatabaseServer("e2e", { stopsLastOnSignal: true });
const children: ChildProcess[] = [];

async function startSlot(index: number, databaseUrl: string): Promise<Slot> {
  const port = basePort + index;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = path.join(repoRoot, ".data", port === 3217 ? "e2e" : `e2e-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PAYMENT_PROVIDER: "sandbox",
    PORT: String(port),
    APP_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    SMTP_URL: "",
    // A second provider domain, so the cards' domain selector offers it (print.spec / issue 23).
    CARD_SECOND_DOMAIN: process.env.CARD_SECOND_DOMAIN ?? "cards2.example.net",
    // The wizard's "confirmation is slow" state after 8 s instead of a minute (wizard-payment-slow.spec).
    PAYMENT_CONFIRM_WAIT_SECONDS: process.env.PAYMENT_CONFIRM_WAIT_SECONDS ?? "8",
  };
  // Node itself with tsx as a loader (not the tsx CLI), so signals and exits are the process's own.
  children.push(
    spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: path.join(repoRoot, "apps", "web"),
      env,
      stdio: ["ignore", "inherit", "inherit"],
    }),
    spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: path.join(repoRoot, "services", "worker"),
      env,
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  const until = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/account/data`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      console.error(`the web console on port ${port} did not start within 90 s`);
      await stop();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, databaseUrl, mailDir: path.join(dataDir, "mail") };
}

async function stop() {
  await Promise.all(
    children.map(
      (c) => new Promise<void>((r) => (c.exitCode !== null ? r() : (c.once("exit", () => r()), c.kill("SIGTERM")))),
    ),
  );
  await server.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());

// One copy of the template at a time (CREATE DATABASE … TEMPLATE wants the template to itself),
// then the processes start side by side.
const databaseUrls: string[] = [];
for (let i = 0; i < slotCount; i++)
  databaseUrls.push(await cloneTemplate(server.templateUrl, `ar_e2e_${process.pid}_${i}`));
const slots = await Promise.all(databaseUrls.map((url, i) => startSlot(i, url)));
// The first slot's fields stay at the top level for scripts that start one environment (benches).
console.log(`E2E_READY ${JSON.stringify({ ...slots[0], slots })}`);
