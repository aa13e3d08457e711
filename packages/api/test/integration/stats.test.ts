import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { createUser } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

async function tokenFor(email: string, password: string) {
  return (await call(api.url, "POST", "/api/account/login", { body: { email, password } })).body.token as string;
}

const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - n);
  return d;
};

describe("GET /api/stats/all", () => {
  it("401 without a session", async () => {
    expect((await call(api.url, "GET", "/api/stats/all")).status).toBe(401);
  });

  it("a new user has no collections, no entries and no projects", async () => {
    const { user, password } = await createUser();
    const res = await call(api.url, "GET", "/api/stats/all", { token: await tokenFor(user.email, password) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cards: { collections: [], visits: [], usings: [] }, arProjects: { count: 0 } });
  });

  it("reports only the caller's collections, days in the window, and owned plus shared projects", async () => {
    const db = getDb();
    const { user, password } = await createUser();
    const other = await createUser();
    const a = await db.cardCollection.create({ data: { userId: user.id } });
    const b = await db.cardCollection.create({ data: { userId: user.id } });
    const foreign = await db.cardCollection.create({ data: { userId: other.user.id } });
    await db.cardStatDay.createMany({
      data: [
        { collectionId: a.id, day: daysAgo(0), views: 5, usings: 1 },
        { collectionId: a.id, day: daysAgo(3), views: 2, usings: 0 },
        { collectionId: b.id, day: daysAgo(3), views: 1, usings: 4 },
        { collectionId: a.id, day: daysAgo(40), views: 99, usings: 99 },
        { collectionId: foreign.id, day: daysAgo(0), views: 7, usings: 7 },
      ],
    });
    await db.arProject.create({ data: { ownerId: user.id, type: "QR", apiKey: `k-${user.id}-1` } });
    const shared = await db.arProject.create({
      data: { ownerId: other.user.id, type: "ALBUM", apiKey: `k-${user.id}-2` },
    });
    await db.arProjectUser.create({ data: { projectId: shared.id, userId: user.id } });

    const res = await call(api.url, "GET", "/api/stats/all", { token: await tokenFor(user.email, password) });
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    expect(res.body.cards.collections).toEqual([a.id, b.id]);
    expect(res.body.cards.visits).toEqual([
      { collectionId: a.id, day: day(3), count: 2 },
      { collectionId: b.id, day: day(3), count: 1 },
      { collectionId: a.id, day: day(0), count: 5 },
    ]);
    expect(res.body.cards.usings).toEqual([
      { collectionId: b.id, day: day(3), count: 4 },
      { collectionId: a.id, day: day(0), count: 1 },
    ]);
    expect(res.body.arProjects).toEqual({ count: 2 });
  });
});
