// The collections list is cached per process and served again while the user's CardListVersion
// is unchanged (docs/decisions/0010-hot-reads-in-sql.md). These tests write through every path
// that changes what the list shows — the services, Prisma, raw SQL, another user renaming a pack
// — and check that the next list equals a rendering made without the cache, and that a list
// nothing changed is the very same cached text, fetched with one statement.
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, getPool, withTransaction, type JsonText } from "@ar/db";
import {
  buyCards,
  createCollection,
  generateCards,
  recordCardEvent,
  removeCollection,
  saveWish,
  settlePayment,
  updateCollection,
  updatePack,
  type CollectionDto,
} from "@ar/core";
import {
  clearListCache,
  getCachedList,
  listCacheKey,
  listCacheStats,
  setCachedList,
} from "../src/cards/collection-list-cache";
import { afterWrite, list, newActor, parse, uncached, unchangedAfter, version } from "./helpers/collection-list";

beforeEach(() => clearListCache());

describe("collections list cache: every write the list shows makes a new rendering", () => {
  it("collection created, archived, deleted", async () => {
    const actor = await newActor(10);
    const first = (await createCollection({ actor, input: {} })).id;
    let id = 0;
    const created = await afterWrite(actor, async () => {
      id = (await createCollection({ actor, input: { type: "classic", data: { title: "Вторая" } } })).id;
    });
    expect(created.map((c) => c.id)).toEqual([id, first]);

    await generateCards({ actor, collectionId: id, input: { count: 2 } });
    const archivedBefore = await list(actor, { archived: true });
    const active = await afterWrite(actor, () => removeCollection({ actor, collectionId: id }));
    expect(active.map((c) => c.id)).toEqual([first]);
    const archived = await list(actor, { archived: true });
    expect(archived).not.toBe(archivedBefore);
    expect(archived.text).toBe(await uncached(actor.id, { archived: true }));
    expect(parse(archived).map((c) => [c.id, c.archived, c.cardsCount])).toEqual([[id, true, 2]]);

    const empty = (await createCollection({ actor, input: {} })).id;
    await list(actor);
    const afterDelete = await afterWrite(actor, () => removeCollection({ actor, collectionId: empty }));
    expect(afterDelete.map((c) => c.id)).toEqual([first]);
  });

  it("cards created in a batch, a card filled, a view counted; a use of a filled card changes nothing shown", async () => {
    const actor = await newActor(100);
    const id = (await createCollection({ actor, input: {} })).id;
    let cardId = "";
    const generated = await afterWrite(actor, async () => {
      cardId = (await generateCards({ actor, collectionId: id, input: { count: 25 } })).cards[0]!.id;
    });
    expect(generated[0]).toMatchObject({ cardsCount: 25, filled: 0, views: 0 });

    const visitor = { ip: "203.0.113.7", userAgent: "test" };
    // Only saving a wish fills a card (record-card-event.ts); the save also records its use.
    const filled = await afterWrite(actor, () => saveWish({ cardId, input: { text: "Hi" }, wishToken: null, visitor }));
    expect(filled[0]).toMatchObject({ filled: 1, views: 0 });
    const viewed = await afterWrite(actor, () => recordCardEvent({ cardId, event: "view", visitor }));
    expect(viewed[0]).toMatchObject({ filled: 1, views: 1 });
    // Another visitor's use: only usings and the card's own counts move, which the list does not show.
    await unchangedAfter(actor, () =>
      recordCardEvent({ cardId, event: "use", visitor: { ...visitor, userAgent: "other" } }),
    );
    // A view on another day adds a CardStatDay row.
    const nextDay = await afterWrite(actor, () =>
      recordCardEvent({ cardId, event: "view", visitor, at: new Date(Date.now() + 86_400_000) }),
    );
    expect(nextDay[0]).toMatchObject({ views: 2 });
  });

  it("an order created, then paid (its status changes and its cards are made in one transaction)", async () => {
    const actor = await newActor();
    const id = (await createCollection({ actor, input: {} })).id;
    let paymentId = 0;
    const ordered = await afterWrite(actor, async () => {
      paymentId = (await buyCards({ actor, ip: "127.0.0.1", collectionId: id, input: { count: 3 } })).paymentId;
    });
    expect(ordered[0]!.orders).toMatchObject([{ count: 3, status: "waitForPayment" }]);
    const paid = await afterWrite(actor, () =>
      withTransaction((tx) => settlePayment(tx, { paymentId, allowFrom: ["pending"] })),
    );
    expect(paid[0]).toMatchObject({ cardsCount: 3, orders: [{ count: 3, status: "paid" }] });
  });

  it("a pack attached and detached; an attached pack renamed by its author, another user", async () => {
    const actor = await newActor();
    const author = await newActor();
    const db = getDb();
    const pack = await db.assetPack.create({
      data: {
        type: "sticker",
        name: "Stickers",
        authorId: author.id,
        public: true,
        owners: { create: [{ userId: author.id }, { userId: actor.id }] },
      },
    });
    const id = (await createCollection({ actor, input: {} })).id;
    const attached = await afterWrite(actor, () =>
      updateCollection({ actor, collectionId: id, input: { assetPacks: [pack.id] } }),
    );
    expect(attached[0]!.assetPacks).toEqual([{ id: pack.id, type: "sticker", name: "Stickers" }]);

    const renamed = await afterWrite(actor, () =>
      updatePack({ actor: author, packId: pack.id, input: { name: "Наклейки" } }),
    );
    expect(renamed[0]!.assetPacks).toEqual([{ id: pack.id, type: "sticker", name: "Наклейки" }]);
    // What the list does not show about a pack (its preview, its access) bumps nobody.
    await unchangedAfter(actor, () =>
      db.assetPack.update({ where: { id: pack.id }, data: { previewSrc: "packs/x.png", public: false } }),
    );

    const detached = await afterWrite(actor, () =>
      updateCollection({ actor, collectionId: id, input: { assetPacks: [] } }),
    );
    expect(detached[0]!.assetPacks).toEqual([]);
    // A pack nobody attaches any more: renaming it bumps nobody.
    await unchangedAfter(actor, () => updatePack({ actor: author, packId: pack.id, input: { name: "Free" } }));
  });

  it("writes made outside the services: Prisma, raw SQL, a TRUNCATE", async () => {
    const actor = await newActor();
    const db = getDb();
    const id = (await createCollection({ actor, input: {} })).id;
    const raw = await afterWrite(
      actor,
      () =>
        db.$executeRaw`UPDATE "CardCollection" SET data = '{"title":"raw"}', "previewSrc" = 'previews/p.png' WHERE id = ${id}`,
    );
    expect(raw[0]).toMatchObject({ data: { title: "raw" } });
    expect(raw[0]!.previewSrc).toMatch(/previews\/p\.png$/);

    const viaPrisma = await afterWrite(actor, () =>
      db.card.createMany({
        data: [
          { id: `raw${id}a`, collectionId: id },
          { id: `raw${id}b`, collectionId: id, filledAt: new Date() },
        ],
      }),
    );
    expect(viaPrisma[0]).toMatchObject({ cardsCount: 2, filled: 1 });
    const moved = await afterWrite(actor, () =>
      db.card.update({ where: { id: `raw${id}a` }, data: { filledAt: new Date() } }),
    );
    expect(moved[0]).toMatchObject({ filled: 2 });
    const deleted = await afterWrite(actor, () => db.$executeRaw`DELETE FROM "Card" WHERE id = ${`raw${id}b`}`);
    expect(deleted[0]).toMatchObject({ cardsCount: 1, filled: 1 });
    // A card's own counters (written on every scan) are not in the list.
    await unchangedAfter(
      actor,
      () => db.$executeRaw`UPDATE "Card" SET views = views + 1, "lastSeenAt" = now() WHERE "collectionId" = ${id}`,
    );

    await db.$executeRaw`INSERT INTO "CardStatDay" ("collectionId", day, views) VALUES (${id}, '2026-01-01', 7)`;
    expect(parse(await list(actor))[0]).toMatchObject({ views: 7 });
    const truncated = await afterWrite(actor, () => db.$executeRawUnsafe(`TRUNCATE "CardStatDay"`));
    expect(truncated[0]).toMatchObject({ views: 0 });
  });

  it("a write another connection has not committed yet is not seen, and the cached list stays in use until it is", async () => {
    const actor = await newActor();
    const id = (await createCollection({ actor, input: {} })).id;
    const before = await list(actor);
    const client = await getPool().connect();
    try {
      await client.query("BEGIN");
      await client.query(`INSERT INTO "Card" (id, "collectionId") VALUES ($1, $2)`, [`tx${id}`, id]);
      expect(await list(actor)).toBe(before);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    const after = await list(actor);
    expect(after.text).toBe(await uncached(actor.id));
    expect(parse(after)[0]!.cardsCount).toBe(1);
  });

  it("each filter is its own entry; a user's write leaves another user's entry in use", async () => {
    const actor = await newActor();
    const other = await newActor();
    await createCollection({ actor, input: { type: "classic" } });
    await createCollection({ actor, input: { type: "v2" } });
    await createCollection({ actor: other, input: {} });
    const all = await list(actor);
    const classic = await list(actor, { type: "classic" });
    const othersList = await list(other);
    expect(parse(classic).map((c) => c.cardType)).toEqual(["classic"]);
    expect(parse(all)).toHaveLength(2);
    expect(all.text).toBe(await uncached(actor.id));
    expect(classic.text).toBe(await uncached(actor.id, { type: "classic" }));
    await createCollection({ actor, input: { type: "v2" } });
    expect(await list(other)).toBe(othersList);
    expect((await list(actor, { type: "classic" })).text).toBe(await uncached(actor.id, { type: "classic" }));
    expect(parse(await list(actor))).toHaveLength(3);
  });

  it("an entry held at a version the database no longer has (as another process might hold) is not served", async () => {
    const actor = await newActor();
    await createCollection({ actor, input: {} });
    const key = listCacheKey(actor.id, ["v2", "classic"], false);
    const stale = { version: "1", list: { text: "[]", toJSON: () => [] } as unknown as JsonText<CollectionDto[]> };
    setCachedList(key, stale);
    const fresh = await list(actor);
    expect(fresh.text).toBe(await uncached(actor.id));
    expect(getCachedList(key)!.list).toBe(fresh);
  });

  it("a user with no version row (no write since the migration) is listed but not cached", async () => {
    const actor = await newActor();
    expect(await version(actor.id)).toBeNull();
    const first = await list(actor);
    expect(first.text).toBe("[]");
    expect(listCacheStats().entries).toBe(0);
    await createCollection({ actor, input: {} });
    expect(await version(actor.id)).not.toBeNull();
    await list(actor);
    expect(listCacheStats().entries).toBe(1);
  });
});
