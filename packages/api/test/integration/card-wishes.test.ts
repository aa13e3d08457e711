// Printed cards come alive (issue 20, contract §3): the card viewer's public doors — the card, its
// wish media, the wish — and the creator's reset, against the real API, database, storage and
// worker task. Each test acts as its own client IP (the doors limit each client).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { getStorage, PUBLIC_READS_PER_CLIENT_MINUTE, RATE_LIMITS, WISH_EDIT_HOURS } from "@ar/core";
import {
  call,
  collectionWithCards,
  createUser,
  ffmpegPaths,
  formData,
  pngFile,
  runQueuedJobs,
  signIn,
  startApiServer,
  TEST_CLIENT_IP_HEADER,
  webmFile,
  type ApiServer,
} from "@ar/devtools/testing";

let api: ApiServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ar-card-wishes-"));
  setEnvVar("DATA_DIR", dir);
  api = await startApiServer();
});
afterAll(() => api.close());

let ipCounter = 1;
/** A client of its own (IP) for each test, so one test's uploads and saves do not use up another's limits. */
const newClient = () => `198.51.100.${ipCounter++}`;

type Pack = { id: number; items: number[] };
async function packWith(userId: number, type: "sticker" | "model", n: number): Promise<Pack> {
  const db = getDb();
  const pack = await db.assetPack.create({ data: { type, name: `${type} pack`, authorId: userId } });
  const items: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = `packs/${pack.id}/item-${i}-${randomBytes(3).toString("hex")}.png`;
    await getStorage().put(key, await pngFile(16, i % 2 ? "#ff0000" : "#00ff00"), { contentType: "image/png" });
    items.push((await db.assetPackItem.create({ data: { packId: pack.id, src: key } })).id);
  }
  return { id: pack.id, items };
}

/** A v2 collection with printed cards, a sticker pack and a model pack attached, and the gift mode given. */
async function cardsWithPacks(opts: { cards?: number; gift?: { present: string; presentUrl?: string } } = {}) {
  const { user } = await createUser();
  const { collection, cardIds } = await collectionWithCards(user.id, opts.cards ?? 2, { cardType: "v2" });
  const stickers = await packWith(user.id, "sticker", 2);
  const models = await packWith(user.id, "model", 1);
  await getDb().collectionAssetPack.createMany({
    data: [
      { collectionId: collection.id, packId: stickers.id },
      { collectionId: collection.id, packId: models.id },
    ],
  });
  if (opts.gift) {
    await getDb().cardCollection.update({
      where: { id: collection.id },
      data: { data: { ...(collection.data as object), ...opts.gift } },
    });
  }
  return { user, collection, cardIds, stickers, models };
}

const getCard = (cardId: string, headers: Record<string, string> = {}) =>
  call(api.url, "GET", `/api/public/cards/${cardId}`, { headers });
const save = (cardId: string, body: unknown, ip: string, token?: string) =>
  call(api.url, "POST", `/api/public/cards/${cardId}/wish`, {
    body,
    headers: { [TEST_CLIENT_IP_HEADER]: ip, ...(token ? { "x-wish-token": token } : {}) },
  });
const uploadMedia = async (cardId: string, file: { name: string; data: Buffer }, ip: string, token?: string) => {
  const res = await fetch(`${api.url}/api/public/cards/${cardId}/media`, {
    method: "POST",
    headers: { [TEST_CLIENT_IP_HEADER]: ip, ...(token ? { "x-wish-token": token } : {}) },
    body: formData({ file }),
  });
  return { status: res.status, body: await res.json() };
};
const fetchStatus = async (url: string) => (await fetch(`${api.url}${url}`)).status;
const PUBLIC_URL = /^\/api\/public\/files\/[0-9a-f]{64}\.[a-z0-9]+$/;

describe("public card", () => {
  it("an empty card: size, QR square, design images and the packs' items at public URLs, editable by anyone, no-store", async () => {
    const { cardIds, stickers, models } = await cardsWithPacks({
      gift: { present: "fixed", presentUrl: "https://shop.example/gift" },
    });
    const res = await getCard(cardIds[0]!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const card = res.body;
    expect(card).toMatchObject({
      id: cardIds[0],
      state: "empty",
      tracking: "qr",
      isTest: false,
      v2: true,
      wish: null,
      editable: true,
      editableUntil: null,
      gift: { mode: "fixed", link: "https://shop.example/gift" },
    });
    // collectionWithCards: 7.4 cm wide, 740×1050 px design, a 200 px QR at x 270, y 700.
    expect(card.card).toMatchObject({
      widthMm: 74,
      heightMm: 105,
      qr: { side: "front", xMm: 27, yMm: 70, sizeMm: 20 },
    });
    expect(card.card.frontSrc).toMatch(PUBLIC_URL);
    expect(card.card.backSrc).toMatch(PUBLIC_URL);
    expect(card.packs.stickers.map((i: { id: number }) => i.id)).toEqual(stickers.items);
    expect(card.packs.models.map((i: { id: number }) => i.id)).toEqual(models.items);
    expect(card.packs.stickers[0]).toMatchObject({
      src: expect.stringMatching(PUBLIC_URL),
      previewSrc: null,
      packName: "sticker pack",
    });
    expect(await fetchStatus(card.card.frontSrc)).toBe(200);
    expect(await fetchStatus(card.packs.stickers[0].src)).toBe(200);
    // The tRPC door answers the same.
    const trpc = await fetch(
      `${api.url}/api/trpc/cards.publicCard?input=${encodeURIComponent(JSON.stringify({ cardId: cardIds[0] }))}`,
    );
    expect(((await trpc.json()) as { result: { data: unknown } }).result.data).toEqual(card);
  });

  it("reads no session: a stale session cookie is neither checked nor cleared", async () => {
    const { cardIds } = await cardsWithPacks();
    const res = await getCard(cardIds[0]!, { cookie: "ar_session=not-a-session" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("the test card says so; unknown, malformed and huge ids and a deleted collection are 404; an unpaid order's card is 403", async () => {
    const { user, collection, cardIds } = await cardsWithPacks();
    await getDb().card.update({ where: { id: cardIds[0]! }, data: { isTest: true } });
    expect((await getCard(cardIds[0]!)).body).toMatchObject({ isTest: true, state: "empty" });

    const notFound = { error: { code: "NOT_FOUND", message: "This card does not exist" } };
    for (const id of ["nosuchcard1234ab", "x".repeat(5000), "..%2F..%2Fetc", "a%20b", "constructor", "__proto__"]) {
      const res = await getCard(id);
      expect([id.slice(0, 20), res.status, res.body]).toEqual([id.slice(0, 20), 404, notFound]);
    }
    // Text PostgreSQL cannot store is refused at the door as everywhere (docs/decisions/0017), naming the field.
    const nul = await getCard("%00");
    expect([nul.status, nul.body.error.fields]).toEqual([400, { cardId: "invalid" }]);

    const unpaid = await getDb().order.create({
      data: { collectionId: collection.id, userId: user.id, count: 1, amountKopecks: 100 },
    });
    await getDb().card.update({ where: { id: cardIds[1]! }, data: { orderId: unpaid.id } });
    const refused = await getCard(cardIds[1]!);
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: { code: "FORBIDDEN", message: "This card is not paid yet" } },
    ]);
    const upload = await uploadMedia(cardIds[1]!, { name: "a.png", data: await pngFile(32) }, newClient());
    expect(upload.status).toBe(403);
    await getDb().order.update({ where: { id: unpaid.id }, data: { status: "paid" } });
    expect((await getCard(cardIds[1]!)).status).toBe(200);

    await getDb().cardCollection.delete({ where: { id: collection.id } });
    expect((await getCard(cardIds[0]!)).body).toEqual(notFound);
  });
});

describe("saving a wish", () => {
  it("two racing first saves: exactly one claims the card (200 + token), the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const { cardIds } = await cardsWithPacks({ cards: 1 });
      const ip = newClient();
      const [a, b] = await Promise.all([
        save(cardIds[0]!, { text: "From A" }, ip),
        save(cardIds[0]!, { text: "From B" }, ip),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      expect(lost.body).toEqual({ error: { code: "CONFLICT", message: "Someone has just filled this card" } });
      expect(won.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await getDb().card.findUniqueOrThrow({ where: { id: cardIds[0]! } });
      expect(stored.wishTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.wishTokenHash).not.toContain(won.body.token);
      expect((stored.wish as { text: string }).text).toBe(won.body.card.wish.text);
      expect(stored.filledAt).not.toBeNull();
    }
  });

  it("the token holder edits within the window; a wrong token and the end of the window lock it (403); others see it filled and locked", async () => {
    const { cardIds, stickers, models } = await cardsWithPacks({ gift: { present: "client" } });
    const cardId = cardIds[0]!;
    const ip = newClient();
    const placed = { itemId: stickers.items[0], x: 0.5, y: 0.25, scale: 0.2, rotation: 0.3 };
    const first = await save(
      cardId,
      {
        text: "  Happy birthday!  ",
        stickers: [placed],
        models: [{ itemId: models.items[0], x: 0.1, y: 0.9, scale: 0.3, rotation: -1 }],
        giftLink: "https://shop.example/for-you",
      },
      ip,
    );
    expect(first.status).toBe(200);
    const { token, editableUntil } = first.body;
    const hours = (Date.parse(editableUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(WISH_EDIT_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(WISH_EDIT_HOURS);
    expect(first.body.card).toMatchObject({
      state: "filled",
      editable: true,
      editableUntil,
      wish: {
        text: "Happy birthday!",
        media: null,
        giftLink: "https://shop.example/for-you",
        stickers: [{ ...placed, src: expect.stringMatching(PUBLIC_URL) }],
      },
      gift: { mode: "client", link: "https://shop.example/for-you" },
    });
    expect(await fetchStatus(first.body.card.wish.stickers[0].src)).toBe(200);
    // A use was recorded.
    expect((await getDb().card.findUniqueOrThrow({ where: { id: cardId } })).usings).toBe(1);

    // Someone else's view: filled, not editable, no packs offered.
    const other = (await getCard(cardId)).body;
    expect(other).toMatchObject({
      state: "filled",
      editable: false,
      editableUntil: null,
      packs: { stickers: [], models: [] },
    });
    expect(other.wish.text).toBe("Happy birthday!");
    expect((await getCard(cardId, { "x-wish-token": token })).body).toMatchObject({ editable: true, editableUntil });

    // An edit: fields left out keep their value, null clears.
    const edit = await save(cardId, { text: "Happy birthday, Anna!", giftLink: null }, ip, token);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ token, editableUntil });
    expect(edit.body.card.wish).toMatchObject({
      text: "Happy birthday, Anna!",
      giftLink: null,
      stickers: [{ itemId: placed.itemId }],
    });

    const locked = { error: { code: "FORBIDDEN", message: "This card is locked" } };
    const wrong = await save(cardId, { text: "Hijacked" }, ip, "x".repeat(43));
    expect([wrong.status, wrong.body]).toEqual([403, locked]);
    const noToken = await save(cardId, { text: "Hijacked" }, ip);
    expect(noToken.status).toBe(409);
    expect((await uploadMedia(cardId, { name: "a.png", data: await pngFile(32) }, ip, "wrong")).status).toBe(403);

    // The window ends (the clock moved by a database update).
    await getDb().card.update({ where: { id: cardId }, data: { wishEditableUntil: new Date(Date.now() - 1000) } });
    const late = await save(cardId, { text: "Too late" }, ip, token);
    expect([late.status, late.body]).toEqual([403, locked]);
    expect((await getCard(cardId, { "x-wish-token": token })).body).toMatchObject({
      editable: false,
      wish: { text: "Happy birthday, Anna!" },
    });
  });

  it("refuses items of other packs, the wrong kind, too many items, bad gift links, long text and NUL, naming the field and changing nothing", async () => {
    const { cardIds, stickers, models } = await cardsWithPacks({ gift: { present: "client" } });
    const { stickers: foreign } = await cardsWithPacks();
    const fixed = await cardsWithPacks({ gift: { present: "fixed", presentUrl: "https://shop.example" } });
    const cardId = cardIds[0]!;
    const ip = newClient();
    const at = (itemId: number) => ({ itemId, x: 0.5, y: 0.5, scale: 0.2, rotation: 0 });
    const cases: [string, unknown, number, Record<string, string>][] = [
      [
        "another collection's sticker",
        { stickers: [at(stickers.items[0]!), at(foreign.items[0]!)] },
        400,
        { "stickers.1.itemId": "invalid" },
      ],
      ["a model as a sticker", { stickers: [at(models.items[0]!)] }, 400, { "stickers.0.itemId": "invalid" }],
      [
        "31 items",
        {
          stickers: Array.from({ length: 16 }, () => at(stickers.items[0]!)),
          models: Array.from({ length: 15 }, () => at(models.items[0]!)),
        },
        400,
        { stickers: "too_many" },
      ],
      [
        "31 stickers",
        { stickers: Array.from({ length: 31 }, () => at(stickers.items[0]!)) },
        400,
        { stickers: "invalid" },
      ],
      ["javascript: gift link", { text: "Hi", giftLink: "javascript:alert(1)" }, 400, { giftLink: "invalid" }],
      [
        "data: gift link",
        { text: "Hi", giftLink: "data:text/html,<script>alert(1)</script>" },
        400,
        { giftLink: "invalid" },
      ],
      [
        "a 2049-character gift link",
        { text: "Hi", giftLink: `https://shop.example/${"a".repeat(2030)}` },
        400,
        { giftLink: "invalid" },
      ],
      ["501 characters of text", { text: "a".repeat(501) }, 400, { text: "invalid" }],
      ["text with NUL", { text: "Hi\u0000there" }, 400, { text: "invalid" }],
      [
        "an item off the card",
        { stickers: [{ ...at(stickers.items[0]!), x: 1.5 }] },
        400,
        { "stickers.0.x": "invalid" },
      ],
      ["an unknown field", { text: "Hi", script: "x" }, 400, { _: "invalid" }],
      ["nothing at all", {}, 400, { text: "required" }],
      ["someone else's media id", { mediaId: 1 }, 400, { mediaId: "invalid" }],
      ["a huge item id", { stickers: [at(2 ** 40)] }, 400, { "stickers.0.itemId": "invalid" }],
    ];
    for (const [label, body, status, fields] of cases) {
      const res = await save(cardId, body, ip);
      expect([label, res.status, res.body.error?.fields], JSON.stringify(res.body)).toEqual([
        label,
        status,
        expect.objectContaining(fields),
      ]);
    }
    const notAllowed = await save(fixed.cardIds[0]!, { text: "Hi", giftLink: "https://elsewhere.example" }, ip);
    expect([notAllowed.status, notAllowed.body.error.fields]).toEqual([400, { giftLink: "not_allowed" }]);
    const card = await getDb().card.findUniqueOrThrow({ where: { id: cardId } });
    expect([card.wish, card.wishTokenHash, card.filledAt, card.usings]).toEqual([null, null, null, 0]);
    expect((await getCard(cardId)).body.state).toBe("empty");
  });
});

describe("wish media", () => {
  it("a photo is stored and exposed with its pixel size; wrong types are 415 and oversize files 413, storing nothing", async () => {
    const { cardIds, collection } = await cardsWithPacks();
    const cardId = cardIds[0]!;
    const ip = newClient();
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const up = await uploadMedia(cardId, { name: "photo.jpg", data: photo }, ip);
    expect(up).toMatchObject({ status: 200, body: { kind: "image", status: "ready" } });
    expect((await call(api.url, "GET", `/api/public/cards/${cardId}/media/${up.body.id}`)).body).toEqual({
      progress: 100,
      complete: true,
      fileSize: photo.length,
      failureCode: null,
    });
    // Another card's id does not reach this media.
    expect((await call(api.url, "GET", `/api/public/cards/${cardIds[1]}/media/${up.body.id}`)).status).toBe(404);

    const saved = await save(cardId, { mediaId: up.body.id }, ip);
    expect(saved.status).toBe(200);
    expect(saved.body.card.wish.media).toEqual({
      kind: "image",
      src: expect.stringMatching(/^\/api\/public\/files\/[0-9a-f]{64}\.jpg$/),
      width: 120,
      height: 80,
    });
    const file = await fetch(`${api.url}${saved.body.card.wish.media.src}`);
    expect([file.status, Buffer.from(await file.arrayBuffer()).equals(photo)]).toEqual([200, true]);

    const other = cardIds[1]!;
    const folder = path.join(dir, "storage", "collections", String(collection.id), "cards", other);
    const filesIn = async () => (await import("node:fs/promises")).readdir(folder).catch(() => []);
    const text = await uploadMedia(
      other,
      { name: "clip.mp4", data: Buffer.from("just some text pretending to be a video".repeat(200)) },
      ip,
    );
    expect([text.status, text.body.error.fields]).toEqual([415, { file: "type" }]);
    const bigPhoto = await uploadMedia(
      other,
      { name: "big.png", data: Buffer.concat([await pngFile(64), Buffer.alloc(15 * 1024 * 1024 + 1)]) },
      ip,
    );
    expect([bigPhoto.status, bigPhoto.body.error.fields]).toEqual([413, { file: "too_large" }]);
    const hugeVideo = await uploadMedia(other, { name: "huge.webm", data: webmFile(60 * 1024 * 1024) }, ip);
    expect([hugeVideo.status, hugeVideo.body.error.fields]).toEqual([413, { file: "too_large" }]);
    const noFile = await fetch(`${api.url}/api/public/cards/${other}/media`, {
      method: "POST",
      headers: { [TEST_CLIENT_IP_HEADER]: ip },
      body: formData({}, { name: "x" }),
    });
    expect([noFile.status, ((await noFile.json()) as { error: { fields: unknown } }).error.fields]).toEqual([
      400,
      { file: "required" },
    ]);
    expect(await filesIn()).toEqual([]);
    expect(await getDb().cardMedia.count({ where: { cardId: other } })).toBe(0);
  }, 60_000);

  it("a real WebM video is compressed by the worker task to H.264 MP4, then saved and shown", async () => {
    const { cardIds } = await cardsWithPacks();
    const cardId = cardIds[0]!;
    const ip = newClient();
    const { ffmpeg, ffprobe } = ffmpegPaths();
    const source = path.join(dir, `wish-${cardId}.webm`);
    execFileSync(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=15:duration=2",
      "-c:v",
      "libvpx-vp9",
      "-deadline",
      "realtime",
      "-cpu-used",
      "8",
      "-b:v",
      "300k",
      source,
    ]);
    const up = await uploadMedia(cardId, { name: "wish.webm", data: await readFile(source) }, ip);
    expect(up).toMatchObject({ status: 200, body: { kind: "video", status: "compressing" } });
    const statusUrl = `/api/public/cards/${cardId}/media/${up.body.id}`;
    expect((await call(api.url, "GET", statusUrl)).body).toMatchObject({ complete: false, failureCode: null });
    const early = await save(cardId, { mediaId: up.body.id }, ip);
    expect([early.status, early.body.error.fields]).toEqual([400, { mediaId: "not_ready" }]);

    await runQueuedJobs();
    const done = (await call(api.url, "GET", statusUrl)).body;
    expect(done).toMatchObject({ progress: 100, complete: true, failureCode: null });
    const row = await getDb().cardMedia.findUniqueOrThrow({ where: { id: up.body.id } });
    expect([row.compressedKey?.endsWith("-light.mp4"), row.size, row.width, row.height]).toEqual([
      true,
      done.fileSize,
      320,
      240,
    ]);
    const out = path.join(dir, `out-${cardId}.mp4`);
    await (await import("node:fs/promises")).writeFile(out, (await getStorage().getBuffer(row.compressedKey!))!);
    const probe = JSON.parse(
      execFileSync(ffprobe, ["-v", "error", "-print_format", "json", "-show_streams", out], { encoding: "utf8" }),
    );
    expect(probe.streams.map((s: { codec_name: string }) => s.codec_name)).toContain("h264");

    const saved = await save(cardId, { mediaId: up.body.id, text: "Watch this" }, ip);
    expect(saved.status).toBe(200);
    expect(saved.body.card.wish.media).toEqual({
      kind: "video",
      src: expect.stringMatching(/^\/api\/public\/files\/[0-9a-f]{64}\.mp4$/),
      width: 320,
      height: 240,
    });
    const ranged = await fetch(`${api.url}${saved.body.card.wish.media.src}`, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
  }, 120_000);
});

describe("reset", () => {
  it("the creator resets a filled card: wish, token, media rows and files go, its public files answer 404, and it can be filled again", async () => {
    const owner = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(owner.user.id, 2, { cardType: "v2" });
    const cardId = cardIds[0]!;
    const ip = newClient();
    const up = await uploadMedia(cardId, { name: "p.png", data: await pngFile(48) }, ip);
    const filled = await save(cardId, { mediaId: up.body.id, text: "To be reset" }, ip);
    expect(filled.status).toBe(200);
    const mediaSrc = filled.body.card.wish.media.src as string;
    expect(await fetchStatus(mediaSrc)).toBe(200);

    const stranger = await signIn(api.url);
    expect(
      (await call(api.url, "POST", `/api/cards/${collection.id}/cards/${cardId}/reset`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await call(api.url, "POST", `/api/cards/${collection.id}/cards/${cardId}/reset`)).status).toBe(401);
    expect(
      (await call(api.url, "POST", `/api/cards/${collection.id}/cards/nosuchcard/reset`, { token: owner.token }))
        .status,
    ).toBe(404);
    expect(await fetchStatus(mediaSrc)).toBe(200);

    const media = await getDb().cardMedia.findUniqueOrThrow({ where: { id: up.body.id } });
    const reset = await call(api.url, "POST", `/api/cards/${collection.id}/cards/${cardId}/reset`, {
      token: owner.token,
    });
    expect([reset.status, reset.body]).toEqual([200, { id: cardId, filled: false }]);
    const row = await getDb().card.findUniqueOrThrow({ where: { id: cardId } });
    expect([row.wish, row.wishTokenHash, row.wishEditableUntil, row.filledAt]).toEqual([null, null, null, null]);
    expect(await getDb().cardMedia.count({ where: { cardId } })).toBe(0);
    expect(await getDb().publicFile.count({ where: { cardId } })).toBe(0);
    expect(await getStorage().getBuffer(media.srcKey)).toBeNull();
    expect(await fetchStatus(mediaSrc)).toBe(404);
    expect((await getCard(cardId)).body).toMatchObject({ state: "empty", editable: true, wish: null });

    // The old token no longer means anything; the next visitor claims it afresh.
    const again = await save(cardId, { text: "A new wish" }, newClient(), filled.body.token);
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(filled.body.token);

    // The console's list shows it filled again (tRPC door of the reset as well).
    const stats = await call(api.url, "GET", `/api/cards/${collection.id}/card-stats`, { token: owner.token });
    expect(stats.body.find((c: { id: string }) => c.id === cardId).filledAt).not.toBeNull();
    const trpcReset = await fetch(`${api.url}/api/trpc/cards.resetCard`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ collectionId: collection.id, cardId }),
    });
    expect(trpcReset.status).toBe(200);
    expect((await getCard(cardId)).body.state).toBe("empty");
  });
});

describe("per-client limits of the public doors", () => {
  it("one client reads at most PUBLIC_READS_PER_CLIENT_MINUTE a minute (429 with Retry-After), others still read", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 1 });
    const ip = newClient();
    for (let i = 0; i < PUBLIC_READS_PER_CLIENT_MINUTE; i += 50) {
      const batch = Array.from({ length: Math.min(50, PUBLIC_READS_PER_CLIENT_MINUTE - i) }, () =>
        getCard(cardIds[0]!, { [TEST_CLIENT_IP_HEADER]: ip }),
      );
      expect((await Promise.all(batch)).every((r) => r.status === 200)).toBe(true);
    }
    const refused = await getCard(cardIds[0]!, { [TEST_CLIENT_IP_HEADER]: ip });
    expect([refused.status, refused.body.error.code, Number(refused.headers.get("retry-after")) > 0]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      true,
    ]);
    expect((await getCard(cardIds[0]!, { [TEST_CLIENT_IP_HEADER]: newClient() })).status).toBe(200);
  }, 60_000);

  it("one client uploads at most 20 files an hour; the next is 429 and stores nothing", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 1 });
    const ip = newClient();
    const limit = RATE_LIMITS["card-media-upload"].limit;
    expect(limit).toBe(20);
    const png = await pngFile(16);
    for (let i = 0; i < limit; i++)
      expect((await uploadMedia(cardIds[0]!, { name: "p.png", data: png }, ip)).status).toBe(200);
    const refused = await uploadMedia(cardIds[0]!, { name: "p.png", data: png }, ip);
    expect([refused.status, refused.body.error.code]).toEqual([429, "TOO_MANY_REQUESTS"]);
    expect(await getDb().cardMedia.count({ where: { cardId: cardIds[0]! } })).toBe(limit);
  }, 60_000);
});
