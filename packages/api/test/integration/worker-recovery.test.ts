// A worker killed in the middle of a job (SIGKILL, no chance to clean up): after another worker
// starts, the heartbeat sweep frees the job and it completes once, with no half-written output.
import { afterAll, describe, expect, it } from "vitest";
import { type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import JSZip from "jszip";
import path from "node:path";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  createUser,
  webmVideo,
  formData,
  useApiServer,
  collectionWithCards,
  A4_CUT,
  startWorkerProcess,
  killWorkerProcess,
  until,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-recovery-" });
const workers: ChildProcess[] = [];
afterAll(async () => {
  workers.forEach(killWorkerProcess);
  await api.close();
});

// Short heartbeats, so a killed worker's job is freed within seconds.
function startWorker(concurrency = 1): ChildProcess {
  const child = startWorkerProcess(api.dataDir, {
    WORKER_HEARTBEAT_SECONDS: "1",
    WORKER_STALE_SECONDS: "3",
    WORKER_CONCURRENCY: String(concurrency),
  });
  workers.push(child);
  return child;
}

/**
 * One finished file and nothing a killed or repeated attempt wrote: 120 two-sided cards pass
 * PRINT_PART_PAGES, so the export ran as parts; its key holds the zip's central directory and
 * parts/ exactly one fragment per part, which the download serves before it (docs/decisions/0043).
 */
async function expectOnlyTheExportStored(exportId: number, collectionId: number): Promise<void> {
  const folder = path.join(api.dataDir, "storage", "print-exports", String(exportId));
  const storedIn = async (at: string) =>
    (await readdir(at, { withFileTypes: true }))
      // A `.part` is a write the kill cut off (the local driver's temporary file), never served.
      .filter((e) => e.isFile() && !e.name.endsWith(".meta.json") && !e.name.endsWith(".part"))
      .map((e) => e.name)
      .sort();
  expect(await storedIn(folder)).toEqual([`cards-${collectionId}-${exportId}.zip`]);
  const parts = await getDb().printExportPart.findMany({ where: { exportId }, orderBy: { index: "asc" } });
  expect(parts.length).toBeGreaterThan(1);
  expect(await storedIn(path.join(folder, "parts"))).toEqual(parts.map((p) => `${p.index}.zipfragment`).sort());
}

describe("worker killed mid-job", () => {
  it("the job is freed and completes on another worker", async () => {
    const { user, password } = await createUser();
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
      .token as string;
    const projectId = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token, body: {} })).body.id as number;
    const source = path.join(api.dataDir, "long.webm");
    await webmVideo(source, { video: "testsrc2=size=1280x720:rate=30:duration=25", bitrate: "1M", realtime: true });
    const uploaded = await fetch(`${api.url}/api/ar-projects/${projectId}/assets`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: formData({ file: { name: "long.webm", data: await readFile(source) } }),
    }).then((r) => r.json());
    const assetId = uploaded.id as number;

    const first = startWorker();
    // Wait until the job is running (locked, progress reported), then kill without warning.
    await until(async () => (await getDb().asset.findUniqueOrThrow({ where: { id: assetId } })).progress > 0, 60_000);
    process.kill(-first.pid!, "SIGKILL");
    await until(async () => first.exitCode !== null || first.signalCode !== null, 5_000);
    const killed = await getDb().asset.findUniqueOrThrow({ where: { id: assetId } });
    expect(killed.uploadStatus).toBe("compressing");
    expect(killed.compressedKey).toBeNull();
    expect(await getStorage().stat(`projects/${projectId}/asset-${assetId}-light.mp4`)).toBeNull();

    startWorker();
    const done = await until(async () => {
      const a = await getDb().asset.findUniqueOrThrow({ where: { id: assetId } });
      return a.uploadStatus === "ready" ? a : undefined;
    }, 90_000);
    expect(done.compressedKey).toBe(`projects/${projectId}/asset-${assetId}-light.mp4`);
    // Completed jobs are removed: it ran to the end once. The worker deletes the job just after the
    // task's last write, so on a busy machine give it a moment.
    const jobsLeft = async () =>
      Number(
        (
          await getDb().$queryRaw<
            { n: bigint }[]
          >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'media.compress'`
        )[0]!.n,
      );
    await until(async () => (await jobsLeft()) === 0, 15_000);
  }, 180_000);

  it("a print render killed mid-way completes once after restart, with no partial file served", async () => {
    const { user, password } = await createUser();
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
      .token as string;
    const db = getDb();
    const { collection, cardIds } = await collectionWithCards(user.id, 120, { imageWidth: 1480, cardIdPrefix: "kill" });
    const cut = A4_CUT;
    const started = await call(api.url, "POST", "/api/trpc/print.start", {
      token,
      body: { collectionId: collection.id, cardIds, cut },
    });
    const exportId = started.body.result.data.id as number;

    const first = startWorker();
    await until(
      async () =>
        (await db.printExport.findUniqueOrThrow({ where: { id: exportId } })).progress > 0 ? true : undefined,
      60_000,
    );
    process.kill(-first.pid!, "SIGKILL");
    await until(async () => first.exitCode !== null || first.signalCode !== null, 5_000);
    const killed = await db.printExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(killed.status).not.toBe("done");
    expect(killed.storageKey).toBeNull();
    const download = () =>
      fetch(`${api.url}/api/print-exports/${exportId}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect((await download()).status).toBe(409);

    startWorker();
    await until(
      async () =>
        (await db.printExport.findUniqueOrThrow({ where: { id: exportId } })).status === "done" ? true : undefined,
      120_000,
    );
    const res = await download();
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    expect(Object.keys(zip.files).filter((n) => n.startsWith("Page-")).length).toBeGreaterThan(0);
    await expectOnlyTheExportStored(exportId, collection.id);
    const jobsLeft = async () =>
      Number(
        (
          await db.$queryRaw<
            { n: bigint }[]
          >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'print.%'`
        )[0]!.n,
      );
    await until(async () => ((await jobsLeft()) === 0 ? true : undefined), 15_000);
  }, 240_000);

  it("a job running longer than WORKER_STALE_SECONDS is not freed by its own worker: it runs once", async () => {
    const { user, password } = await createUser();
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
      .token as string;
    const db = getDb();
    const { collection, cardIds } = await collectionWithCards(user.id, 120, { imageWidth: 1480, cardIdPrefix: "long" });
    const cut = A4_CUT;
    const exportId = (
      await call(api.url, "POST", "/api/trpc/print.start", {
        token,
        body: { collectionId: collection.id, cardIds, cut },
      })
    ).body.result.data.id as number;

    // Two slots: a job its own worker wrongly freed would be picked up by the free slot and run twice at once.
    startWorker(2);
    const started = Date.now();
    const done = await until(async () => {
      const row = await db.printExport.findUniqueOrThrow({ where: { id: exportId } });
      return row.status === "done" ? row : undefined;
    }, 120_000);
    // Longer than the stale limit (3 s) plus a heartbeat, so the sweep had its chance to misfire.
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(done.attempts).toBe(1);
  }, 180_000);
});
