// An author deleting a pack others use (issue 19 §10, docs/decisions/0019): the pack leaves the
// author's packs and the public list, and stays — rows and files — for the users who have it and
// the collections (and so the sold cards) that attach it, until its last use goes.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, formData, pngFile, useApiServer, signIn } from "@ar/devtools/testing";
import { packFiles } from "./packs-helpers";

const api = useApiServer({ dataDirPrefix: "ar-pack-delete-" });

const storedFiles = (packId: number) => packFiles(api.dataDir, packId);

const ids = (body: { id: number }[]) => body.map((p) => p.id);

/** A public sticker pack with one item, by `author`. */
async function publicPack(author: { token: string }, admin: { token: string }) {
  const created = await call(api.url, "POST", "/api/cards/assets", {
    token: author.token,
    body: { type: "sticker", name: "Cats" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.id as number;
  const item = await fetch(`${api.url}/api/cards/assets/${id}/items`, {
    method: "POST",
    headers: { authorization: `Bearer ${author.token}` },
    body: formData({ file: { name: "cat.png", data: await pngFile() } }),
  }).then((r) => r.json());
  const opened = await call(api.url, "POST", `/api/cards/assets/${id}/access`, {
    token: admin.token,
    body: { access: "public" },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { id, src: item.src as string };
}

describe("deleting a pack others use", () => {
  it("is retired: gone for the author and the public list, kept for its users and their collections, files too", async () => {
    const [author, admin, buyer, stranger] = [
      await signIn(api.url),
      await signIn(api.url, { isAdmin: true }),
      await signIn(api.url),
      await signIn(api.url),
    ];
    const pack = await publicPack(author, admin);
    expect((await call(api.url, "POST", `/api/cards/assets/${pack.id}/buy`, { token: buyer.token })).status).toBe(200);
    const collectionId = (
      await call(api.url, "POST", "/api/cards", { token: buyer.token, body: { assetPacks: [pack.id] } })
    ).body.id as number;

    expect((await call(api.url, "DELETE", `/api/cards/assets/${pack.id}`, { token: author.token })).body).toEqual({
      deleted: true,
    });

    // Gone for the author and from the catalogue; nobody new can get it.
    expect(ids((await call(api.url, "GET", "/api/cards/assets", { token: author.token })).body)).not.toContain(pack.id);
    expect(ids((await call(api.url, "GET", "/api/cards/assets/public", { token: stranger.token })).body)).not.toContain(
      pack.id,
    );
    expect((await call(api.url, "GET", `/api/cards/assets/${pack.id}/items`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await call(api.url, "POST", `/api/cards/assets/${pack.id}/buy`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await fetch(`${api.url}${pack.src}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status,
    ).toBe(404);
    // Read-only now, for its author too.
    expect(
      (await call(api.url, "POST", `/api/cards/assets/${pack.id}`, { token: author.token, body: { name: "x" } }))
        .status,
    ).toBe(404);

    // Kept for the buyer: in their packs, in their collection (which still saves with it), items and file readable.
    expect(ids((await call(api.url, "GET", "/api/cards/assets", { token: buyer.token })).body)).toContain(pack.id);
    expect(
      (await call(api.url, "GET", `/api/cards/${collectionId}`, { token: buyer.token })).body.cardAssetPacks,
    ).toEqual([pack.id]);
    expect(
      (await call(api.url, "GET", `/api/cards/assets/${pack.id}/items`, { token: buyer.token })).body,
    ).toHaveLength(1);
    expect((await fetch(`${api.url}${pack.src}`, { headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(
      200,
    );
    expect(await storedFiles(pack.id)).toHaveLength(1);

    // Out of the buyer's packs, still attached: kept. Detached as well: its last use went, so it goes, files too.
    expect((await call(api.url, "DELETE", `/api/cards/assets/${pack.id}/buy`, { token: buyer.token })).status).toBe(
      200,
    );
    expect(
      (await call(api.url, "GET", `/api/cards/${collectionId}`, { token: buyer.token })).body.cardAssetPacks,
    ).toEqual([pack.id]);
    expect((await call(api.url, "GET", `/api/cards/assets/${pack.id}/items`, { token: buyer.token })).status).toBe(200);
    expect(
      (
        await call(api.url, "POST", `/api/cards/${collectionId}`, {
          token: buyer.token,
          body: { assetPacks: [pack.id] },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api.url, "POST", `/api/cards/${collectionId}`, { token: buyer.token, body: { assetPacks: [] } }))
        .status,
    ).toBe(200);
    expect(await getDb().assetPack.findUnique({ where: { id: pack.id } })).toBeNull();
    expect(await storedFiles(pack.id)).toEqual([]);
    expect(
      (
        await call(api.url, "POST", `/api/cards/${collectionId}`, {
          token: buyer.token,
          body: { assetPacks: [pack.id] },
        })
      ).status,
    ).toBe(400);
  });

  it("a retired pack nobody uses any more is deleted with its files by the last remove", async () => {
    const [author, admin, buyer] = [
      await signIn(api.url),
      await signIn(api.url, { isAdmin: true }),
      await signIn(api.url),
    ];
    const pack = await publicPack(author, admin);
    await call(api.url, "POST", `/api/cards/assets/${pack.id}/buy`, { token: buyer.token });
    await call(api.url, "DELETE", `/api/cards/assets/${pack.id}`, { token: author.token });
    expect(await storedFiles(pack.id)).toHaveLength(1);

    const removed = await call(api.url, "DELETE", `/api/cards/assets/${pack.id}/buy`, { token: buyer.token });
    expect(removed.status).toBe(200);
    expect(removed.body.owned).toBe(false);
    expect(await getDb().assetPack.findUnique({ where: { id: pack.id } })).toBeNull();
    expect(await storedFiles(pack.id)).toEqual([]);
  });

  it("a pack its author's own collection attaches is retired too; a pack nobody uses is deleted at once", async () => {
    const [author, admin] = [await signIn(api.url), await signIn(api.url, { isAdmin: true })];
    const used = await publicPack(author, admin);
    const collectionId = (
      await call(api.url, "POST", "/api/cards", { token: author.token, body: { assetPacks: [used.id] } })
    ).body.id as number;
    await call(api.url, "DELETE", `/api/cards/assets/${used.id}`, { token: author.token });
    expect(ids((await call(api.url, "GET", "/api/cards/assets", { token: author.token })).body)).not.toContain(used.id);
    expect(
      (await call(api.url, "GET", `/api/cards/${collectionId}`, { token: author.token })).body.cardAssetPacks,
    ).toEqual([used.id]);
    expect(
      (
        await call(api.url, "POST", `/api/cards/${collectionId}`, {
          token: author.token,
          body: { assetPacks: [used.id] },
        })
      ).status,
    ).toBe(200);
    expect(
      (await fetch(`${api.url}${used.src}`, { headers: { authorization: `Bearer ${author.token}` } })).status,
    ).toBe(200);

    const unused = await publicPack(author, admin);
    await call(api.url, "DELETE", `/api/cards/assets/${unused.id}`, { token: author.token });
    expect(await getDb().assetPack.findUnique({ where: { id: unused.id } })).toBeNull();
    expect(await storedFiles(unused.id)).toEqual([]);
  });
});
