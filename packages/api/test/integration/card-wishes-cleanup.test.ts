// The worker's hourly sweep (task wish-media.cleanup, core cards/wish-media-cleanup.ts): wish
// uploads that no save used are deleted a day after they came, rows and files; the media a saved
// wish shows stays; several sweeps at once remove each row once; a save cannot name a swept media.
import { access } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb, withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { getLogger, removeUnsavedWishMedia, UNSAVED_WISH_MEDIA_TTL_MS } from "@ar/core";
import { pngFile, runQueuedJobs, useApiServer, webmFile } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { getCard, save, uploadMedia, fetchStatus } = cardDoors(api);

const exists = (key: string) =>
  access(path.join(api.dataDir, "storage", ...key.split("/"))).then(
    () => true,
    () => false,
  );
/** Makes the given media older than the sweep keeps them. */
const age = (ids: number[]) =>
  getDb().cardMedia.updateMany({
    where: { id: { in: ids } },
    data: { createdAt: new Date(Date.now() - UNSAVED_WISH_MEDIA_TTL_MS - 60_000) },
  });
const keysOf = async (ids: number[]) =>
  (await getDb().cardMedia.findMany({ where: { id: { in: ids } }, select: { srcKey: true } })).map((m) => m.srcKey);

afterEach(() => vi.restoreAllMocks());

describe("the sweep of unsaved wish media", () => {
  it("deletes day-old uploads no save used, rows and files, keeps the saved wish's media and recent uploads, and logs what it removed", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 3 });
    const [filled, abandoned, busy] = cardIds as [string, string, string];
    const ip = newClient();
    const kept = (await uploadMedia(filled, { name: "p.png", data: await pngFile(20) }, ip)).body.id as number;
    const saved = await save(filled, { mediaId: kept, text: "Kept" }, ip);
    expect(saved.status).toBe(200);
    const later = (await uploadMedia(filled, { name: "p.png", data: await pngFile(21) }, ip, saved.body.token)).body
      .id as number;
    const photo = (await uploadMedia(abandoned, { name: "p.png", data: await pngFile(22) }, ip)).body.id as number;
    const video = (await uploadMedia(abandoned, { name: "v.webm", data: webmFile(5000) }, ip)).body.id as number;
    const recent = (await uploadMedia(busy, { name: "p.png", data: await pngFile(23) }, ip)).body.id as number;
    await age([kept, later, photo, video]);
    const goneKeys = await keysOf([later, photo, video]);
    const keptKeys = await keysOf([kept, recent]);
    expect(await Promise.all([...goneKeys, ...keptKeys].map(exists))).toEqual([true, true, true, true, true]);

    const info = vi.spyOn(getLogger(), "info");
    await withTransaction((tx) => enqueue(tx, "wish-media.cleanup", {}));
    await runQueuedJobs();

    const left = await getDb().cardMedia.findMany({ where: { cardId: { in: cardIds } }, select: { id: true } });
    expect(left.map((m) => m.id).sort((a, b) => a - b)).toEqual([kept, recent].sort((a, b) => a - b));
    expect(await Promise.all(goneKeys.map(exists))).toEqual([false, false, false]);
    expect(await Promise.all(keptKeys.map(exists))).toEqual([true, true]);
    const card = (await getCard(filled)).body;
    expect(card.wish.media).toMatchObject({ kind: "image" });
    expect(await fetchStatus(card.wish.media.src)).toBe(200);
    const logged = info.mock.calls.find((c) => c[1] === "unsaved wish media removed");
    expect(logged?.[0]).toMatchObject({ cards: 2, rows: 3, files: 3 });
  });

  it("several sweeps at once remove each row once; a second pass finds nothing", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 3 });
    const ids: number[] = [];
    for (const cardId of cardIds)
      for (let i = 0; i < 2; i++)
        ids.push((await uploadMedia(cardId, { name: "p.png", data: await pngFile(16 + i) }, newClient())).body.id);
    await age(ids);
    const keys = await keysOf(ids);
    const sweeps = await Promise.all([removeUnsavedWishMedia(), removeUnsavedWishMedia(), removeUnsavedWishMedia()]);
    expect(sweeps.reduce((n, s) => n + s.rows, 0)).toBe(ids.length);
    expect(sweeps.reduce((n, s) => n + s.files, 0)).toBe(ids.length);
    expect(await getDb().cardMedia.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await Promise.all(keys.map(exists))).toEqual(keys.map(() => false));
    expect(await removeUnsavedWishMedia()).toEqual({ cards: 0, rows: 0, files: 0 });
  });

  it("a save naming a media the sweep removed is refused (mediaId invalid) and leaves the card empty", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 1 });
    const ip = newClient();
    const id = (await uploadMedia(cardIds[0]!, { name: "p.png", data: await pngFile(16) }, ip)).body.id as number;
    await age([id]);
    await removeUnsavedWishMedia();
    const refused = await save(cardIds[0]!, { mediaId: id }, ip);
    expect([refused.status, refused.body.error.fields]).toEqual([400, { mediaId: "invalid" }]);
    expect((await getCard(cardIds[0]!)).body).toMatchObject({ state: "empty", editable: true });
  });
});
