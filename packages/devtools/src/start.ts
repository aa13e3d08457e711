// `npm start`: database (embedded unless DATABASE_URL), migrations, admin seed, web build if stale,
// then the web console and the worker side by side. Ctrl-C stops all of it, the database last.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { EnvError, getServerEnv, repoRoot } from "@ar/config";
import { disconnectDb, ORDERED_STOP_GRACE_MS } from "@ar/db";
import { bringUpDatabase, migrate } from "./lib/database";
import { buildWebIfStale } from "./lib/build-if-stale";
import { seedAdmin } from "./lib/seed-admin";

const log = (m: string) => console.log(`[start] ${m}`);

async function main() {
  const env = getServerEnv();
  const db = await bringUpDatabase({
    embeddedDir: path.join(env.DATA_DIR, "pg"),
    port: env.EMBEDDED_PG_PORT,
    database: "ar_console",
    log,
  });
  await migrate(db.url);
  await seedAdmin(log);
  await disconnectDb();
  buildWebIfStale(log);

  // Production requires PAYMENT_PROVIDER; npm start names the sandbox (test payments) unless told otherwise.
  const childEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    NODE_ENV: "production",
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER,
  };
  if (env.PAYMENT_PROVIDER === "sandbox")
    log(
      "TEST PAYMENTS: the sandbox payment provider is active, no money is charged (PAYMENT_PROVIDER=yookassa for real payments)",
    );
  // The children run in apps/web and services/worker: hand them the data folder as an absolute
  // path and the URL the banner shows, so both agree with this process whatever they would resolve.
  Object.assign(childEnv, { DATA_DIR: env.DATA_DIR, APP_URL: env.APP_URL });
  // Node itself with tsx as a loader (not the tsx CLI), so signals and exits are the process's own.
  const children: ChildProcess[] = [
    spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: path.join(repoRoot, "apps", "web"),
      env: childEnv,
      stdio: "inherit",
    }),
    spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: path.join(repoRoot, "services", "worker"),
      env: childEnv,
      stdio: "inherit",
    }),
  ];
  log(`console: ${env.APP_URL}  (Ctrl-C stops everything)`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log("stopping…");
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
            // Within the time the database waits for this ordered stop (then it stops on its own).
            setTimeout(() => c.kill("SIGKILL"), ORDERED_STOP_GRACE_MS - 2_000).unref();
          }),
      ),
    );
    await db.stop();
    log("stopped");
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  for (const c of children)
    c.on("exit", (code) => {
      if (!stopping) {
        log(`a process exited (${code}); stopping the rest`);
        void stop(code ?? 1);
      }
    });
}

main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});
