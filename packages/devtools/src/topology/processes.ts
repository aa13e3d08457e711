// The production processes of the topology run, each in its own process group: the web server
// (apps/web/server.ts on a build) and the worker (services/worker/src/main.ts), started with the
// variables docker/compose.yaml gives them, and ready when compose would call them healthy (web:
// GET /api/health answers 200; worker: its pool's heartbeat row exists).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "@ar/config";

export type Proc = { name: string; child: ChildProcess; url?: string };

export function startProcess(name: string, kind: "web" | "worker", env: Record<string, string>): Proc {
  const cwd = kind === "web" ? path.join(repoRoot, "apps", "web") : path.join(repoRoot, "services", "worker");
  const entry = kind === "web" ? "server.ts" : "src/main.ts";
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  return { name, child, ...(env.PORT ? { url: `http://127.0.0.1:${env.PORT}` } : {}) };
}

export async function waitHealthy(url: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy within ${ms} ms`);
}

/** SIGKILL to the whole group (a worker's ffmpeg too), as a crash or a lost host would. */
export async function kill(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once("exit", r));
  try {
    process.kill(-proc.child.pid!, "SIGKILL");
  } catch {
    return;
  }
  await exited;
}

export const scratchDir = (prefix: string) => mkdtemp(path.join(os.tmpdir(), prefix));
