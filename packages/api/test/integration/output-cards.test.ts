// Real answers of the account, stats and card doors match their published schemas
// (docs/decisions/0042), the JsonText collection list and the background upload included.
import { describe, expect, it } from "vitest";
import { call, collectionWithCards, formData, pngFile, signIn, upload, useApiServer } from "@ar/devtools/testing";
import { doorSchema, expectDescribed, expectDoor, expectTrpc } from "./output-helpers";

const api = useApiServer({ dataDirPrefix: "ar-output-cards-" });

describe("account and stats answers", () => {
  it("the account, the sign-in options and the stats match their schemas", async () => {
    const { token } = await signIn(api.url);
    await expectDoor(api.url, "GET /api/account", "/api/account", { token });
    await expectDoor(api.url, "GET /api/account/data", "/api/account/data");
    await collectionWithCards((await signIn(api.url)).user.id, 1);
    await expectDoor(api.url, "GET /api/stats/all", "/api/stats/all", { token });
  });
});

describe("card answers", () => {
  it("collections: created, listed (pre-rendered text), read, updated, duplicated, removed", async () => {
    const { token } = await signIn(api.url);
    const created = await expectDoor(api.url, "POST /api/cards", "/api/cards", {
      token,
      body: { type: "v2", data: { cardWidth: 14.8, title: "Birthday" } },
    });
    const id = created.body.id as number;
    await expectDoor(api.url, "POST /api/cards", "/api/cards", { token, body: { type: "classic" } });
    const list = await expectDoor(api.url, "GET /api/cards", "/api/cards", { token });
    expect(list.body).toHaveLength(2);
    await expectDoor(api.url, "GET /api/cards", "/api/cards?type=v2", { token });
    await expectDoor(api.url, "GET /api/cards/:id", `/api/cards/${id}`, { token });
    await expectDoor(api.url, "POST /api/cards/:id", `/api/cards/${id}`, { token, body: { data: { title: "New" } } });
    await expectTrpc(api.url, "cards.duplicate", "mutation", { collectionId: id }, token);
    await expectDoor(api.url, "DELETE /api/cards/:id", `/api/cards/${id}`, { token });
  });

  it("cards: generated, the test card, stats, urls and price", async () => {
    const { user, token } = await signIn(api.url, { cardsBalance: 3 });
    const { collection } = await collectionWithCards(user.id, 2);
    const id = collection.id;
    await expectDoor(api.url, "POST /api/cards/:id/generate-cards", `/api/cards/${id}/generate-cards`, {
      token,
      body: { count: 2 },
    });
    await expectDoor(api.url, "POST /api/cards/:id/test-card", `/api/cards/${id}/test-card`, { token });
    const stats = await expectDoor(api.url, "GET /api/cards/:id/card-stats", `/api/cards/${id}/card-stats`, { token });
    expect(stats.body).toHaveLength(4);
    await expectDoor(api.url, "GET /api/urls", "/api/urls", { token });
    await expectDoor(api.url, "GET /api/cards/price", "/api/cards/price?count=3", { token });
  });

  it("the card viewer's read and event, and a background upload", async () => {
    const { user, token } = await signIn(api.url);
    const { collection, cardIds } = await collectionWithCards(user.id, 1);
    const cardId = cardIds[0]!;
    const card = await expectDoor(api.url, "GET /api/public/cards/:cardId", `/api/public/cards/${cardId}`);
    expect(card.body).toMatchObject({ id: cardId, state: "empty", wish: null });
    await expectDoor(api.url, "POST /api/public/cards/:cardId/view", `/api/public/cards/${cardId}/view`);
    const door = "POST /api/cards/:id/background/:side";
    const uploaded = await upload(
      api.url,
      token,
      `/api/cards/${collection.id}/background/front`,
      formData({ file: { name: "front.png", data: await pngFile(), type: "image/png" } }),
    );
    expectDescribed(doorSchema(door), uploaded);
  });

  it("a field the schema does not describe is caught", async () => {
    const answer = await call(api.url, "GET", "/api/account/data");
    expect(() =>
      expectDescribed(doorSchema("GET /api/account/data"), { ...answer, body: { ...answer.body, extra: 1 } }),
    ).toThrow();
  });
});
