// Image-tracked cards (issue 21, docs/decisions/0024): uploading an image-tracked collection's
// front design queues the worker's image-target.prepare; the public card read names the prepared
// target (a public JSON file) once the worker has made it, and null before; QR-tracked
// collections queue nothing and name none.
import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import {
  call,
  collectionWithCards,
  formData,
  markJobQueue,
  runQueuedJobs,
  signIn,
  useApiServer,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-card-targets-" });

const PHOTO = path.resolve(import.meta.dirname, "../../../../apps/web/tests/e2e/fixtures/images/board-photo.jpg");
async function collection(tracking: "qr" | "image") {
  const owner = await signIn(api.url, { features: ["cards"] });
  const { collection, cardIds } = await collectionWithCards(owner.user.id, 1, { cardType: "v2" });
  await getDb().cardCollection.update({ where: { id: collection.id }, data: { trackingType: tracking } });
  const res = await fetch(`${api.url}/api/cards/${collection.id}/background/front`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.token}` },
    body: formData({ file: { name: "front.jpg", data: await readFile(PHOTO) } }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return cardIds[0]!;
}

describe("image-tracked cards' targets", () => {
  it("the front design is queued at upload, named by the card read once the worker has prepared it", async () => {
    const addedSince = await markJobQueue("image-target.prepare");
    const cardId = await collection("image");
    expect(await addedSince()).toBe(1);
    const first = await call(api.url, "GET", `/api/public/cards/${cardId}`);
    expect([first.status, first.body.tracking, first.body.card.frontTarget]).toEqual([200, "image", null]);
    await runQueuedJobs();
    const second = await call(api.url, "GET", `/api/public/cards/${cardId}`);
    expect(second.body.card.frontTarget).toMatch(/^\/api\/public\/files\/[0-9a-f]{64}\.json$/);
    // gzip for the JSON file (a browser asks for it): the length sent is the gzip's, not the file's.
    const file = await fetch(`${api.url}${second.body.card.frontTarget}`, { headers: { "accept-encoding": "gzip" } });
    expect(file.headers.get("content-encoding")).toBe("gzip");
    const json = (await file.json()) as { format: string; count: number };
    expect([file.status, json.format, json.count > 300]).toEqual([200, "ar-image-target", true]);
  });

  it("a QR-tracked collection queues nothing and names no target", async () => {
    await runQueuedJobs();
    const addedSince = await markJobQueue("image-target.prepare");
    const cardId = await collection("qr");
    expect(await addedSince()).toBe(0);
    expect((await call(api.url, "GET", `/api/public/cards/${cardId}`)).body.card.frontTarget).toBeNull();
  });
});
