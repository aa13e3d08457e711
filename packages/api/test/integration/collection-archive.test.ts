// Restoring a collection from the archive and duplicating one (issue 23, core
// cards/collection-archive.ts, docs/decisions/0035): what a copy holds and what it leaves out,
// that the copy's files are its own, and the abuse: other users and admins get 404 and change
// nothing, a duplicate drops a domain the account may not choose, duplicates are rate-limited.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { RATE_LIMITS, getStorage } from "@ar/core";
import { call, createUser, formData, pngFile, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-collection-archive-" });

async function signedIn(opts: { isAdmin?: boolean; features?: string[] } = {}) {
  const { user, password } = await createUser(opts);
  const token = (await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).body
    .token as string;
  return { user, token };
}

const trpc = (token: string, proc: string, input: unknown) =>
  call(api.url, "POST", `/api/trpc/${proc}`, { token, body: input });

async function upload(token: string, id: number, side: "front" | "back" | "preview", color: string) {
  const res = await fetch(`${api.url}/api/cards/${id}/background/${side}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: formData({ file: { name: `${side}.png`, data: await pngFile(48, color), type: "image/png" } }),
  });
  expect(res.status).toBe(200);
}

const design = {
  frontside: {
    width: 800,
    height: 600,
    qrPosition: { x: 560, y: 360, size: 200 },
    qrColors: { dark: "#112233", light: "#FFFFFF" },
  },
  backside: { width: 800, height: 600 },
  cardWidth: 12,
  present: "fixed",
  presentUrl: "https://gift.example/x",
  domain: "mine.example.org",
};

/** A collection with design images, a pack, 3 cards of a paid order (one with a wish), a print export and stats. */
async function fullCollection(token: string, userId: number) {
  // The saved domain must be one the selector offers the account: its custom domain.
  await getDb().user.update({ where: { id: userId }, data: { customDomain: design.domain } });
  const pack = await getDb().assetPack.create({
    data: { name: "Stickers", type: "sticker", authorId: userId, owners: { create: { userId } } },
  });
  const created = await call(api.url, "POST", "/api/cards", {
    token,
    body: { trackingType: "qr", type: "v2", data: design, assetPacks: [pack.id] },
  });
  expect(created.status).toBe(200);
  const id = created.body.id as number;
  await upload(token, id, "front", "#7c3aed");
  await upload(token, id, "back", "#16a34a");
  await upload(token, id, "preview", "#f59e0b");
  const order = await getDb().order.create({
    data: { collectionId: id, userId, count: 3, amountKopecks: 45000, status: "paid", paidAt: new Date() },
  });
  for (let i = 0; i < 3; i++) {
    await getDb().card.create({
      data: {
        id: `dupsrc${id}x${i}`,
        collectionId: id,
        orderId: order.id,
        ...(i === 0 ? { wish: { text: "Happy birthday" }, filledAt: new Date() } : {}),
      },
    });
  }
  await getDb().printExport.create({ data: { collectionId: id, userId, cardIds: [`dupsrc${id}x0`], options: {} } });
  return { id, packId: pack.id };
}

async function collectionRows(userId: number) {
  return getDb().cardCollection.count({ where: { userId } });
}

describe("restore from the archive", () => {
  it("brings an archived collection back into the current list; a current one stays as it is", async () => {
    const u = await signedIn();
    const { id } = await fullCollection(u.token, u.user.id);
    expect((await call(api.url, "DELETE", `/api/cards/${id}`, { token: u.token })).body).toEqual({
      result: "archived",
    });
    expect((await call(api.url, "GET", "/api/cards?type=v2", { token: u.token })).body).toEqual([]);

    const restored = await trpc(u.token, "cards.restore", { collectionId: id });
    expect(restored.status).toBe(200);
    expect(restored.body.result.data).toMatchObject({ id, archived: false, cardsCount: 3 });
    expect(
      (await call(api.url, "GET", "/api/cards?type=v2", { token: u.token })).body.map((c: { id: number }) => c.id),
    ).toEqual([id]);
    expect((await call(api.url, "GET", "/api/cards?type=v2&archived=true", { token: u.token })).body).toEqual([]);

    const again = await trpc(u.token, "cards.restore", { collectionId: id });
    expect(again.body.result.data).toMatchObject({ id, archived: false });
  });

  it("another user, an admin and anonymous get nothing restored (404 / 401)", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const { id } = await fullCollection(owner.token, owner.user.id);
    await call(api.url, "DELETE", `/api/cards/${id}`, { token: owner.token });
    expect((await trpc(other.token, "cards.restore", { collectionId: id })).status).toBe(404);
    expect((await trpc(admin.token, "cards.restore", { collectionId: id })).status).toBe(404);
    expect((await call(api.url, "POST", "/api/trpc/cards.restore", { body: { collectionId: id } })).status).toBe(401);
    expect((await trpc(owner.token, "cards.restore", { collectionId: 2147483647 })).status).toBe(404);
    const bad = await trpc(owner.token, "cards.restore", { collectionId: "x" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("collectionId");
    expect((await getDb().cardCollection.findUniqueOrThrow({ where: { id } })).archivedAt).not.toBeNull();
  });
});

describe("duplicate", () => {
  it("copies design and settings with files of its own; no orders, cards, wishes, exports or stats", async () => {
    const u = await signedIn();
    const { id, packId } = await fullCollection(u.token, u.user.id);
    await call(api.url, "DELETE", `/api/cards/${id}`, { token: u.token }); // archived: duplicating works from the archive too
    const source = await getDb().cardCollection.findUniqueOrThrow({ where: { id } });

    const res = await trpc(u.token, "cards.duplicate", { collectionId: id });
    expect(res.status).toBe(200);
    const copy = res.body.result.data;
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      cardType: "v2",
      trackingType: "qr",
      data: design,
      archived: false,
      cardsCount: 0,
      filled: 0,
      views: 0,
      orders: [],
      cardAssetPacks: [packId],
    });
    const row = await getDb().cardCollection.findUniqueOrThrow({
      where: { id: copy.id },
      include: { cards: true, orders: true, exports: true },
    });
    expect(row.userId).toBe(u.user.id);
    // Only a fresh test card.
    expect(row.cards).toHaveLength(1);
    expect(row.cards[0]!.isTest).toBe(true);
    expect(row.cards[0]!.wish).toBeNull();
    expect(row.orders).toEqual([]);
    expect(row.exports).toEqual([]);
    // The images are new files in the copy's folder, byte for byte the source's.
    for (const field of ["backgroundFrontSrc", "backgroundBackSrc", "previewSrc"] as const) {
      expect(row[field]).toMatch(new RegExp(`^collections/${copy.id}/`));
      expect(row[field]).not.toBe(source[field]);
      expect((await getStorage().getBuffer(row[field]!))!.equals((await getStorage().getBuffer(source[field]!))!)).toBe(
        true,
      );
    }
    // Deleting the copy (no cards) removes its files only; the source's stay.
    expect((await call(api.url, "DELETE", `/api/cards/${copy.id}`, { token: u.token })).body).toEqual({
      result: "deleted",
    });
    expect(await getStorage().getBuffer(source.backgroundFrontSrc!)).not.toBeNull();
    expect(await getStorage().getBuffer(row.backgroundFrontSrc!)).toBeNull();
    // The source is untouched: still archived, its cards and order there.
    const after = await getDb().cardCollection.findUniqueOrThrow({
      where: { id },
      include: { cards: true, orders: true },
    });
    expect(after.archivedAt).not.toBeNull();
    expect(after.cards.filter((c) => !c.isTest)).toHaveLength(3);
    expect(after.orders).toHaveLength(1);
  });

  it("another user, an admin and anonymous cannot duplicate (404 / 401), and nothing is created", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const { id } = await fullCollection(owner.token, owner.user.id);
    const before = await getDb().cardCollection.count();
    expect((await trpc(other.token, "cards.duplicate", { collectionId: id })).status).toBe(404);
    expect((await trpc(admin.token, "cards.duplicate", { collectionId: id })).status).toBe(404);
    expect((await call(api.url, "POST", "/api/trpc/cards.duplicate", { body: { collectionId: id } })).status).toBe(401);
    expect(await getDb().cardCollection.count()).toBe(before);
    expect(await collectionRows(other.user.id)).toBe(0);
    expect(await collectionRows(admin.user.id)).toBe(0);
  });

  it("drops the saved domain when the account may no longer choose one (no 'wishes')", async () => {
    const u = await signedIn();
    const { id } = await fullCollection(u.token, u.user.id);
    await getDb().user.update({ where: { id: u.user.id }, data: { features: [] } });
    const res = await trpc(u.token, "cards.duplicate", { collectionId: id });
    expect(res.status).toBe(200);
    expect(res.body.result.data.data).not.toHaveProperty("domain");
    expect(res.body.result.data.data).toMatchObject({ cardWidth: 12, present: "fixed" });
  });

  it("is rate-limited per account: past the hour's limit 429, nothing created", async () => {
    const u = await signedIn();
    const { id } = await fullCollection(u.token, u.user.id);
    const { limit } = RATE_LIMITS["collection-duplicate"];
    await getDb().rateLimitEvent.createMany({
      data: Array.from({ length: limit }, () => ({ action: "collection-duplicate", key: String(u.user.id) })),
    });
    const before = await collectionRows(u.user.id);
    const res = await trpc(u.token, "cards.duplicate", { collectionId: id });
    expect(res.status).toBe(429);
    expect(await collectionRows(u.user.id)).toBe(before);
  });
});
