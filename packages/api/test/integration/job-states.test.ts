// Every job ends in a state the user can see (issue 19 §2, docs/decisions/0012-job-states.md):
// a failed compression, alpha encoding or print export answers failed with a failure code (never
// exception text) at once when retrying cannot help, "retrying" while another attempt follows,
// failed for good after the last one; a job over its time limit fails with TIMEOUT; a job lost on
// its last attempt is failed by the sweep; the owner can retry. Real worker runs
// (graphile-worker runOnce with the real task list), real ffmpeg, real storage.
// Media compression. Helpers: job-states-helpers.ts.
import { describe, expect, it } from "vitest";
import path from "node:path";
import sharp from "sharp";
import { mkdir, rm } from "node:fs/promises";
import { getDb } from "@ar/db";
import { failLostTrackedJobs, getStorage } from "@ar/core";
import { call, runQueuedJobs, signIn, webmFile } from "@ar/devtools/testing";
import {
  useJobStatesServer,
  dataDir,
  api,
  project,
  upload,
  video,
  mediaStatus,
  trpc,
  expectNoJobLeft,
  runRetryNow,
  runWithLimits,
} from "./job-states-helpers";

useJobStatesServer();

describe("media.compress", () => {
  it("a corrupt video ends failed at once with INVALID_INPUT, visible through GET /api/public/media/{id}", async () => {
    const { token } = await signIn(api.url);
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
    const { token } = await signIn(api.url);
    const other = await signIn(api.url);
    const projectId = await project(token);
    const assetId = (
      await upload(token, `/api/ar-projects/${projectId}/assets`, "long.webm", await video("long.webm", 12))
    ).id as number;

    const started = Date.now();
    await runWithLimits({ timeLimits: { "media.compress": 400 } });
    // ffmpeg was stopped at the limit, not left to finish the 12 s of 720p.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: false,
      failed: true,
      retrying: false,
      failureCode: "TIMEOUT",
    });
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
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: false,
      failed: false,
      retrying: false,
      failureCode: null,
      progress: 0,
    });
    const again = await trpc(token, "projects.retryAsset", { assetId });
    expect(again.status).toBe(409);
    expect(again.body.error.data.error).toMatchObject({ code: "CONFLICT" });

    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: true,
      failed: false,
      failureCode: null,
      progress: 100,
    });
    expect(await getStorage().stat(`projects/${projectId}/asset-${assetId}-light.mp4`)).not.toBeNull();
  }, 120_000);

  it("a retryable failure shows retrying with its code, then failed for good after the last attempt", async () => {
    const { token } = await signIn(api.url);
    const projectId = await project(token);
    // A big, noisy JPEG at top quality: its light version is smaller, so the task stores one.
    const noise = Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    const assetId = (await upload(token, `/api/ar-projects/${projectId}/assets`, "photo.jpg", jpeg)).id as number;
    // Storage trouble, not the file's fault: a folder where the light version goes makes every write fail.
    const blocker = path.join(dataDir(), "storage", "projects", String(projectId), `asset-${assetId}-light.jpg`);
    await mkdir(blocker, { recursive: true });

    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: false,
      failed: false,
      retrying: true,
      failureCode: "INTERNAL",
    });
    await runRetryNow("media.compress");
    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ failed: false, retrying: true, failureCode: "INTERNAL" });
    await runRetryNow("media.compress");
    await runQueuedJobs();
    // Third of three attempts: final.
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: false,
      failed: true,
      retrying: false,
      failureCode: "INTERNAL",
    });
    await expectNoJobLeft("media.compress");

    await rm(blocker, { recursive: true });
    expect((await trpc(token, "projects.retryAsset", { assetId })).status).toBe(200);
    await runQueuedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({ complete: true, failed: false, failureCode: null });
  }, 120_000);

  it("a job lost on its last attempt is failed with INTERRUPTED by the sweep instead of compressing for ever", async () => {
    const { token } = await signIn(api.url);
    const projectId = await project(token);
    const assetId = (
      await upload(token, `/api/ar-projects/${projectId}/assets`, "v.webm", await video("short.webm", 1))
    ).id as number;
    // What a SIGKILL on the last attempt leaves once the heartbeat has freed it: attempts used up, unlocked.
    await getDb()
      .$executeRaw`SELECT graphile_worker.reschedule_jobs(array(SELECT id FROM graphile_worker.jobs WHERE key = ${`asset:${assetId}`}), attempts => 3, max_attempts => 3)`;
    const healthy = (
      await upload(token, `/api/ar-projects/${projectId}/assets`, "w.webm", await video("short2.webm", 1))
    ).id as number;

    await failLostTrackedJobs();
    expect(await mediaStatus(assetId, token)).toMatchObject({
      complete: false,
      failed: true,
      failureCode: "INTERRUPTED",
    });
    // A job that can still run is left alone.
    expect(await mediaStatus(healthy, token)).toMatchObject({ failed: false, failureCode: null });
  }, 60_000);
});
