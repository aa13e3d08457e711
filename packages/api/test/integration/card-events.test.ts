// Card view and use events come from anyone (the viewer app): each counts once per card, visitor
// and day, one client (IP) adds at most CARD_EVENTS_PER_CLIENT_HOUR counted events an hour, and no
// IP or user agent is kept (only salted hashes). They find the card as the public page does (404,
// 403 for an unpaid card) and never fill it: only saving a wish does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { CARD_EVENTS_PER_CLIENT_HOUR, createCollection, createSession } from "@ar/core";
import { call, createUser, startApiServer, TEST_CLIENT_IP_HEADER, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

async function cardsOfNewCollection(n: number) {
  const { user } = await createUser();
  const actor = { id: user.id, isAdmin: false, features: [] };
  const collectionId = (await createCollection({ actor, input: {} })).id;
  const ids = Array.from({ length: n }, (_, i) => `ev${collectionId}x${i}${Date.now().toString(36)}`);
  await getDb().card.createMany({ data: ids.map((id) => ({ id, collectionId })) });
  const token = (await createSession({ userId: user.id })).token;
  return { ids, collectionId, token };
}

const send = (cardId: string, event: "view" | "use", ip: string, ua: string) =>
  call(api.url, "POST", `/api/public/cards/${cardId}/${event}`, {
    headers: { [TEST_CLIENT_IP_HEADER]: ip, "user-agent": ua },
  });
const sendTrpc = (cardId: string, event: "view" | "use", ip: string) =>
  fetch(`${api.url}/api/trpc/cards.recordEvent`, {
    method: "POST",
    headers: { "content-type": "application/json", [TEST_CLIENT_IP_HEADER]: ip, "user-agent": "Phone" },
    body: JSON.stringify({ cardId, event }),
  });
const saveWish = (cardId: string, ip: string, ua: string) =>
  call(api.url, "POST", `/api/public/cards/${cardId}/wish`, {
    body: { text: "Happy birthday" },
    headers: { [TEST_CLIENT_IP_HEADER]: ip, "user-agent": ua },
  });
const counts = (cardId: string) =>
  getDb().card.findUniqueOrThrow({ where: { id: cardId }, select: { views: true, usings: true } });

describe("card events", () => {
  it("count once per card, visitor and day, on both doors; other visitors and other cards count", async () => {
    const {
      ids: [a, b],
      collectionId,
      token,
    } = await cardsOfNewCollection(2);
    for (let i = 0; i < 5; i++) expect((await send(a!, "view", "198.51.100.1", "Phone A")).status).toBe(200);
    const trpc = await fetch(`${api.url}/api/trpc/cards.recordEvent`, {
      method: "POST",
      headers: { "content-type": "application/json", [TEST_CLIENT_IP_HEADER]: "198.51.100.1", "user-agent": "Phone A" },
      body: JSON.stringify({ cardId: a, event: "view" }),
    });
    expect(trpc.status).toBe(200);
    expect(await counts(a!)).toEqual({ views: 1, usings: 0 });
    await send(a!, "view", "198.51.100.1", "Phone B"); // another device behind the same address
    await send(a!, "view", "198.51.100.2", "Phone A");
    // The save records the visitor's use; the same visitor's use event the same day adds nothing.
    expect((await saveWish(a!, "198.51.100.1", "Phone A")).status).toBe(200);
    expect((await send(a!, "use", "198.51.100.1", "Phone A")).status).toBe(200);
    await send(b!, "view", "198.51.100.1", "Phone A");
    expect(await counts(a!)).toEqual({ views: 3, usings: 1 });
    expect(await counts(b!)).toEqual({ views: 1, usings: 0 });
    const stats = (await call(api.url, "GET", "/api/stats/all", { token })).body;
    const day = new Date().toISOString().slice(0, 10);
    expect(stats.cards.visits).toEqual([{ collectionId, day, count: 4 }]);
    expect(stats.cards.usings).toEqual([{ collectionId, day, count: 1 }]);
  });

  it("one client cannot inflate by changing its user agent: 429 with Retry-After beyond the hourly limit, counting nothing", async () => {
    const {
      ids: [card],
    } = await cardsOfNewCollection(1);
    for (let i = 0; i < CARD_EVENTS_PER_CLIENT_HOUR; i++)
      expect((await send(card!, "view", "192.0.2.9", `Bot ${i}`)).status).toBe(200);
    const refused = await send(card!, "view", "192.0.2.9", "Bot again");
    expect([refused.status, refused.body.error.code, Number(refused.headers.get("retry-after")) > 0]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      true,
    ]);
    expect(await counts(card!)).toEqual({ views: CARD_EVENTS_PER_CLIENT_HOUR, usings: 0 });
    // Each user agent was a visitor of its own, yet one client: the limit is the address's alone.
    const visits = await getDb().cardVisit.findMany({ where: { cardId: card! } });
    expect(new Set(visits.map((v) => v.visitor)).size).toBe(CARD_EVENTS_PER_CLIENT_HOUR);
    expect(new Set(visits.map((v) => v.client)).size).toBe(1);
    expect((await send(card!, "view", "192.0.2.10", "Someone else")).status).toBe(200);
    expect((await counts(card!)).views).toBe(CARD_EVENTS_PER_CLIENT_HOUR + 1);
  });

  it("the test card's view and wish stay on that card: the collection's statistics leave them out", async () => {
    const {
      ids: [given],
      collectionId,
      token,
    } = await cardsOfNewCollection(1);
    const test = `ev${collectionId}test${Date.now().toString(36)}`;
    await getDb().card.create({ data: { id: test, collectionId, isTest: true } });
    expect((await send(test, "view", "198.51.100.30", "Creator's phone")).status).toBe(200);
    expect((await saveWish(test, "198.51.100.30", "Creator's phone")).status).toBe(200);
    expect(await counts(test)).toEqual({ views: 1, usings: 1 });
    const empty = (await call(api.url, "GET", "/api/stats/all", { token })).body;
    expect([empty.cards.visits, empty.cards.usings]).toEqual([[], []]);
    // A card given away still counts.
    await send(given!, "view", "198.51.100.31", "Friend's phone");
    const day = new Date().toISOString().slice(0, 10);
    const stats = (await call(api.url, "GET", "/api/stats/all", { token })).body;
    expect([stats.cards.visits, stats.cards.usings]).toEqual([[{ collectionId, day, count: 1 }], []]);
  });

  it("a use of an empty card is 409 on both doors and neither fills it nor counts; only saving a wish fills it", async () => {
    const {
      ids: [card],
      collectionId,
    } = await cardsOfNewCollection(1);
    const refused = await send(card!, "use", "198.51.100.20", "Phone");
    expect([refused.status, refused.body.error.code]).toEqual([409, "CONFLICT"]);
    expect((await sendTrpc(card!, "use", "198.51.100.20")).status).toBe(409);
    const row = () =>
      getDb().card.findUniqueOrThrow({ where: { id: card! }, select: { filledAt: true, usings: true, wish: true } });
    expect(await row()).toEqual({ filledAt: null, usings: 0, wish: null });
    expect(await getDb().cardVisit.count({ where: { cardId: card! } })).toBe(0);
    expect(await getDb().cardStatDay.count({ where: { collectionId } })).toBe(0);
    // The page still offers the card to fill.
    expect((await call(api.url, "GET", `/api/public/cards/${card}`)).body).toMatchObject({
      state: "empty",
      editable: true,
    });
    expect((await saveWish(card!, "198.51.100.20", "Phone")).status).toBe(200);
    expect(await row()).toMatchObject({ filledAt: expect.any(Date), usings: 1 });
  });

  it("events find the card as the page does: an unpaid card is 403, unknown and malformed ids 404, on both doors, counting nothing", async () => {
    const {
      ids: [card, other],
      collectionId,
    } = await cardsOfNewCollection(2);
    const order = await getDb().order.create({ data: { collectionId, count: 1, amountKopecks: 100 } });
    await getDb().card.update({ where: { id: card! }, data: { orderId: order.id } });
    const ip = "198.51.100.30";
    const page = await call(api.url, "GET", `/api/public/cards/${card}`);
    expect([page.status, page.body.error.message]).toEqual([403, "This card is not paid yet"]);
    for (const event of ["view", "use"] as const) {
      const rest = await send(card!, event, ip, "Phone");
      expect([rest.status, rest.body]).toEqual([page.status, page.body]);
      expect((await sendTrpc(card!, event, ip)).status).toBe(403);
    }
    for (const id of ["nosuchcard", "a".repeat(65), "x%27%20OR%201%3D1", "%F0%9F%98%80"]) {
      const rest = await send(id, "view", ip, "Phone");
      expect([id, rest.status, rest.body.error?.code]).toEqual([id, 404, "NOT_FOUND"]);
    }
    expect((await sendTrpc("a".repeat(65), "view", ip)).status).toBe(404);
    expect(await getDb().cardVisit.count({ where: { cardId: { in: [card!, other!] } } })).toBe(0);
    expect(await counts(card!)).toEqual({ views: 0, usings: 0 });
    // Once paid, the same card counts.
    await getDb().order.update({ where: { id: order.id }, data: { status: "paid" } });
    expect((await send(card!, "view", ip, "Phone")).status).toBe(200);
    expect(await counts(card!)).toEqual({ views: 1, usings: 0 });
  });

  it("keeps no IP address or user agent, only hashes under a daily salt", async () => {
    const {
      ids: [card],
    } = await cardsOfNewCollection(1);
    await send(card!, "view", "203.0.113.77", "Secret Agent 1.0");
    const rows = await getDb().cardVisit.findMany({ where: { cardId: card } });
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/203\.0\.113\.77|Secret Agent/);
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(await getDb().cardVisitSalt.count()).toBeGreaterThan(0);
  });
});
