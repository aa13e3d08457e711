import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, formData, glbFile, movFile, pngFile, useApiServer, webmFile, signIn } from "@ar/devtools/testing";
import { packFiles, uploadItem } from "./packs-helpers";

const api = useApiServer({ dataDirPrefix: "ar-packs-" });

const storedFiles = (packId: number) => packFiles(api.dataDir, packId);

const upload = (token: string, packId: number, form: FormData) => uploadItem(api, token, packId, form);

describe("asset pack paths", () => {
  it("create, list mine, rename, items, public list, get and remove, delete", async () => {
    const author = await signIn(api.url);
    const created = await call(api.url, "POST", "/api/cards/assets", {
      token: author.token,
      body: { type: "sticker", name: "  Cats ", authorName: "" },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      type: "sticker",
      name: "Cats",
      authorName: null,
      authorId: author.user.id,
      public: false,
      itemsCount: 0,
      owned: true,
    });
    const id = created.body.id as number;

    expect(
      (await call(api.url, "GET", "/api/cards/assets?type=sticker", { token: author.token })).body.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([id]);
    expect((await call(api.url, "GET", "/api/cards/assets?type=model", { token: author.token })).body).toEqual([]);

    const renamed = await call(api.url, "POST", `/api/cards/assets/${id}`, {
      token: author.token,
      body: { name: "Cats 2", authorName: "Ann" },
    });
    expect(renamed.body).toMatchObject({ name: "Cats 2", authorName: "Ann" });

    const added = await upload(author.token, id, formData({ file: { name: "cat.png", data: await pngFile() } }));
    expect(added.status).toBe(200);
    expect(added.body.src).toMatch(new RegExp(`^/api/files/packs/${id}/[0-9a-f]+\\.png$`));
    const items = await call(api.url, "GET", `/api/cards/assets/${id}/items`, { token: author.token });
    expect(items.body).toHaveLength(1);

    const other = await signIn(api.url);
    // Private: invisible to others.
    expect((await call(api.url, "GET", `/api/cards/assets/${id}/items`, { token: other.token })).status).toBe(404);
    expect((await call(api.url, "POST", `/api/cards/assets/${id}/buy`, { token: other.token })).status).toBe(404);
    expect(
      (await call(api.url, "GET", "/api/cards/assets/public", { token: other.token })).body.find(
        (p: { id: number }) => p.id === id,
      ),
    ).toBeUndefined();

    const admin = await signIn(api.url, { isAdmin: true });
    const opened = await call(api.url, "POST", `/api/cards/assets/${id}/access`, {
      token: admin.token,
      body: { access: "public" },
    });
    expect(opened.body.public).toBe(true);
    const catalogue = await call(api.url, "GET", "/api/cards/assets/public?type=sticker", { token: other.token });
    expect(catalogue.body.find((p: { id: number }) => p.id === id)).toMatchObject({ owned: false, itemsCount: 1 });
    const got = await call(api.url, "POST", `/api/cards/assets/${id}/buy`, { token: other.token });
    expect(got.body.owned).toBe(true);
    expect(
      (await call(api.url, "GET", "/api/cards/assets", { token: other.token })).body.map((p: { id: number }) => p.id),
    ).toEqual([id]);
    // The file is served to anyone signed in once the pack is public, with cache headers.
    const file = await fetch(`${api.url}${added.body.src}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("private, no-cache");
    const etag = file.headers.get("etag")!;
    expect(
      (
        await fetch(`${api.url}${added.body.src}`, {
          headers: { authorization: `Bearer ${other.token}`, "if-none-match": etag },
        })
      ).status,
    ).toBe(304);

    const removed = await call(api.url, "DELETE", `/api/cards/assets/${id}/buy`, { token: other.token });
    expect(removed.body.owned).toBe(false);
    expect((await call(api.url, "GET", "/api/cards/assets", { token: other.token })).body).toEqual([]);
    expect(await getDb().assetPack.findUnique({ where: { id } })).not.toBeNull();

    const deleted = await call(api.url, "DELETE", `/api/cards/assets/${id}`, { token: author.token });
    expect(deleted.body).toEqual({ deleted: true });
    expect(await storedFiles(id)).toEqual([]);
  });

  it("name is required ('Name can't be empty'); type must be sticker or model", async () => {
    const u = await signIn(api.url);
    const res = await call(api.url, "POST", "/api/cards/assets", {
      token: u.token,
      body: { type: "sticker", name: "   " },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: "required" });
    const bad = await call(api.url, "POST", "/api/cards/assets", { token: u.token, body: { type: "song", name: "x" } });
    expect(bad.body.error.fields).toEqual({ type: "invalid" });
  });

  it("permission matrix: author and admin edit; others 403 on a visible pack, 404 on a private one; only admins set access", async () => {
    const author = await signIn(api.url);
    const admin = await signIn(api.url, { isAdmin: true });
    const other = await signIn(api.url);
    const id = (
      await call(api.url, "POST", "/api/cards/assets", { token: author.token, body: { type: "model", name: "M" } })
    ).body.id as number;
    expect(
      (await call(api.url, "POST", `/api/cards/assets/${id}`, { token: other.token, body: { name: "x" } })).status,
    ).toBe(404);
    expect(
      (
        await call(api.url, "POST", `/api/cards/assets/${id}/access`, {
          token: author.token,
          body: { access: "public" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(api.url, "POST", `/api/cards/assets/${id}/access`, {
          token: admin.token,
          body: { access: "public" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(api.url, "POST", `/api/cards/assets/${id}`, { token: other.token, body: { name: "x" } })).status,
    ).toBe(403);
    expect((await call(api.url, "DELETE", `/api/cards/assets/${id}`, { token: other.token })).status).toBe(403);
    expect((await upload(other.token, id, formData({ file: { name: "m.glb", data: glbFile() } }))).status).toBe(403);
    expect(
      (await call(api.url, "POST", `/api/cards/assets/${id}`, { token: admin.token, body: { name: "By admin" } })).body
        .name,
    ).toBe("By admin");
    expect((await call(api.url, "GET", "/api/cards/assets")).status).toBe(401);
  });
});

describe("item uploads", () => {
  async function pack(type: "sticker" | "model") {
    const u = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/cards/assets", { token: u.token, body: { type, name: "P" } })).body
      .id as number;
    return { ...u, id };
  }

  it("a sticker over 0.5 MB is cut off with 413 and nothing is stored", async () => {
    const p = await pack("sticker");
    const big = Buffer.concat([await pngFile(), Buffer.alloc(600 * 1024)]);
    const res = await upload(p.token, p.id, formData({ file: { name: "big.png", data: big } }));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { file: "too_large" } });
    expect(await storedFiles(p.id)).toEqual([]);
    expect(await getDb().assetPackItem.count({ where: { packId: p.id } })).toBe(0);
  });

  it("a PNG renamed .glb is refused by its content", async () => {
    const p = await pack("model");
    const res = await upload(p.token, p.id, formData({ file: { name: "model.glb", data: await pngFile() } }));
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toEqual({ file: "type" });
    expect(res.body.error.message).toContain("png");
    expect(await storedFiles(p.id)).toEqual([]);
  });

  it("a corrupted GLB is refused by glTF validation, naming the problem", async () => {
    const p = await pack("model");
    const broken = glbFile({ asset: { version: "2.0" }, meshes: [{ primitives: [{ attributes: { POSITION: 5 } }] }] });
    const res = await upload(p.token, p.id, formData({ file: { name: "broken.glb", data: broken } }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: "invalid_glb" });
    expect(res.body.error.message).toMatch(/UNRESOLVED_REFERENCE/);
    expect(await storedFiles(p.id)).toEqual([]);
    const ok = await upload(
      p.token,
      p.id,
      formData({ file: { name: "ok.glb", data: glbFile() }, preview: { name: "ok.png", data: await pngFile(200) } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.previewSrc).toMatch(/\.png$/);
  });

  it("models over 5 MB are refused; wrong extensions too", async () => {
    const p = await pack("model");
    const big = Buffer.concat([glbFile(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(p.token, p.id, formData({ file: { name: "big.glb", data: big } }))).status).toBe(413);
    const wrong = await upload(p.token, p.id, formData({ file: { name: "model.obj", data: Buffer.from("v 0 0 0") } }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ file: "type" });
  });

  it("a mov and a webm with the same base name become one sticker, together or one after the other", async () => {
    const p = await pack("sticker");
    const together = await upload(
      p.token,
      p.id,
      formData({ file: { name: "Dance.webm", data: webmFile() }, altFile: { name: "dance.mov", data: movFile() } }),
    );
    expect(together.status).toBe(200);
    expect(together.body.src).toMatch(/\.webm$/);
    expect(together.body.altSrc).toMatch(/\.mov$/);

    const first = await upload(p.token, p.id, formData({ file: { name: "jump.mov", data: movFile() } }));
    const second = await upload(p.token, p.id, formData({ file: { name: "jump.webm", data: webmFile() } }));
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.src).toMatch(/\.webm$/);
    expect(second.body.altSrc).toBe(first.body.src);
    expect(await getDb().assetPackItem.count({ where: { packId: p.id } })).toBe(2);

    const mismatch = await upload(
      p.token,
      p.id,
      formData({ file: { name: "a.webm", data: webmFile() }, altFile: { name: "b.mov", data: movFile() } }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual({ altFile: "invalid" });
  });

  it("uploads need multipart and a file", async () => {
    const p = await pack("sticker");
    const json = await call(api.url, "POST", `/api/cards/assets/${p.id}/items`, {
      token: p.token,
      body: { file: "x" },
    });
    expect(json.status).toBe(415);
    const empty = await upload(p.token, p.id, formData({}, { note: "no file" }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ file: "required" });
  });
});
