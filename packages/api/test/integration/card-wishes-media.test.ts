// Printed cards come alive (issue 20, contract §3), against the real API, database, storage and
// worker task; each test acts as its own client IP (the doors limit each client). Here: a wish's photo and video.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  ffmpegPaths,
  webmVideo,
  formData,
  pngFile,
  runQueuedJobs,
  TEST_CLIENT_IP_HEADER,
  useApiServer,
  webmFile,
} from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { save, uploadMedia } = cardDoors(api);

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
    const folder = path.join(api.dataDir, "storage", "collections", String(collection.id), "cards", other);
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
    // Refused by its declared size before a byte is read: more than 32 MB would be left unread, so
    // the 413 goes out with Connection: close and a client still sending may see the connection
    // reset before it reads the answer (docs/decisions/0017) — it happened here under load. Either
    // way it is refused and nothing is stored (checked below); when the answer arrives it is the 413.
    const hugeVideo = await uploadMedia(other, { name: "huge.webm", data: webmFile(60 * 1024 * 1024) }, ip).catch(
      (e: unknown) => ({ status: "reset", body: { error: { fields: String((e as Error).cause ?? e) } } }),
    );
    if (hugeVideo.status === "reset") expect(hugeVideo.body.error.fields).toContain("ECONNRESET");
    else expect([hugeVideo.status, hugeVideo.body.error.fields]).toEqual([413, { file: "too_large" }]);
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
    const { ffprobe } = ffmpegPaths();
    const source = path.join(api.dataDir, `wish-${cardId}.webm`);
    await webmVideo(source, { video: "testsrc=size=320x240:rate=15:duration=2", bitrate: "300k", realtime: true });
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
    const out = path.join(api.dataDir, `out-${cardId}.mp4`);
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
