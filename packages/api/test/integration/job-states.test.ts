// Every job ends in a state the user can see (issue 19 §2, docs/decisions/0012-job-states.md):
// a failed compression, alpha encoding or print export answers failed with a failure code (never
// exception text) at once when retrying cannot help, "retrying" while another attempt follows,
// failed for good after the last one; a job over its time limit fails with TIMEOUT; a job lost on
// its last attempt is failed by the sweep; the owner can retry. Real worker runs
// (graphile-worker runOnce with the real task list), real ffmpeg, real storage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { Logger, runOnce } from "graphile-worker";
import { requireDatabaseUrl, setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { failLostTrackedJobs, getStorage } from "@ar/core";
import { makeTaskList } from "@ar/worker";
import { call, ffmpegPaths, formData, runQueuedJobs, startApiServer, webmFile, type ApiServer, signIn } from "@ar/devtools/testing";

let api: ApiServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ar-job-states-"));
  setEnvVar("DATA_DIR", dir);
  api = await startApiServer();
});
afterAll(() => api.close());

const signedIn = () => signIn(api.url);

async function project(token: string): Promise<number> {
  return (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token, body: {} })).body.id as number;
}

async function upload(token: string, url: string, name: string, data: Buffer) {
  const res = await fetch(`${api.url}${url}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: formData({ file: { name, data } }) });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

function video(name: string, seconds: number): Promise<Buffer> {
  const file = path.join(dir, name);
  execFileSync(ffmpegPaths().ffmpeg, ["-y", "-loglevel", "error", "-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${seconds}`, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1M", file]);
  return readFile(file);
}

const mediaStatus = async (assetId: number, token: string) => (await call(api.url, "GET", `/api/public/media/${assetId}`, { token })).body;
const trpc = (token: string, proc: string, input: unknown) => call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
const trpcGet = (token: string, proc: string, input: unknown) => call(api.url, "GET", `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
const jobsLeft = async (task: string) => Number((await getDb().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`)[0]!.n);
/** The job is gone (completed, not waiting for a retry). graphile-worker deletes it just after runOnce returns, so give it a moment. */
async function expectNoJobLeft(task: string) {
  const end = Date.now() + 5_000;
  while ((await jobsLeft(task)) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(await jobsLeft(task)).toBe(0);
}
/** The next attempt of a job waiting in graphile-worker's backoff, now. */
const runRetryNow = (task: string) => getDb().$executeRaw`SELECT graphile_worker.reschedule_jobs(array(SELECT id FROM graphile_worker.jobs WHERE task_identifier = ${task}), run_at => now())`;
const runWithLimits = (timeLimits: Parameters<typeof makeTaskList>[0]) =>
  runOnce({ connectionString: requireDatabaseUrl(), taskList: makeTaskList(timeLimits), concurrency: 1, logger: new Logger(() => () => {}) });

describe("media.compress", () => {
  it("a corrupt video ends failed at once with INVALID_INPUT, visible through GET /api/public/media/{id}", async () => {
    const { token } = await signedIn();
    const projectId = await project(token);
    const asset = await upload(token, `/api/ar-projects/${projectId}/assets`, "broken.webm", webmFile(4096));
    const assetId = asset.id as number;
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: false });

    await runQueuedJobs();
    const status = await mediaStatus(assetId, token);
    // The first attempt settles it: ffmpeg fails the same way on every try.
    expect(status).toMatchObject({ complete: false, failed: true, retrying: false, failureCode: "INVALID_INPUT" });
    expect(JSON.stringify(status)).not.toMatch(/ffmpeg|exited|matroska|EBML/i);
    await expectNoJobLeft("media.compress");
    const listed = (await call(api.url, "GET", `/api/ar-projects/data/${projectId}`, { token })).body.assets[0];
    expect(listed).toMatchObject({ id: assetId, uploadStatus: "error", failureCode: "INVALID_INPUT", src: null });
  }, 60_000);

  it("a task over its time limit ends failed with TIMEOUT at once; the owner's retry runs it again to ready", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const projectId = await project(token);
    const assetId = (await upload(token, `/api/ar-projects/${projectId}/assets`, "long.webm", await video("long.webm", 12))).id as number;

    const started = Date.now();
    await runWithLimits({ timeLimits: { "media.compress": 400 } });
    // ffmpeg was stopped at the limit, not left to finish the 12 s of 720p.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: true, retrying: false, failureCode: "TIMEOUT" });
    await expectNoJobLeft("media.compress");
    expect(await getStorage().stat(`projects/${projectId}/asset-${assetId}-light.mp4`)).toBeNull();

    // Only someone who may edit the project restarts it, and only a failed one.
    const retryUrl = `/api/ar-projects/assets/${assetId}/retry`;
    const refused = await call(api.url, "POST", retryUrl, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({ code: "NOT_FOUND" });
    expect(await mediaStatus(assetId, token)).toMatchObject({ failed: true });
    const retried = await call(api.url, "POST", retryUrl, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: assetId, uploadStatus: "compressing", failureCode: null });
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: false, retrying: false, failureCode: null, progress: 0 });
    const again = await trpc(token, "projects.retryAsset", { assetId });
    expect(again.status).toBe(409);
    expect(again.body.error.data.error).toMatchObject({ code: "CONFLICT" });

    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: true, failed: false, failureCode: null, progress: 100 });
    expect(await getStorage().stat(`projects/${projectId}/asset-${assetId}-light.mp4`)).not.toBeNull();
  }, 120_000);

  it("a retryable failure shows retrying with its code, then failed for good after the last attempt", async () => {
    const { token } = await signedIn();
    const projectId = await project(token);
    // A big, noisy JPEG at top quality: its light version is smaller, so the task stores one.
    const noise = Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    const assetId = (await upload(token, `/api/ar-projects/${projectId}/assets`, "photo.jpg", jpeg)).id as number;
    // Storage trouble, not the file's fault: a folder where the light version goes makes every write fail.
    const blocker = path.join(dir, "storage", "projects", String(projectId), `asset-${assetId}-light.jpg`);
    await mkdir(blocker, { recursive: true });

    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: false, retrying: true, failureCode: "INTERNAL" });
    await runRetryNow("media.compress");
    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ failed: false, retrying: true, failureCode: "INTERNAL" });
    await runRetryNow("media.compress");
    await runQueuedJobs();
    // Third of three attempts: final.
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: true, retrying: false, failureCode: "INTERNAL" });
    await expectNoJobLeft("media.compress");

    await rm(blocker, { recursive: true });
    expect((await trpc(token, "projects.retryAsset", { assetId })).status).toBe(200);
    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: true, failed: false, failureCode: null });
  }, 120_000);

  it("a job lost on its last attempt is failed with INTERRUPTED by the sweep instead of compressing for ever", async () => {
    const { token } = await signedIn();
    const projectId = await project(token);
    const assetId = (await upload(token, `/api/ar-projects/${projectId}/assets`, "v.webm", await video("short.webm", 1))).id as number;
    // What a SIGKILL on the last attempt leaves once the heartbeat has freed it: attempts used up, unlocked.
    await getDb().$executeRaw`SELECT graphile_worker.reschedule_jobs(array(SELECT id FROM graphile_worker.jobs WHERE key = ${`asset:${assetId}`}), attempts => 3, max_attempts => 3)`;
    const healthy = (await upload(token, `/api/ar-projects/${projectId}/assets`, "w.webm", await video("short2.webm", 1))).id as number;

    await failLostTrackedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: false, failed: true, failureCode: "INTERRUPTED" });
    // A job that can still run is left alone.
    expect(await mediaStatus(healthy, token)).toMatchObject({ failed: false, failureCode: null });
  }, 60_000);
});

describe("media.encode-alpha", () => {
  it("a video that cannot be decoded fails on the first attempt with a code, not after the retries", async () => {
    const { token } = await signedIn();
    const processId = (await upload(token, "/api/encodeAlt", "alpha.webm", webmFile(4096))).processId as string;
    await runQueuedJobs();
    const status = (await call(api.url, "GET", `/api/encode/${processId}/status`, { token })).body;
    expect(status).toMatchObject({ status: "error", error: "INVALID_INPUT", retrying: false });
    await expectNoJobLeft("media.encode-alpha");
  }, 60_000);
});

describe("print.render", () => {
  const A4 = { template: "A4", width: 21, height: 29.6, placement: "center", cutLineStyle: "dashed", linesColor: "#FFFFFF", extendedLinesWidth: 2, extendedLinesColor: "#000000", count: 1 };

  async function collection(userId: number, front: Buffer, cards = 4) {
    const db = getDb();
    const c = await db.cardCollection.create({ data: { userId, data: { cardWidth: 7.4, frontside: { width: 740, height: 1050, qrPosition: { x: 270, y: 700, size: 200 } } } } });
    const frontKey = `collections/${c.id}/front.jpg`;
    await getStorage().put(frontKey, front, { contentType: "image/jpeg" });
    await db.cardCollection.update({ where: { id: c.id }, data: { backgroundFrontSrc: frontKey } });
    const cardIds = Array.from({ length: cards }, (_, i) => `js${c.id}x${i}${Math.random().toString(36).slice(2, 8)}`);
    await db.card.createMany({ data: cardIds.map((id) => ({ id, collectionId: c.id })) });
    return { id: c.id, frontKey, cardIds };
  }
  const goodFront = () => sharp({ create: { width: 740, height: 1050, channels: 3, background: "#3366cc" } }).jpeg().toBuffer();

  it("a failure sends a code, not the exception text", async () => {
    const { user, token } = await signedIn();
    // Bytes that are no picture: sharp's own message used to reach the browser.
    const c = await collection(user.id, Buffer.from("this is not a jpeg at all, sharp cannot read it"));
    const exportId = (await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: A4 })).body.result.data.id as number;
    await runQueuedJobs();
    const got = await trpcGet(token, "print.get", { exportId });
    expect(got.body.result.data).toMatchObject({ status: "error", failureCode: "DESIGN_INVALID", retrying: false, downloadUrl: null });
    expect(got.body.result.data).not.toHaveProperty("error");
    expect(JSON.stringify(got.body)).not.toMatch(/sharp|unsupported image|Input buffer|VipsJpeg/i);
    const listed = (await trpcGet(token, "print.list", { collectionId: c.id })).body.result.data[0];
    expect(listed).toMatchObject({ id: exportId, status: "error", failureCode: "DESIGN_INVALID" });
    await expectNoJobLeft("print.render");
  }, 60_000);

  it("a design whose picture is gone fails at once with DESIGN_MISSING; the owner's retry renders it once it is back", async () => {
    const { user, token } = await signedIn();
    const other = await signedIn();
    const front = await goodFront();
    const c = await collection(user.id, front);
    const exportId = (await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: A4 })).body.result.data.id as number;
    await getStorage().delete(c.frontKey);
    await runQueuedJobs();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({ status: "error", failureCode: "DESIGN_MISSING", retrying: false });
    await expectNoJobLeft("print.render");

    await getStorage().put(c.frontKey, front, { contentType: "image/jpeg" });
    expect((await call(api.url, "POST", `/api/print-exports/${exportId}/retry`, { token: other.token })).status).toBe(404);
    expect((await trpc(other.token, "print.retry", { exportId })).status).toBe(404);
    const retried = await call(api.url, "POST", `/api/print-exports/${exportId}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: exportId, status: "queued", failureCode: null, retrying: false, progress: 0 });
    await runQueuedJobs();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({ status: "done", progress: 100, failureCode: null });
    expect((await trpc(token, "print.retry", { exportId })).status).toBe(409);
  }, 60_000);

  it("a render over its time limit stops and fails with TIMEOUT, leaving no file", async () => {
    const { user, token } = await signedIn();
    const c = await collection(user.id, await goodFront(), 200);
    const exportId = (await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: { ...A4, template: "none" } })).body.result.data.id as number;
    await runWithLimits({ timeLimits: { "print.render": 300 } });
    const row = await getDb().printExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(row).toMatchObject({ status: "error", failureCode: "TIMEOUT", storageKey: null });
    expect(await getStorage().stat(`print-exports/${exportId}/cards-${c.id}-${exportId}.zip`)).toBeNull();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({ status: "error", failureCode: "TIMEOUT" });
  }, 60_000);
});
