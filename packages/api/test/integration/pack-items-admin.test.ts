// Issue 23, packs: one item out of a pack (author or admin; refused while a card's wish places it,
// docs/decisions/0036), every user's packs listed for admins with filters, and a broken .glb named
// "damaged" rather than "not allowed".
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, collectionWithCards, formData, glbFile, pngFile, signIn, useApiServer } from "@ar/devtools/testing";
import { packFiles, uploadItem } from "./packs-helpers";

const api = useApiServer({ dataDirPrefix: "ar-pack-items-" });

const signedIn = (opts: { isAdmin?: boolean; name?: string; email?: string } = {}) =>
  signIn(api.url, { features: ["wishes"], ...opts });
const storedFiles = (packId: number) => packFiles(api.dataDir, packId);
const upload = (token: string, packId: number, form: FormData) => uploadItem(api, token, packId, form);

async function packWithItems(type: "sticker" | "model", n: number) {
  const author = await signedIn();
  const pack = (await call(api.url, "POST", "/api/cards/assets", { token: author.token, body: { type, name: "Pack" } }))
    .body as { id: number };
  const items: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(
      author.token,
      pack.id,
      formData({
        file:
          type === "model"
            ? { name: `m${i}.glb`, data: glbFile() }
            : { name: `s${i}.png`, data: await pngFile(40 + i) },
      }),
    );
    expect(res.status).toBe(200);
    items.push(res.body.id as number);
  }
  return { author, packId: pack.id, items };
}

describe("deleting one item of a pack", () => {
  it("the author deletes one item: the others stay, its file goes; a stranger gets 404, nothing changes", async () => {
    const { author, packId, items } = await packWithItems("sticker", 2);
    expect(await storedFiles(packId)).toHaveLength(2);
    const stranger = await signedIn();
    expect(
      (await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${items[0]}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(await getDb().assetPackItem.count({ where: { packId } })).toBe(2);

    const res = await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${items[0]}`, { token: author.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const left = await call(api.url, "GET", `/api/cards/assets/${packId}/items`, { token: author.token });
    expect(left.body.map((i: { id: number }) => i.id)).toEqual([items[1]]);
    expect(await storedFiles(packId)).toHaveLength(1);
    // Once more: it is gone; an item of another pack cannot be reached through this one.
    expect(
      (await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${items[0]}`, { token: author.token })).status,
    ).toBe(404);
    const other = await packWithItems("sticker", 1);
    expect(
      (await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${other.items[0]}`, { token: author.token }))
        .status,
    ).toBe(404);
    expect(await getDb().assetPackItem.count({ where: { id: other.items[0] } })).toBe(1);
  });

  it("is refused (409, item in_use) while a card's saved wish places the item; an admin may delete another", async () => {
    const { author, packId, items } = await packWithItems("sticker", 2);
    const { collection, cardIds } = await collectionWithCards(author.user.id, 1);
    await getDb().collectionAssetPack.create({ data: { collectionId: collection.id, packId } });
    const item = await getDb().assetPackItem.findUniqueOrThrow({ where: { id: items[0] } });
    await getDb().card.update({
      where: { id: cardIds[0] },
      data: {
        wish: {
          text: "hi",
          stickers: [{ itemId: items[0], key: item.src, x: 0.5, y: 0.5, scale: 1, rotation: 0 }],
          models: [],
          filledAt: new Date().toISOString(),
        },
      },
    });
    const refused = await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${items[0]}`, {
      token: author.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({ item: "in_use" });
    expect(await getDb().assetPackItem.count({ where: { packId } })).toBe(2);

    const admin = await signedIn({ isAdmin: true });
    expect(
      (await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/${items[1]}`, { token: admin.token })).status,
    ).toBe(200);
    expect(await getDb().assetPackItem.count({ where: { packId } })).toBe(1);
  });

  it("a malformed item id is a field error", async () => {
    const { author, packId } = await packWithItems("sticker", 0);
    const res = await call(api.url, "DELETE", `/api/cards/assets/${packId}/items/abc`, { token: author.token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(["itemId"]);
  });
});

describe("every user's packs, for admins", () => {
  it("lists others' packs with filters by kind, access and owner; others are refused", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const creator = await signedIn({ name: `Creator ${tag}`, email: `creator-${tag}@example.com` });
    const a = (
      await call(api.url, "POST", "/api/cards/assets", {
        token: creator.token,
        body: { type: "sticker", name: "Cats" },
      })
    ).body.id as number;
    const b = (
      await call(api.url, "POST", "/api/cards/assets", { token: creator.token, body: { type: "model", name: "Cars" } })
    ).body.id as number;
    const admin = await signedIn({ isAdmin: true });

    const byOwner = await call(api.url, "GET", `/api/admin/packs?owner=creator-${tag}`, { token: admin.token });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data.map((p: { id: number }) => p.id)).toEqual([b, a]);
    expect(byOwner.body.data[0]).toMatchObject({
      name: "Cars",
      type: "model",
      public: false,
      itemsCount: 0,
      owner: { id: creator.user.id, email: `creator-${tag}@example.com` },
    });
    expect(
      (
        await call(api.url, "GET", `/api/admin/packs?owner=${encodeURIComponent(`creator ${tag}`)}&type=sticker`, {
          token: admin.token,
        })
      ).body.data.map((p: { id: number }) => p.id),
    ).toEqual([a]);

    expect(
      (await call(api.url, "POST", `/api/cards/assets/${a}/access`, { token: admin.token, body: { access: "public" } }))
        .body.public,
    ).toBe(true);
    expect(
      (
        await call(api.url, "GET", `/api/admin/packs?owner=creator-${tag}&access=public`, { token: admin.token })
      ).body.data.map((p: { id: number }) => p.id),
    ).toEqual([a]);
    expect(
      (
        await call(api.url, "GET", `/api/admin/packs?owner=creator-${tag}&access=private`, { token: admin.token })
      ).body.data.map((p: { id: number }) => p.id),
    ).toEqual([b]);

    expect((await call(api.url, "GET", "/api/admin/packs", { token: creator.token })).status).toBe(403);
    const bad = await call(api.url, "GET", "/api/admin/packs?access=secret", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["access"]);
  });
});

describe("a broken .glb", () => {
  it("bytes that are no known format are 'damaged'; a PNG renamed .glb stays 'type'; nothing is stored", async () => {
    const { author, packId } = await packWithItems("model", 0);
    const cut = glbFile().subarray(12, 400);
    const damaged = await upload(
      author.token,
      packId,
      formData({ file: { name: "model.glb", data: Buffer.concat([Buffer.from("garbage!"), cut]) } }),
    );
    expect(damaged.status).toBe(400);
    expect(damaged.body.error.fields).toEqual({ file: "damaged" });
    const renamed = await upload(
      author.token,
      packId,
      formData({ file: { name: "model.glb", data: await pngFile() } }),
    );
    expect(renamed.body.error.fields).toEqual({ file: "type" });
    expect(await storedFiles(packId)).toEqual([]);
    expect(await getDb().assetPackItem.count({ where: { packId } })).toBe(0);
  });
});
