// A delete that races a running job (issue 19 §10): whoever finishes last cleans up. The job,
// on finding its object gone, deletes what it wrote and ends for good (no retry); the delete
// removes every file under the object's folder. Real worker runs (graphile-worker runOnce).
import { describe, expect, it } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  webmVideo,
  formData,
  runQueuedJobs,
  useApiServer,
  signIn,
  collectionWithCards,
  A4_CUT,
  until,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-delete-races-" });

/** Every file under a storage folder (local driver), sidecars and temp files included. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (
      await readdir(path.join(api.dataDir, "storage", ...folder.split("/")), { recursive: true, withFileTypes: true })
    )
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
}

/** The task's jobs still in the queue (a failed attempt waiting for its retry shows here). */
const jobsLeft = async (task: string) =>
  getDb().$queryRaw<
    { attempts: number; last_error: string | null }[]
  >`SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = ${task}`;

/** No attempt failed, and the job is gone (the worker removes a completed job just after its task returns). */
async function expectJobsDone(task: string) {
  expect((await jobsLeft(task)).filter((j) => j.last_error !== null)).toEqual([]);
  await until(async () => (await jobsLeft(task)).length === 0, 15_000, 50);
}

describe("deleting a project while its video compresses", () => {
  it("leaves no file in storage and no job to retry", async () => {
    const { token } = await signIn(api.url);
    const projectId = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token, body: {} })).body.id as number;
    const source = path.join(api.dataDir, "long.webm");
    await webmVideo(source, { video: "testsrc2=size=960x540:rate=30:duration=20", bitrate: "1M", realtime: true });
    const uploaded = await fetch(`${api.url}/api/ar-projects/${projectId}/assets`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: formData({ file: { name: "long.webm", data: await readFile(source) } }),
    }).then((r) => r.json());
    expect(uploaded.id, JSON.stringify(uploaded)).toBeTypeOf("number");
    const assetId = uploaded.id as number;
    const lightKey = `projects/${projectId}/asset-${assetId}-light.mp4`;

    const worker = runQueuedJobs();
    await until(async () => (await getDb().asset.findUnique({ where: { id: assetId } }))!.progress > 0, 60_000, 50);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${projectId}`, { token })).body).toEqual({
      deleted: true,
    });
    // The delete really raced the job: its output was not written yet.
    expect(await getStorage().stat(lightKey)).toBeNull();
    await worker;

    expect(await filesUnder(`projects/${projectId}`)).toEqual([]);
    await expectJobsDone("media.compress");
  }, 180_000);
});

describe("deleting an account while a print of its collection renders", () => {
  it("leaves no print file and no job to retry", async () => {
    const { user, token } = await signIn(api.url);
    const admin = await signIn(api.url, { isAdmin: true });
    const db = getDb();
    const { collection, cardIds } = await collectionWithCards(user.id, 120, { imageWidth: 1480, cardIdPrefix: "race" });
    const cut = A4_CUT;
    const started = await call(api.url, "POST", "/api/trpc/print.start", {
      token,
      body: { collectionId: collection.id, cardIds, cut },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const exportId = started.body.result.data.id as number;

    const worker = runQueuedJobs();
    await until(
      async () => ((await db.printExport.findUnique({ where: { id: exportId } }))?.progress ?? 0) > 0,
      60_000,
      50,
    );
    expect((await call(api.url, "DELETE", `/api/admin/accounts/${user.id}`, { token: admin.token })).body).toEqual({
      deleted: true,
    });
    await worker;

    expect(await db.printExport.findUnique({ where: { id: exportId } })).toBeNull();
    expect(await filesUnder(`print-exports/${exportId}`)).toEqual([]);
    expect(await filesUnder(`collections/${collection.id}`)).toEqual([]);
    await expectJobsDone("print.render");
  }, 180_000);
});
