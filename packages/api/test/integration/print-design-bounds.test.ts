// Issue 19 §5 and §9: a print never silently loses its design (a `domain: null` collection prints
// WITH its QR codes; a design that does not parse fails visibly), and sheet and card sizes are
// bounded by what a printer takes, on the collection and on print.start, with nothing stored on
// refusal.
import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import jsQR from "jsqr";
import sharp from "sharp";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import { A4_CUT, call, runQueuedJobs, useApiServer, signIn } from "@ar/devtools/testing";

const api = useApiServer({
  dataDirPrefix: "ar-print-bounds-",
  env: { CARD_BASE_URL: "https://cards.example.com", CARD_V2_BASE_URL: "https://cards.example.com/v2" },
});
const NONE = { ...A4_CUT, template: "none" };
const FRONT = {
  width: 740,
  height: 1050,
  qrPosition: { x: 220, y: 600, size: 300 },
  qrColors: { dark: "#000000", light: "#FFFFFF" },
};

/** A collection written straight to the table (as older rows were), with a front image and cards. */
async function collectionWith(userId: number, data: Record<string, unknown>, cards = 1) {
  const db = getDb();
  const collection = await db.cardCollection.create({ data: { userId, cardType: "classic", data: data as object } });
  const frontKey = `collections/${collection.id}/front.jpg`;
  await getStorage().put(
    frontKey,
    await sharp({ create: { width: 740, height: 1050, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer(),
    { contentType: "image/jpeg" },
  );
  await db.cardCollection.update({ where: { id: collection.id }, data: { backgroundFrontSrc: frontKey } });
  const cardIds = Array.from(
    { length: cards },
    (_, i) => `b${collection.id}x${i}${Math.random().toString(36).slice(2, 8)}`,
  );
  await db.card.createMany({ data: cardIds.map((id) => ({ id, collectionId: collection.id })) });
  return { collection, cardIds };
}

const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });
const trpcGet = (token: string, proc: string, input: unknown) =>
  call(api.url, "GET", `/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
const fieldsOf = (res: { body: { error: { data?: { error: { fields?: unknown } }; fields?: unknown } } }) =>
  res.body.error.data?.error.fields ?? res.body.error.fields;

async function decodeWhole(jpeg: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

async function exportFiles(exportId: number): Promise<string[]> {
  return readdir(path.join(api.dataDir, "storage", "print-exports", String(exportId))).catch(() => []);
}

describe("a print keeps its design (§5)", () => {
  it("domain: null means no domain: the cards print at the saved width WITH their QR codes", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWith(
      user.id,
      { domain: null, cardWidth: 7.4, frontside: FRONT },
      2,
    );
    const started = await trpc(token, "print.start", { collectionId: collection.id, cardIds, cut: NONE });
    expect(started.status).toBe(200);
    await runQueuedJobs();
    const done = (await trpcGet(token, "print.get", { exportId: started.body.result.data.id })).body.result.data;
    expect(done).toMatchObject({ status: "done", failureCode: null });
    const zip = await JSZip.loadAsync(
      Buffer.from(
        await (
          await fetch(`${api.url}${done.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      ),
    );
    for (const id of cardIds) {
      const jpeg = await zip.file(`${id}.jpg`)!.async("nodebuffer");
      // 7.4 cm at 300 DPI, not the default 14.8 cm
      expect((await sharp(jpeg).metadata()).width).toBe(874);
      expect(await decodeWhole(jpeg)).toBe(`https://cards.example.com/${id}`);
    }
  });

  it("a design that does not parse is refused by print.start and stores nothing", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWith(user.id, { cardWidth: "wide", frontside: FRONT });
    const before = await getDb().printExport.count();
    const res = await trpc(token, "print.start", { collectionId: collection.id, cardIds, cut: NONE });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ collectionId: "invalid_design", "data.cardWidth": "invalid" });
    expect(await getDb().printExport.count()).toBe(before);
  });

  it("a design broken after the export was queued fails the export visibly (DESIGN_INVALID, no file, no retry)", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWith(user.id, { cardWidth: 7.4, frontside: FRONT });
    const exportId = (await trpc(token, "print.start", { collectionId: collection.id, cardIds, cut: NONE })).body.result
      .data.id as number;
    await getDb().cardCollection.update({
      where: { id: collection.id },
      data: { data: { cardWidth: 7.4, frontside: { ...FRONT, qrPosition: { x: 1, y: 2, size: -5 } } } },
    });
    await runQueuedJobs();
    const failed = (await trpcGet(token, "print.get", { exportId })).body.result.data;
    expect(failed).toMatchObject({
      status: "error",
      failureCode: "DESIGN_INVALID",
      downloadUrl: null,
      retrying: false,
    });
    expect(await exportFiles(exportId)).toEqual([]);
    expect((await getDb().printExport.findUniqueOrThrow({ where: { id: exportId } })).attempts).toBe(1);
  });
});

describe("print sizes are bounded (§9)", () => {
  it("print.start refuses a 100,000 cm sheet, a card larger than its sheet and a card too tall for a printer; nothing is stored", async () => {
    const { user, token } = await signIn(api.url);
    const wide = await collectionWith(user.id, { cardWidth: 20, frontside: FRONT });
    // 10 cm wide, 100 cm tall (the height follows the front design's proportions)
    const tall = await collectionWith(user.id, { cardWidth: 10, frontside: { ...FRONT, width: 100, height: 1000 } });
    const before = await getDb().printExport.count();

    const huge = await trpc(token, "print.start", {
      collectionId: wide.collection.id,
      cardIds: wide.cardIds,
      cut: { ...A4_CUT, template: "Custom", width: 100_000, height: 29.6 },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.data.error).toMatchObject({ code: "BAD_REQUEST", fields: { "cut.width": "too_large" } });
    const a5 = await trpc(token, "print.start", {
      collectionId: wide.collection.id,
      cardIds: wide.cardIds,
      cut: { ...A4_CUT, template: "A5", width: 14.8, height: 21 },
    });
    // 20 × 28.4 cm on a 14.8 × 21 cm sheet
    expect(fieldsOf(a5)).toEqual({ "cut.width": "card_does_not_fit", "cut.height": "card_does_not_fit" });
    const tallCard = await trpc(token, "print.start", {
      collectionId: tall.collection.id,
      cardIds: tall.cardIds,
      cut: NONE,
    });
    expect(fieldsOf(tallCard)).toEqual({ cardHeight: "too_large" });
    const high = await trpc(token, "print.start", {
      collectionId: wide.collection.id,
      cardIds: wide.cardIds,
      cut: { ...A4_CUT, template: "Custom", width: 21, height: 1e9 },
    });
    expect(fieldsOf(high)).toEqual({ "cut.height": "too_large" });
    expect(await getDb().printExport.count()).toBe(before);
    expect(await exportFiles(before + 1)).toEqual([]);
  });

  it("collections refuse a card width of 1,000,000 cm (and under 1 cm) on create and update, changing nothing", async () => {
    const { token } = await signIn(api.url);
    const before = await getDb().cardCollection.count();
    const created = await call(api.url, "POST", "/api/cards", { token, body: { data: { cardWidth: 1_000_000 } } });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: "BAD_REQUEST", fields: { "data.cardWidth": "too_large" } });
    expect(await getDb().cardCollection.count()).toBe(before);

    const ok = await call(api.url, "POST", "/api/cards", { token, body: { data: { cardWidth: 12, domain: null } } });
    expect(ok.status).toBe(200);
    const id = ok.body.id as number;
    const tiny = await call(api.url, "POST", `/api/cards/${id}`, { token, body: { data: { cardWidth: 0.1 } } });
    expect(tiny.body.error.fields).toEqual({ "data.cardWidth": "too_small" });
    const badDomain = await trpc(token, "cards.update", {
      collectionId: id,
      data: { cardWidth: 12, domain: "not a host" },
    });
    expect(fieldsOf(badDomain)).toEqual({ "data.domain": "invalid" });
    expect((await getDb().cardCollection.findUniqueOrThrow({ where: { id } })).data).toEqual({
      cardWidth: 12,
      domain: null,
    });
  });
});
