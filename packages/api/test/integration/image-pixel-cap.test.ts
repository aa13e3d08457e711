// Issue 19 §9 (follow-up): a raster image upload is refused when its header declares more pixels
// than the cap (docs/decisions/0018-heavy-work-bounds.md). A 20000×20000 PNG of one colour is about
// a megabyte, and the worker would decode all 400 Mpx of it (sharp, and pdf-lib's embedPng on its
// event loop). Every image door goes through the one sniffed upload; checked here on the
// collection background, a project asset and a pack sticker: 400 with the field named, no row, no
// file; a normal image still goes in. A design stored before the cap is not decoded by the worker.
import { beforeAll, describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  A4_CUT,
  call,
  collectionWithCards,
  formData,
  pngFile,
  runQueuedJobs,
  signIn,
  upload,
  useApiServer,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-pixel-cap-" });
let bomb: Buffer;
beforeAll(async () => {
  // sharp's own default input limit (268 Mpx) would refuse to create it.
  bomb = await sharp({
    create: { width: 20000, height: 20000, channels: 3, background: "#fff" },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);

/** Every stored file under a storage folder (the local driver keeps a .meta.json beside each). */
const filesUnder = (folder: string) =>
  readdir(path.join(api.dataDir, "storage", folder), { recursive: true }).catch(() => [] as string[]);

async function doors(token: string) {
  const collectionId = (await call(api.url, "POST", "/api/cards", { token, body: {} })).body.id as number;
  const projectId = (await call(api.url, "POST", "/api/ar-projects/WORLD", { token, body: {} })).body.id as number;
  const packId = (
    await call(api.url, "POST", "/api/cards/assets", { token, body: { type: "sticker", name: "Stickers" } })
  ).body.id as number;
  const collection = () => getDb().cardCollection.findUniqueOrThrow({ where: { id: collectionId } });
  return [
    {
      name: "collection background",
      send: (png: Buffer) =>
        upload(
          api.url,
          token,
          `/api/cards/${collectionId}/background/front`,
          formData({ file: { name: "f.png", data: png } }),
        ),
      folder: `collections/${collectionId}`,
      rows: async () => ((await collection()).backgroundFrontSrc ? 1 : 0),
    },
    {
      name: "project asset",
      send: (png: Buffer) =>
        upload(
          api.url,
          token,
          `/api/ar-projects/${projectId}/assets`,
          formData({ file: { name: "a.png", data: png } }),
        ),
      folder: `projects/${projectId}`,
      rows: () => getDb().asset.count({ where: { projectId } }),
    },
    {
      name: "pack sticker",
      send: (png: Buffer) =>
        upload(api.url, token, `/api/cards/assets/${packId}/items`, formData({ file: { name: "s.png", data: png } })),
      folder: `packs/${packId}`,
      rows: () => getDb().assetPackItem.count({ where: { packId } }),
    },
  ];
}

describe("image pixel cap, on every image door", () => {
  it("a 20000×20000 PNG bomb of about a megabyte is refused with the field named, leaving no row and no file", async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { token } = await signIn(api.url);
    for (const door of await doors(token)) {
      const res = await door.send(bomb);
      expect({ door: door.name, status: res.status }).toEqual({ door: door.name, status: 400 });
      expect(res.body.error).toMatchObject({ code: "BAD_REQUEST", fields: { file: "invalid" } });
      expect(res.body.error.message).toMatch(/20000×20000 px: at most 12000 px a side and 50 megapixels/);
      expect(await door.rows()).toBe(0);
      expect({ door: door.name, files: await filesUnder(door.folder) }).toEqual({ door: door.name, files: [] });
    }
  }, 60_000);

  it("a side over 12000 px is refused though its pixels are few; a normal image still goes in", async () => {
    const { token } = await signIn(api.url);
    const [background, asset] = await doors(token);
    const long = await sharp({ create: { width: 12001, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const refused = await background!.send(long);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/12001×4 px/);
    expect(await background!.rows()).toBe(0);

    const ok = await background!.send(await pngFile(64));
    expect(ok.status).toBe(200);
    expect(await background!.rows()).toBe(1);
    const photo = await sharp({ create: { width: 5000, height: 7000, channels: 3, background: "#36c" } })
      .jpeg()
      .toBuffer();
    expect((await asset!.send(photo)).status).toBe(200);
    expect(await asset!.rows()).toBe(1);
  }, 60_000);

  it("the worker does not decode a design over the cap that is already stored: the export fails DESIGN_INVALID", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 1);
    // Under sharp's own default limit (268 Mpx), over the cap: written as an older upload would be.
    const big = await sharp({ create: { width: 7100, height: 10075, channels: 3, background: "#36c" } })
      .jpeg()
      .toBuffer();
    await getStorage().put(`collections/${collection.id}/front.jpg`, big, { contentType: "image/jpeg" });
    const started = await call(api.url, "POST", "/api/trpc/print.start", {
      token,
      body: { collectionId: collection.id, cardIds, cut: A4_CUT },
    });
    expect(started.status).toBe(200);
    const exportId = started.body.result.data.id as number;
    await runQueuedJobs();
    expect(await getDb().printExport.findUniqueOrThrow({ where: { id: exportId } })).toMatchObject({
      status: "error",
      failureCode: "DESIGN_INVALID",
    });
  }, 120_000);
});
