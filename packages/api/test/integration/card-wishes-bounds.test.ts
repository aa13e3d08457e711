// The anonymous upload door takes only so much (core cards/wish-upload-bounds.ts): per card until a
// save (files and bytes), per collection per day, and nothing for a card of an archived collection.
// Each refusal is 429/403 with the documented body and stores no row and no file.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import {
  createSession,
  RATE_LIMITS,
  WISH_UPLOAD_BYTES_PER_CARD,
  WISH_UPLOADS_PER_CARD,
  WISH_UPLOADS_PER_COLLECTION_DAY,
} from "@ar/core";
import { call, pngFile, useApiServer, webmFile } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { getCard, save, uploadMedia } = cardDoors(api);
const MB = 1024 * 1024;

const filesOf = async (collectionId: number, cardId: string) =>
  (
    await readdir(path.join(api.dataDir, "storage", "collections", String(collectionId), "cards", cardId)).catch(
      () => [],
    )
  ).filter((f) => !f.endsWith(".meta.json"));
const mediaRows = (cardId: string) => getDb().cardMedia.count({ where: { cardId } });

describe("wish upload bounds", () => {
  it("the chosen numbers", () => {
    expect([WISH_UPLOADS_PER_CARD, WISH_UPLOAD_BYTES_PER_CARD / MB, WISH_UPLOADS_PER_COLLECTION_DAY]).toEqual([
      5, 150, 300,
    ]);
    expect(RATE_LIMITS["card-media-collection"].windowMs).toBe(24 * 60 * 60 * 1000);
  });

  it("a card holds WISH_UPLOADS_PER_CARD unsaved files: the next is 429 card_limit storing nothing; a save makes room again", async () => {
    const { cardIds, collection } = await cardsWithPacks({ cards: 1 });
    const cardId = cardIds[0]!;
    const ip = newClient();
    const ids: number[] = [];
    for (let i = 0; i < WISH_UPLOADS_PER_CARD; i++) {
      const up = await uploadMedia(cardId, { name: "p.png", data: await pngFile(16 + i) }, ip);
      expect(up.status).toBe(200);
      ids.push(up.body.id as number);
    }
    const stored = await filesOf(collection.id, cardId);
    const refused = await uploadMedia(cardId, { name: "p.png", data: await pngFile(40) }, newClient());
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      { file: "card_limit" },
    ]);
    expect(await mediaRows(cardId)).toBe(WISH_UPLOADS_PER_CARD);
    expect(await filesOf(collection.id, cardId)).toEqual(stored);

    // The save keeps one and drops the others: the token holder may upload again.
    const saved = await save(cardId, { mediaId: ids[2] }, ip);
    expect(saved.status).toBe(200);
    expect(await mediaRows(cardId)).toBe(1);
    const again = await uploadMedia(cardId, { name: "p.png", data: await pngFile(41) }, ip, saved.body.token);
    expect(again.status).toBe(200);
  });

  it("a card holds WISH_UPLOAD_BYTES_PER_CARD unsaved bytes: a video over what is left is 429 card_limit, storing nothing", async () => {
    const { cardIds, collection } = await cardsWithPacks({ cards: 1 });
    const cardId = cardIds[0]!;
    const ip = newClient();
    for (let i = 0; i < 2; i++)
      expect((await uploadMedia(cardId, { name: "clip.webm", data: webmFile(55 * MB) }, ip)).status).toBe(200);
    const stored = await filesOf(collection.id, cardId);
    // 110 MB of 150 taken: 45 MB more does not fit, though it is under the 60 MB of one video.
    const refused = await uploadMedia(cardId, { name: "clip.webm", data: webmFile(45 * MB) }, ip);
    expect([refused.status, refused.body.error.fields]).toEqual([429, { file: "card_limit" }]);
    expect(await mediaRows(cardId)).toBe(2);
    expect(await filesOf(collection.id, cardId)).toEqual(stored);
    // What still fits is taken.
    expect((await uploadMedia(cardId, { name: "p.png", data: await pngFile(16) }, ip)).status).toBe(200);
  }, 60_000);

  it("concurrent uploads to one card cannot all pass the bound", async () => {
    const { cardIds } = await cardsWithPacks({ cards: 1 });
    const png = await pngFile(16);
    const answers = await Promise.all(
      Array.from({ length: WISH_UPLOADS_PER_CARD + 4 }, () =>
        uploadMedia(cardIds[0]!, { name: "p.png", data: png }, newClient()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(WISH_UPLOADS_PER_CARD);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await mediaRows(cardIds[0]!)).toBe(WISH_UPLOADS_PER_CARD);
  });

  it("a collection takes WISH_UPLOADS_PER_COLLECTION_DAY uploads in 24 h across its cards; a refused file gives its turn back", async () => {
    const { cardIds, collection } = await cardsWithPacks({ cards: 2 });
    const key = String(collection.id);
    const turns = () => getDb().rateLimitEvent.count({ where: { action: "card-media-collection", key } });
    // A wrong file is refused and costs the collection nothing.
    const text = await uploadMedia(
      cardIds[0]!,
      { name: "a.png", data: Buffer.from("not a picture".repeat(50)) },
      newClient(),
    );
    expect(text.status).toBe(415);
    expect(await turns()).toBe(0);
    expect((await uploadMedia(cardIds[0]!, { name: "p.png", data: await pngFile(16) }, newClient())).status).toBe(200);
    expect(await turns()).toBe(1);
    // The rest of the day's uploads, as other visitors of its cards made them.
    await getDb().rateLimitEvent.createMany({
      data: Array.from({ length: WISH_UPLOADS_PER_COLLECTION_DAY - 1 }, () => ({
        action: "card-media-collection",
        key,
      })),
    });
    const refused = await uploadMedia(cardIds[1]!, { name: "p.png", data: await pngFile(16) }, newClient());
    expect([refused.status, refused.body.error.fields, Number(refused.headers.get("retry-after")) > 0]).toEqual([
      429,
      { file: "collection_limit" },
      true,
    ]);
    expect(await mediaRows(cardIds[1]!)).toBe(0);
    expect(await filesOf(collection.id, cardIds[1]!)).toEqual([]);
    // Another collection's cards are not affected.
    const other = await cardsWithPacks({ cards: 1 });
    expect((await uploadMedia(other.cardIds[0]!, { name: "p.png", data: await pngFile(16) }, newClient())).status).toBe(
      200,
    );
  });

  it("a card of an archived collection shows its wish but takes no upload or save (403), until the collection is restored", async () => {
    const { cardIds, collection, user } = await cardsWithPacks({ cards: 2 });
    const [filled, empty] = [cardIds[0]!, cardIds[1]!];
    const ip = newClient();
    const first = await save(filled, { text: "Before the archive" }, ip);
    expect(first.status).toBe(200);
    const token = (await createSession({ userId: user.id })).token;
    const removed = await call(api.url, "DELETE", `/api/cards/${collection.id}`, { token });
    expect(removed.body).toEqual({ result: "archived" });

    expect((await getCard(filled)).body).toMatchObject({ state: "filled", editable: false });
    expect((await getCard(empty)).body).toMatchObject({ state: "empty", editable: false, wish: null });
    const closed = { code: "FORBIDDEN", message: "This card's collection is archived: it takes no wish" };
    const up = await uploadMedia(empty, { name: "p.png", data: await pngFile(16) }, ip);
    expect([up.status, up.body.error]).toEqual([403, closed]);
    const saveEmpty = await save(empty, { text: "After the archive" }, ip);
    expect([saveEmpty.status, saveEmpty.body.error]).toEqual([403, closed]);
    // The token holder's window is still open, but the archive closes it too.
    const edit = await save(filled, { text: "Changed" }, ip, first.body.token);
    expect([edit.status, edit.body.error]).toEqual([403, closed]);
    expect(await getDb().cardMedia.count({ where: { cardId: { in: cardIds } } })).toBe(0);
    expect((await getDb().card.findUniqueOrThrow({ where: { id: empty } })).wish).toBeNull();

    await getDb().cardCollection.update({ where: { id: collection.id }, data: { archivedAt: null } });
    expect((await uploadMedia(empty, { name: "p.png", data: await pngFile(16) }, ip)).status).toBe(200);
  });
});
