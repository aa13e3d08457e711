// A delete that races a running job (issue 19 §10): whoever finishes last cleans up. The job,
// on finding its object gone, deletes what it wrote and ends for good (no retry); the delete
// removes every file under the object's folder. Real worker runs (graphile-worker runOnce).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import { call, createUser, ffmpegPaths, formData, runQueuedJobs, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ar-delete-races-"));
  setEnvVar("DATA_DIR", dir);
  api = await startApiServer();
});
afterAll(() => api.close());

// Every feature, so a test reaches what it exercises whatever the account rules are.
const ALL_FEATURES = ["arkit", "wishes", "ar-albums", "ar-qr", "code", "world"];

async function signedIn() {
  const { user, password } = await createUser({ features: ALL_FEATURES });
  const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body.token as string;
  return { user, token };
}

async function until<T>(fn: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every file under a storage folder (local driver), sidecars and temp files included. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dir, "storage", ...folder.split("/")), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
}

const jobsLeft = async (task: string) => Number((await getDb().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`)[0]!.n);

describe("deleting a project while its video compresses", () => {
  it("leaves no file in storage and no job to retry", async () => {
    const { token } = await signedIn();
    const projectId = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token, body: {} })).body.id as number;
    const source = path.join(dir, "long.webm");
    execFileSync(ffmpegPaths().ffmpeg, ["-y", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=960x540:rate=30:duration=20", "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1M", source]);
    const uploaded = await fetch(`${api.url}/api/ar-projects/${projectId}/assets`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: formData({ file: { name: "long.webm", data: await readFile(source) } }) }).then((r) => r.json());
    expect(uploaded.id, JSON.stringify(uploaded)).toBeTypeOf("number");
    const assetId = uploaded.id as number;
    const lightKey = `projects/${projectId}/asset-${assetId}-light.mp4`;

    const worker = runQueuedJobs();
    await until(async () => (await getDb().asset.findUnique({ where: { id: assetId } }))!.progress > 0, 60_000);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${projectId}`, { token })).body).toEqual({ deleted: true });
    // The delete really raced the job: its output was not written yet.
    expect(await getStorage().stat(lightKey)).toBeNull();
    await worker;

    expect(await filesUnder(`projects/${projectId}`)).toEqual([]);
    expect(await jobsLeft("media.compress")).toBe(0);
  }, 180_000);
});
