// Runs `npm start` in a folder as a person at a terminal does: its own process group (the
// terminal's foreground job), Ctrl-C as SIGINT to that whole group, and a kill of the group as
// the last resort so that nothing outlives a failed test.
import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

export type NpmStart = {
  /** Everything it printed so far, stdout and stderr interleaved. */
  output: () => string;
  /** Ctrl-C; resolves with how npm ended (npm itself dies of the SIGINT, as at a terminal). */
  interrupt: (timeoutMs: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True while any process of the group (npm, start script, web, worker, PostgreSQL) is alive. */
  groupAlive: () => boolean;
  /** SIGKILL to the group, and to a PostgreSQL that left it (it writes its pid into its data folder). */
  kill: () => Promise<void>;
};

/**
 * Only what a login shell would have: the harness's own variables (DATABASE_URL, NODE_ENV=test,
 * LOG_LEVEL, VITEST…) and every variable of the app's env schema stay out unless given in `set`,
 * and PATH loses the tree's node_modules/.bin that npm or vitest put there.
 */
export function shellEnv(set: Record<string, string>, repoRoot: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ["HOME", "USER", "LOGNAME", "SHELL", "LANG", "LC_ALL", "TERM", "TMPDIR", "TZ"]) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => dir && !dir.includes(`${path.sep}node_modules${path.sep}`) && !dir.startsWith(repoRoot))
    .join(path.delimiter);
  return { ...env, ...set };
}

export function runNpmStart(cwd: string, env: Record<string, string>): NpmStart {
  const child: ChildProcess = spawn("npm", ["start"], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const pgid = child.pid!;
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pgid, signal);
    } catch {
      // the group is already gone
    }
  };
  return {
    output: () => out,
    interrupt: async (timeoutMs) => {
      signalGroup("SIGINT");
      const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), timeoutMs).unref());
      const result = await Promise.race([exited, timer]);
      if (result === "timeout") throw new Error(`npm start did not end within ${timeoutMs} ms of Ctrl-C`);
      return result;
    },
    groupAlive: () => {
      try {
        process.kill(-pgid, 0);
        return true;
      } catch {
        return false;
      }
    },
    kill: async () => {
      signalGroup("SIGKILL");
      const pid = await readFile(path.join(cwd, ".data", "pg", "postmaster.pid"), "utf8").then(
        (t) => Number(t.split("\n")[0]),
        () => 0,
      );
      if (pid > 0) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // not running
        }
      }
    },
  };
}
