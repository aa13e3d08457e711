// Printed cards come alive (issue 20, contract §3), against the real API, database, storage and
// worker task; each test acts as its own client IP (the doors limit each client). Here: the creator's reset and the doors' per-client limits.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { getStorage, PUBLIC_READS_PER_CLIENT_MINUTE, RATE_LIMITS, WISH_UPLOADS_PER_CARD } from "@ar/core";
import { call, collectionWithCards, pngFile, signIn, TEST_CLIENT_IP_HEADER, useApiServer } from "@ar/devtools/testing";
import { cardDoors, cardsWithPacks, newClient } from "./card-wishes-helpers";

const api = useApiServer({ dataDirPrefix: "ar-card-wishes-" });
const { getCard, save, uploadMedia, fetchStatus } = cardDoors(api);

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

  it("one client uploads at most 20 files an hour, across cards; the next is 429 and stores nothing", async () => {
    const limit = RATE_LIMITS["card-media-upload"].limit;
    expect(limit).toBe(20);
    // A card holds WISH_UPLOADS_PER_CARD unsaved files (card-wishes-bounds.test.ts): spread over cards.
    const { cardIds } = await cardsWithPacks({ cards: Math.ceil((limit + 1) / WISH_UPLOADS_PER_CARD) + 1 });
    const ip = newClient();
    const png = await pngFile(16);
    for (let i = 0; i < limit; i++)
      expect(
        (await uploadMedia(cardIds[Math.floor(i / WISH_UPLOADS_PER_CARD)]!, { name: "p.png", data: png }, ip)).status,
      ).toBe(200);
    const fresh = cardIds[cardIds.length - 1]!;
    const refused = await uploadMedia(fresh, { name: "p.png", data: png }, ip);
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      undefined,
    ]);
    expect(await getDb().cardMedia.count({ where: { cardId: { in: cardIds } } })).toBe(limit);
  }, 60_000);
});
