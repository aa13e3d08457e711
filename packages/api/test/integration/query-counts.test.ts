// SQL statements per request stay constant in the number of rows: the main list and detail
// endpoints are measured for a user with a few things, then again with ten times as many. An N+1
// query (a statement per row) fails this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { getDb } from "@ar/db";
import { createSession } from "@ar/core";
import { createUser, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-queries-" });
let statements = 0;
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  // Every statement the app sends goes through pg.Client#query (pooled or not).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await api.close();
});

/** Adds `n` collections (3 cards and an order each), projects (2 scenes, 1 asset each), packs and payments for the user. */
async function grow(userId: number, n: number) {
  const db = getDb();
  for (let i = 0; i < n; i++) {
    const c = await db.cardCollection.create({ data: { userId, cardType: i % 2 ? "classic" : "v2", data: { n: i } } });
    await db.card.createMany({
      data: [0, 1, 2].map((k) => ({
        id: `q${c.id}x${k}${Math.random().toString(36).slice(2, 8)}`,
        collectionId: c.id,
        isTest: k === 0,
      })),
    });
    const order = await db.order.create({
      data: { userId, collectionId: c.id, count: 3, amountKopecks: 45000, status: "complete" },
    });
    const p = await db.arProject.create({
      data: { ownerId: userId, type: "ALBUM", name: `P${i}`, apiKey: `k${c.id}${Math.random().toString(36).slice(2)}` },
    });
    await db.scene.createMany({ data: [0, 1].map((k) => ({ projectId: p.id, name: `S${k}`, data: [] })) });
    await db.asset.create({
      data: {
        projectId: p.id,
        name: "a.png",
        kind: "image",
        size: 10,
        srcKey: `projects/${p.id}/a.png`,
        uploadStatus: "ready",
        progress: 100,
      },
    });
    await db.assetPack.create({
      data: { authorId: userId, type: "sticker", name: `Pack ${i}`, owners: { create: { userId } } },
    });
    await db.payment.create({
      data: {
        userId,
        orderId: order.id,
        amountKopecks: 45000,
        count: 3,
        description: `Order ${i}`,
        status: "success",
        providerPaymentId: `pp${c.id}`,
      },
    });
  }
}

async function measure(token: string, paths: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const p of paths) {
    await fetch(`${api.url}${p}`, { headers: { authorization: `Bearer ${token}` } }); // warm caches (prepared state, lazy singletons)
    statements = 0;
    const res = await fetch(`${api.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, p).toBe(200);
    await res.arrayBuffer();
    out[p] = statements;
  }
  return out;
}

describe("SQL statements per request", () => {
  it("do not grow with the number of rows on the main list and detail endpoints", async () => {
    const { user } = await createUser({ isAdmin: true }); // every feature: the lists behind them are measured too
    const { token } = await createSession({ userId: user.id });
    await grow(user.id, 3);
    const db = getDb();
    const firstCollection = (await db.cardCollection.findFirstOrThrow({ where: { userId: user.id } })).id;
    const firstProject = (await db.arProject.findFirstOrThrow({ where: { ownerId: user.id } })).id;
    const firstPack = (await db.assetPack.findFirstOrThrow({ where: { authorId: user.id } })).id;
    const paths = [
      "/api/cards",
      "/api/cards?type=classic",
      `/api/cards/${firstCollection}`,
      `/api/cards/${firstCollection}/card-stats`,
      "/api/ar-projects/album",
      `/api/ar-projects/data/${firstProject}`,
      `/api/ar-projects/${firstProject}/users`,
      "/api/cards/assets",
      `/api/cards/assets/${firstPack}/items`,
      "/api/arkit",
      "/api/stats/all",
      "/api/admin/accounts",
      "/api/admin/payments",
    ];
    const small = await measure(token, paths);
    await grow(user.id, 30);
    const large = await measure(token, paths);
    expect(large).toEqual(small);
    // And the figures themselves stay small: a page is a handful of statements.
    for (const [p, n] of Object.entries(large)) expect(n, p).toBeLessThanOrEqual(12);
  }, 120_000);
});
