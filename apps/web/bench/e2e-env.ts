// The e2e environment for the benches (bench:editor here, bench:viewer and bench:image in
// apps/web/viewer/bench): packages/devtools/src/e2e-env.ts started on the bench's own port
// (E2E_PORT) with the built web app (WEB_BUILD_DIR, default build), its database address handed
// to the e2e fixtures (they read E2E_DATABASE_URL and E2E_PORT when first used); stop() ends it.
import { spawn } from "node:child_process";
import path from "node:path";

/** The repository's root. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Also a percentile of a bench's figures (nearest rank). */
export const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function startE2eEnv(port: number): Promise<{ stop(): Promise<void> }> {
  process.env.E2E_PORT = String(port);
  const env = spawn(path.join(repoRoot, "node_modules", ".bin", "tsx"), ["packages/devtools/src/e2e-env.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
    detached: true,
  });
  const ready = await new Promise<{ databaseUrl: string }>((resolve, reject) => {
    let buffer = "";
    env.stdout.on("data", (d: Buffer) => {
      buffer += d.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("E2E_READY "));
      if (line) resolve(JSON.parse(line.slice("E2E_READY ".length)));
    });
    env.on("exit", (code) => reject(new Error(`e2e environment exited (${code})`)));
  });
  process.env.E2E_DATABASE_URL = ready.databaseUrl;
  return {
    stop: () =>
      new Promise<void>((r) => {
        env.once("exit", () => r());
        env.kill("SIGTERM");
      }),
  };
}
