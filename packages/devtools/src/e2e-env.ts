// The end-to-end environment: a database copied from the migrated template, the built web console
// and the worker, exactly as `npm start` runs them. Prints one `E2E_READY {json}` line when the
// console answers; SIGTERM stops everything.
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "@ar/config";
import { cloneTemplate, startTestDatabaseServer } from "./testing/test-database-server";

const port = Number(process.env.E2E_PORT ?? 3217);
const baseUrl = `http://localhost:${port}`;
const dataDir = path.join(repoRoot, ".data", port === 3217 ? "e2e" : `e2e-${port}`);

// On SIGTERM the web app and the worker stop first, then the database (see stop below).
const server = await startTestDatabaseServer("e2e", { stopsLastOnSignal: true });
const databaseUrl = await cloneTemplate(server.templateUrl, `ar_e2e_${process.pid}`);
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
const children: ChildProcess[] = [
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
];

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

const until = Date.now() + 60_000;
for (;;) {
  const ok = await fetch(`${baseUrl}/api/account/data`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > until) {
    console.error("the web console did not start within 60 s");
    await stop();
  }
  await new Promise((r) => setTimeout(r, 200));
}
console.log(`E2E_READY ${JSON.stringify({ baseUrl, databaseUrl, mailDir: path.join(dataDir, "mail") })}`);
