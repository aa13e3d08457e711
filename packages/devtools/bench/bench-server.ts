// The server a load benchmark measures, in its own process: the API handler alone (api-serve.ts,
// which prints "READY <url>") or the production web server (apps/web/server.ts; it logs nothing at
// warn level, so it is ready when its health check answers). BENCH_CPU_PROF=<dir> writes a V8 CPU
// profile of it there (open it in Chrome DevTools); BENCH_SERVER_FLAGS adds node flags.
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../src/testing/free-port";

const webDir = path.join(import.meta.dirname, "..", "..", "..", "apps", "web");

export async function startBenchServer(opts: {
  via: "api" | "web";
  env: Record<string, string>;
}): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const flags = [
    ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ...(process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? []),
  ];
  const env = { ...process.env, LOG_LEVEL: "warn", NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", ...opts.env };
  const port = opts.via === "web" ? await freePort() : 0;
  const child =
    opts.via === "web"
      ? spawn(process.execPath, [...flags, "--import", "tsx", "server.ts"], {
          cwd: webDir,
          env: { ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
          stdio: ["ignore", "pipe", "inherit"],
        })
      : spawn(process.execPath, [...flags, "--import", "tsx", path.join(import.meta.dirname, "api-serve.ts")], {
          env,
          stdio: ["ignore", "pipe", "inherit"],
        });
  const exitedEarly = new Promise<never>((_, reject) =>
    child.on("exit", (code) => reject(new Error(`server exited (${code})`))),
  );

  const apiReady = () =>
    new Promise<string>((resolve) => {
      child.stdout!.on("data", (d: Buffer) => {
        const m = /READY (\S+)/.exec(d.toString());
        if (m) resolve(m[1]!);
      });
    });
  const webReady = async (url: string) => {
    child.stdout!.resume();
    for (;;) {
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return url;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const baseUrl = await Promise.race([
    exitedEarly,
    opts.via === "web" ? webReady(`http://127.0.0.1:${port}`) : apiReady(),
  ]);
  exitedEarly.catch(() => undefined); // stopping it later is not a failure
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited; // (a CPU profile is written as it exits)
    },
  };
}
