// Marker images' tracking targets are queued when the picture is saved, not first at publish
// (issue 21): an album scene's marker at creation, at replacement and at a draft save (a marker
// whose target is missing is queued again), an image-tracked collection's front design when the
// collection is switched to image tracking. With the worker's job done, publish needs no wait
// (IMAGE_TARGET_WAIT_MS 0 here): the 8 s wait + 409 markers not_ready stay the backstop.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { resetServerEnv, setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import {
  collectionWithCards,
  call,
  formData,
  markJobQueue,
  pngFile,
  runQueuedJobs,
  signIn,
  upload,
  useApiServer,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-target-queue-" });
let owner: { token: string; user: { id: number } };
beforeAll(async () => {
  owner = await signIn(api.url, { features: ["cards", "ar-albums"] });
});
afterAll(() => {
  delete process.env.IMAGE_TARGET_WAIT_MS;
  resetServerEnv();
});

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
/** Jobs waiting for the worker that prepare the target of these image bytes (keyed by their hash). */
const queuedFor = async (image: Buffer) =>
  (
    await getDb().$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'image-target.prepare' AND key = ${`image-target:image-targets/${sha(image)}.v1.json`}`
  )[0]!.n;
let colours = 0;
const marker = () => pngFile(64, `#${(++colours * 104_729 + 0x123456).toString(16).padStart(6, "0").slice(-6)}`);

/** The owner's multipart POST, expected to succeed: its JSON answer. */
async function uploaded(p: string, form: FormData) {
  const res = await upload(api.url, owner.token, p, form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number };
}

async function album() {
  return (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: { name: "Album" } }))
    .body as { id: number };
}

describe("marker image targets are queued when the picture is saved", () => {
  it("an image scene's marker at creation; once prepared, publish needs no wait", async () => {
    const project = await album();
    const png = await marker();
    expect(await queuedFor(png)).toBe(0);
    await uploaded(
      `/api/ar-projects/data/${project.id}/create-image-scene`,
      formData({ file: { name: "m.png", data: png } }, { name: "Page" }),
    );
    expect(await queuedFor(png)).toBe(1);
    await runQueuedJobs();
    expect(await queuedFor(png)).toBe(0);
    setEnvVar("IMAGE_TARGET_WAIT_MS", "0");
    try {
      const res = await call(api.url, "POST", `/api/ar-projects/${project.id}/publish`, { token: owner.token });
      expect([res.status, JSON.stringify(res.body)]).toEqual([200, expect.any(String)]);
      // Nothing was queued again: the target exists.
      expect(await queuedFor(png)).toBe(0);
    } finally {
      delete process.env.IMAGE_TARGET_WAIT_MS;
      resetServerEnv();
    }
  });

  it("a replaced marker is queued; a draft save queues a marker whose target is missing, once", async () => {
    const project = await album();
    const first = await marker();
    const scene = await uploaded(
      `/api/ar-projects/data/${project.id}/create-image-scene`,
      formData({ file: { name: "m.png", data: first } }, { name: "Page" }),
    );
    const second = await marker();
    await uploaded(`/api/ar-projects/scenes/${scene.id}/marker`, formData({ file: { name: "n.png", data: second } }));
    expect(await queuedFor(second)).toBe(1);
    // The queue lost the job (e.g. a database restored without it): the next draft save queues it again.
    await getDb()
      .$queryRaw`SELECT graphile_worker.remove_job(${`image-target:image-targets/${sha(second)}.v1.json`})::text`;
    expect(await queuedFor(second)).toBe(0);
    const save = async () =>
      call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, { token: owner.token, body: { data: [] } });
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    expect(await queuedFor(second)).toBe(1);
  });

  it("a QR scene's draft save queues nothing", async () => {
    const project = await album();
    const qr = (
      await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "Q" },
      })
    ).body as { id: number };
    await runQueuedJobs();
    const addedSince = await markJobQueue("image-target.prepare");
    expect(
      (await call(api.url, "POST", `/api/ar-projects/scenes/${qr.id}/data`, { token: owner.token, body: { data: [] } }))
        .status,
    ).toBe(200);
    expect(await addedSince()).toBe(0);
  });

  it("a QR-tracked collection switched to image tracking queues its front design", async () => {
    const { collection } = await collectionWithCards(owner.user.id, 1, { cardType: "v2" });
    const front = await readFile(
      path.resolve(import.meta.dirname, "../../../../apps/web/tests/e2e/fixtures/images/board-photo.jpg"),
    );
    await uploaded(
      `/api/cards/${collection.id}/background/front`,
      formData({ file: { name: "front.jpg", data: front } }),
    );
    expect(await queuedFor(front)).toBe(0);
    const switched = await call(api.url, "POST", `/api/cards/${collection.id}`, {
      token: owner.token,
      body: { trackingType: "image" },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await queuedFor(front)).toBe(1);
  });
});
