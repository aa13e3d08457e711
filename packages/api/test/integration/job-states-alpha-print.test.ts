// Every job ends in a state the user can see (issue 19 §2, docs/decisions/0012-job-states.md):
// a failed compression, alpha encoding or print export answers failed with a failure code (never
// exception text) at once when retrying cannot help, "retrying" while another attempt follows,
// failed for good after the last one; a job over its time limit fails with TIMEOUT; a job lost on
// its last attempt is failed by the sweep; the owner can retry. Real worker runs
// (graphile-worker runOnce with the real task list), real ffmpeg, real storage.
// Alpha encoding and print exports (media compression: job-states.test.ts). Helpers: job-states-helpers.ts.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import { A4_CUT, call, runQueuedJobs, signIn, webmFile } from "@ar/devtools/testing";
import { useJobStatesServer, api, upload, trpc, trpcGet, expectNoJobLeft, runWithLimits } from "./job-states-helpers";

useJobStatesServer();

describe("media.encode-alpha", () => {
  it("a video that cannot be decoded fails on the first attempt with a code, not after the retries", async () => {
    const { token } = await signIn(api.url);
    const processId = (await upload(token, "/api/encodeAlt", "alpha.webm", webmFile(4096))).processId as string;
    await runQueuedJobs();
    const status = (await call(api.url, "GET", `/api/encode/${processId}/status`, { token })).body;
    expect(status).toMatchObject({ status: "error", error: "INVALID_INPUT", retrying: false });
    await expectNoJobLeft("media.encode-alpha");
  }, 60_000);
});

describe("print.render", () => {
  async function collection(userId: number, front: Buffer, cards = 4) {
    const db = getDb();
    const c = await db.cardCollection.create({
      data: {
        userId,
        data: { cardWidth: 7.4, frontside: { width: 740, height: 1050, qrPosition: { x: 270, y: 700, size: 200 } } },
      },
    });
    const frontKey = `collections/${c.id}/front.jpg`;
    await getStorage().put(frontKey, front, { contentType: "image/jpeg" });
    await db.cardCollection.update({ where: { id: c.id }, data: { backgroundFrontSrc: frontKey } });
    const cardIds = Array.from({ length: cards }, (_, i) => `js${c.id}x${i}${Math.random().toString(36).slice(2, 8)}`);
    await db.card.createMany({ data: cardIds.map((id) => ({ id, collectionId: c.id })) });
    return { id: c.id, frontKey, cardIds };
  }
  const goodFront = () =>
    sharp({ create: { width: 740, height: 1050, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();

  it("a failure sends a code, not the exception text", async () => {
    const { user, token } = await signIn(api.url);
    // Bytes that are no picture: sharp's own message used to reach the browser.
    const c = await collection(user.id, Buffer.from("this is not a jpeg at all, sharp cannot read it"));
    const exportId = (await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: A4_CUT })).body
      .result.data.id as number;
    await runQueuedJobs();
    const got = await trpcGet(token, "print.get", { exportId });
    expect(got.body.result.data).toMatchObject({
      status: "error",
      failureCode: "DESIGN_INVALID",
      retrying: false,
      downloadUrl: null,
    });
    expect(got.body.result.data).not.toHaveProperty("error");
    expect(JSON.stringify(got.body)).not.toMatch(/sharp|unsupported image|Input buffer|VipsJpeg/i);
    const listed = (await trpcGet(token, "print.list", { collectionId: c.id })).body.result.data[0];
    expect(listed).toMatchObject({ id: exportId, status: "error", failureCode: "DESIGN_INVALID" });
    await expectNoJobLeft("print.render");
  }, 60_000);

  it("a design whose picture is gone fails at once with DESIGN_MISSING; the owner's retry renders it once it is back", async () => {
    const { user, token } = await signIn(api.url);
    const other = await signIn(api.url);
    const front = await goodFront();
    const c = await collection(user.id, front);
    const exportId = (await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: A4_CUT })).body
      .result.data.id as number;
    await getStorage().delete(c.frontKey);
    await runQueuedJobs();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({
      status: "error",
      failureCode: "DESIGN_MISSING",
      retrying: false,
    });
    await expectNoJobLeft("print.render");

    await getStorage().put(c.frontKey, front, { contentType: "image/jpeg" });
    expect((await call(api.url, "POST", `/api/print-exports/${exportId}/retry`, { token: other.token })).status).toBe(
      404,
    );
    expect((await trpc(other.token, "print.retry", { exportId })).status).toBe(404);
    const retried = await call(api.url, "POST", `/api/print-exports/${exportId}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: exportId,
      status: "queued",
      failureCode: null,
      retrying: false,
      progress: 0,
    });
    await runQueuedJobs();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({
      status: "done",
      progress: 100,
      failureCode: null,
    });
    expect((await trpc(token, "print.retry", { exportId })).status).toBe(409);
  }, 60_000);

  it("a render over its time limit stops and fails with TIMEOUT, leaving no file", async () => {
    const { user, token } = await signIn(api.url);
    const c = await collection(user.id, await goodFront(), 200);
    // 400 pages: rendered whole here (a split export's parts have their own limit, print-split.test.ts).
    setEnvVar("PRINT_PART_PAGES", "100000");
    const exportId = (
      await trpc(token, "print.start", { collectionId: c.id, cardIds: c.cardIds, cut: { ...A4_CUT, template: "none" } })
    ).body.result.data.id as number;
    await runWithLimits({ timeLimits: { "print.render": 300 } });
    const row = await getDb().printExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(row).toMatchObject({ status: "error", failureCode: "TIMEOUT", storageKey: null });
    expect(await getStorage().stat(`print-exports/${exportId}/cards-${c.id}-${exportId}.zip`)).toBeNull();
    expect((await trpcGet(token, "print.get", { exportId })).body.result.data).toMatchObject({
      status: "error",
      failureCode: "TIMEOUT",
    });
  }, 60_000);
});
