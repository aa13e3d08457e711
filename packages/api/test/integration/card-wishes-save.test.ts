// Printed cards come alive (issue 20, contract §3), against the real API, database, storage and
// worker task; each test acts as its own client IP (the doors limit each client). Here: saving a wish.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { WISH_EDIT_HOURS } from "@ar/core";
import { pngFile, useApiServer } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient, PUBLIC_URL } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { getCard, save, uploadMedia, fetchStatus } = cardDoors(api);

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
