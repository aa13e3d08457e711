// Printed cards come alive (issue 20, contract §3), against the real API, database, storage and
// worker task; each test acts as its own client IP (the doors limit each client). Here: the card as the viewer reads it.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { pngFile, useApiServer } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient, PUBLIC_URL } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { getCard, uploadMedia, fetchStatus } = cardDoors(api);

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
