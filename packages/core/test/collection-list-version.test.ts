// CardListVersion, the per-user version the collections list cache is checked against
// (docs/decisions/0010-hot-reads-in-sql.md): bumped once per statement and user, however many
// rows the statement writes, and for every user a statement touches.
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, getPool } from "@ar/db";
import { clearListCache } from "../src/cards/collection-list-cache";
import { createCollection } from "@ar/core";
import { list, newActor, parse, uncached, version, versionTupleCounts } from "./helpers/collection-list";

beforeEach(() => clearListCache());

describe("CardListVersion bumps", () => {
  it("once per statement and user, however many rows: 10,000 cards in one INSERT update one version row", async () => {
    const actor = await newActor();
    const id = (await createCollection({ actor, input: {} })).id;
    const before = await version(actor.id);
    const client = await getPool().connect();
    let xid = "";
    let tuples = { ins: 0, upd: 0 };
    try {
      await client.query("BEGIN");
      const start = await versionTupleCounts(client);
      await client.query(
        `INSERT INTO "Card" (id, "collectionId") SELECT 'bulk' || $1::int || 'x' || g, $1 FROM generate_series(1, 10000) g`,
        [id],
      );
      xid = (await client.query<{ xid: string }>("SELECT pg_current_xact_id()::text AS xid")).rows[0]!.xid;
      const end = await versionTupleCounts(client);
      tuples = { ins: end.ins - start.ins, upd: end.upd - start.upd };
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(tuples).toEqual({ ins: 0, upd: 1 });
    expect(await version(actor.id)).toBe(xid);
    expect(xid).not.toBe(before);
    expect(parse(await list(actor))[0]!.cardsCount).toBe(10_000);
  });

  it("a statement touching many users bumps each once; a user's deletion (cascading to their collections) still works", async () => {
    const author = await newActor();
    const users = await Promise.all([newActor(), newActor(), newActor()]);
    const db = getDb();
    const pack = await db.assetPack.create({ data: { type: "model", name: "Models", authorId: author.id } });
    for (const u of users) {
      const c = await db.cardCollection.create({ data: { userId: u.id } });
      await db.collectionAssetPack.create({ data: { collectionId: c.id, packId: pack.id } });
      await db.cardCollection.create({ data: { userId: u.id, assetPacks: { create: { packId: pack.id } } } });
    }
    const lists = await Promise.all(users.map((u) => list(u)));
    const authorVersion = await version(author.id);
    const client = await getPool().connect();
    let upd = 0;
    try {
      await client.query("BEGIN");
      const start = await versionTupleCounts(client);
      await client.query(`UPDATE "AssetPack" SET name = 'Renamed' WHERE id = $1`, [pack.id]);
      upd = (await versionTupleCounts(client)).upd - start.upd;
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(upd).toBe(3); // three users with two collections each attaching the pack
    expect(await version(author.id)).toBe(authorVersion); // the author attaches it nowhere
    for (const [i, u] of users.entries()) {
      const after = await list(u);
      expect(after).not.toBe(lists[i]);
      expect(after.text).toBe(await uncached(u.id));
      expect(parse(after).map((c) => c.assetPacks[0]!.name)).toEqual(["Renamed", "Renamed"]);
    }

    await db.user.delete({ where: { id: users[0]!.id } });
    expect(await version(users[0]!.id)).toBeNull();
    // Deleting the pack deletes the remaining attachments, which bumps their owners.
    const before = await list(users[1]!);
    await db.assetPack.delete({ where: { id: pack.id } });
    const after = await list(users[1]!);
    expect(after).not.toBe(before);
    expect(parse(after).map((c) => c.assetPacks)).toEqual([[], []]);
  });
});
