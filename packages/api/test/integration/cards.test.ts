import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, countStatements, createUser, signIn, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-cards-", env: { CARD_BASE_URL: "https://wishes.example.com/c" } });

describe("collections", () => {
  it("create (with a test card), get, update, list by type and archived, delete vs archive", async () => {
    const u = await signIn(api.url, { cardsBalance: 100 });
    const created = await call(api.url, "POST", "/api/cards", {
      token: u.token,
      body: { trackingType: "image", type: "classic", data: { cardWidth: 10 } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      trackingType: "image",
      cardType: "classic",
      data: { cardWidth: 10 },
      cardsCount: 0,
      filled: 0,
      views: 0,
      archived: false,
    });
    expect(created.body.testCard.id).toMatch(/^[a-z2-9]{16}$/);
    const id = created.body.id as number;

    const updated = await call(api.url, "POST", `/api/cards/${id}`, {
      token: u.token,
      body: { data: { cardWidth: 12 }, trackingType: "qr" },
    });
    expect(updated.body).toMatchObject({ trackingType: "qr", data: { cardWidth: 12 } });
    expect((await call(api.url, "GET", `/api/cards/${id}`, { token: u.token })).body.id).toBe(id);
    expect(
      (await call(api.url, "GET", "/api/cards?type=classic", { token: u.token })).body.map((c: { id: number }) => c.id),
    ).toEqual([id]);
    expect((await call(api.url, "GET", "/api/cards?type=v2", { token: u.token })).body).toEqual([]);

    // No cards yet: deleted.
    const empty = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body.id as number;
    expect((await call(api.url, "DELETE", `/api/cards/${empty}`, { token: u.token })).body).toEqual({
      result: "deleted",
    });
    expect(await getDb().cardCollection.findUnique({ where: { id: empty } })).toBeNull();

    // With cards: archived, and found under archived=true.
    await call(api.url, "POST", `/api/cards/${id}/generate-cards`, { token: u.token, body: { count: 3 } });
    expect((await call(api.url, "DELETE", `/api/cards/${id}`, { token: u.token })).body).toEqual({
      result: "archived",
    });
    expect((await call(api.url, "GET", "/api/cards?type=classic", { token: u.token })).body).toEqual([]);
    const archived = (await call(api.url, "GET", "/api/cards?type=classic&archived=true", { token: u.token })).body;
    expect(archived.map((c: { id: number; cardsCount: number }) => [c.id, c.cardsCount])).toEqual([[id, 3]]);
  });

  it("owner, other user, admin, anonymous", async () => {
    const owner = await signIn(api.url);
    const other = await signIn(api.url);
    const admin = await signIn(api.url, { isAdmin: true });
    const id = (await call(api.url, "POST", "/api/cards", { token: owner.token, body: {} })).body.id as number;
    for (const [method, p, body] of [
      ["GET", `/api/cards/${id}`, undefined],
      ["POST", `/api/cards/${id}`, { data: {} }],
      ["POST", `/api/cards/${id}/generate-cards`, { count: 1 }],
      ["POST", `/api/cards/${id}/test-card`, undefined],
      ["DELETE", `/api/cards/${id}`, undefined],
    ] as const) {
      expect((await call(api.url, method, p, { token: other.token, body })).status, `${method} ${p}`).toBe(404);
      expect((await call(api.url, method, p, { body })).status, `${method} ${p} anonymous`).toBe(401);
    }
    expect((await call(api.url, "GET", `/api/cards/${id}`, { token: admin.token })).status).toBe(200);
    expect((await call(api.url, "GET", "/api/cards/999999999", { token: owner.token })).status).toBe(404);
  });

  it("choosing the cards' domain needs the feature wishes (editors spec 6); keeping or dropping the saved one does not", async () => {
    const u = await signIn(api.url);
    // The domain must be one the selector offers: here the account's own custom domain.
    await getDb().user.update({ where: { id: u.user.id }, data: { customDomain: "cards.example.org" } });
    const created = await call(api.url, "POST", "/api/cards", {
      token: u.token,
      body: { data: { domain: "cards.example.org" } },
    });
    expect(created.status).toBe(200);
    await getDb().user.update({ where: { id: u.user.id }, data: { features: ["ar-qr"] } });
    const id = created.body.id as number;
    expect(
      (
        await call(api.url, "POST", `/api/cards/${id}`, {
          token: u.token,
          body: { data: { domain: "cards.example.org", present: "none" } },
        })
      ).status,
    ).toBe(200);
    for (const [path, body] of [
      [`/api/cards/${id}`, { data: { domain: "other.example.org" } }],
      ["/api/cards", { data: { domain: "cards.example.org" } }],
    ] as const) {
      const refused = await call(api.url, "POST", path, { token: u.token, body });
      expect([refused.status, refused.body.error.code], path).toEqual([403, "FEATURE_REQUIRED"]);
    }
    expect((await getDb().cardCollection.findUniqueOrThrow({ where: { id } })).data).toMatchObject({
      domain: "cards.example.org",
    });
    expect(
      (await call(api.url, "POST", `/api/cards/${id}`, { token: u.token, body: { data: { domain: null } } })).status,
    ).toBe(200);
  });

  it("validation: pack ids must be the user's packs; data is an object", async () => {
    const u = await signIn(api.url);
    const foreign = await getDb().assetPack.create({
      data: { type: "sticker", name: "x", authorId: (await createUser()).user.id },
    });
    const res = await call(api.url, "POST", "/api/cards", { token: u.token, body: { assetPacks: [foreign.id] } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ assetPacks: "invalid" });
    expect(
      (await call(api.url, "POST", "/api/cards", { token: u.token, body: { data: "x", trackingType: "laser" } })).body
        .error.fields,
    ).toEqual({ data: "invalid", trackingType: "invalid" });
  });

  it("the list answers with the same number of SQL statements for 10 and 1,000 collections", async () => {
    const u = await signIn(api.url);
    const db = getDb();
    const { listCollections } = await import("@ar/core");
    // Statements through the pg pool the Prisma client uses.
    const measure = async () =>
      (
        await countStatements(() =>
          listCollections({ actor: { id: u.user.id, isAdmin: false, features: [] }, input: {} }),
        )
      ).statements;
    const make = async (n: number) => {
      const rows = await db.cardCollection.createManyAndReturn({
        data: Array.from({ length: n }, () => ({ userId: u.user.id })),
        select: { id: true },
      });
      await db.card.createMany({ data: rows.map((r, i) => ({ id: `q${r.id}x${i}abcdefgh`, collectionId: r.id })) });
    };
    await make(10);
    const ten = await measure();
    await make(990);
    const thousand = await measure();
    expect(ten).toBeGreaterThan(0);
    expect(thousand).toBe(ten);
  });
});

describe("card generation", () => {
  it("spends the balance, refuses when short, and a retried request returns the same batch", async () => {
    const u = await signIn(api.url, { cardsBalance: 5 });
    const id = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body.id as number;
    const first = await call(api.url, "POST", `/api/cards/${id}/generate-cards`, {
      token: u.token,
      body: { count: 3, requestId: "batch-0001" },
    });
    expect(first.status).toBe(200);
    expect(first.body.cards).toHaveLength(3);
    const retry = await call(api.url, "POST", `/api/cards/${id}/generate-cards`, {
      token: u.token,
      body: { count: 3, requestId: "batch-0001" },
    });
    expect(retry.body).toMatchObject({ batchId: first.body.batchId, created: false });
    expect(retry.body.cards).toEqual(first.body.cards);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: u.user.id } })).cardsBalance).toBe(2);
    const short = await call(api.url, "POST", `/api/cards/${id}/generate-cards`, {
      token: u.token,
      body: { count: 3 },
    });
    expect(short.status).toBe(409);
    expect(short.body.error.fields).toEqual({ count: "insufficient_balance" });
    expect(await getDb().card.count({ where: { collectionId: id, isTest: false } })).toBe(3);
    expect(
      (await call(api.url, "POST", `/api/cards/${id}/generate-cards`, { token: u.token, body: { count: 0 } })).status,
    ).toBe(400);
    expect(
      (await call(api.url, "POST", `/api/cards/${id}/generate-cards`, { token: u.token, body: { count: 1.5 } })).status,
    ).toBe(400);
  });

  it("two concurrent identical requests make one batch", async () => {
    const u = await signIn(api.url, { cardsBalance: 100 });
    const id = (await call(api.url, "POST", "/api/cards", { token: u.token, body: {} })).body.id as number;
    const results = await Promise.all(
      [1, 2].map(() =>
        call(api.url, "POST", `/api/cards/${id}/generate-cards`, {
          token: u.token,
          body: { count: 10, requestId: "same-request-1" },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.batchId).toBe(results[1]!.body.batchId);
    expect(await getDb().card.count({ where: { collectionId: id, isTest: false } })).toBe(10);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: u.user.id } })).cardsBalance).toBe(90);
  });
});
