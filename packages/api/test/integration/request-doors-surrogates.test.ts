// The doors every request passes before a procedure runs (issue 19 §3, §4, §7): text that
// PostgreSQL cannot store (lone UTF-16 surrogates) is refused naming the field, prototype names in
// path parameters are plain unknown values, over-limit bodies get the 413 body over a real socket
// instead of a connection reset, both JSON doors read at most MAX_JSON_BYTES, and they accept only
// application/json.
// Here: lone surrogates.
import { describe, expect, it } from "vitest";
import { call, createUser, glbFile, pngFile, uniqueEmail } from "@ar/devtools/testing";
import { useDoorsServer, utf16FieldForm } from "./request-doors-helpers";

const { api, owner, admin, rawPost, rowCounts, storedFiles } = useDoorsServer();

describe("lone UTF-16 surrogates are refused at the door, naming the field", () => {
  const LONE = ["\uD800", "x\uDC00", "\uDC00\uD800"];

  it("REST JSON bodies: 400 with the field, on the endpoints that answered 500, nothing changed", async () => {
    const collectionId = (await call(api.url, "POST", "/api/cards", { token: owner.token, body: {} })).body
      .id as number;
    const packId = (
      await call(api.url, "POST", "/api/cards/assets", { token: owner.token, body: { type: "sticker", name: "P" } })
    ).body.id as number;
    const projectId = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    const sceneId = (
      await call(api.url, "POST", `/api/ar-projects/data/${projectId}/create-qr-scene`, {
        token: owner.token,
        body: { name: "S" },
      })
    ).body.id as number;
    const victim = (await createUser()).user.id;
    const cases: { path: string; body: (s: string) => unknown; field: string; token?: string }[] = [
      {
        path: "/api/admin/accounts",
        body: (s) => ({ email: uniqueEmail(), name: s, password: "long-enough-1" }),
        field: "name",
        token: admin.token,
      },
      { path: `/api/admin/accounts/${victim}`, body: (s) => ({ name: s }), field: "name", token: admin.token },
      {
        path: "/api/account/register",
        body: (s) => ({ email: uniqueEmail(), password: "long-enough-1", name: s }),
        field: "name",
      },
      { path: `/api/cards/${collectionId}/buy`, body: (s) => ({ count: 1, promo: s }), field: "promo" },
      { path: "/api/cards/assets", body: (s) => ({ type: "sticker", name: s }), field: "name" },
      { path: "/api/cards/assets", body: (s) => ({ type: "sticker", name: "ok", authorName: s }), field: "authorName" },
      { path: `/api/cards/assets/${packId}`, body: (s) => ({ name: s }), field: "name" },
      { path: "/api/ar-projects/album", body: (s) => ({ name: s }), field: "name" },
      { path: `/api/ar-projects/data/${projectId}/name`, body: (s) => ({ value: s }), field: "value" },
      { path: `/api/ar-projects/data/${projectId}/create-qr-scene`, body: (s) => ({ name: s }), field: "name" },
      { path: `/api/ar-projects/scenes/${sceneId}/name`, body: (s) => ({ name: s }), field: "name" },
      {
        path: `/api/ar-projects/scenes/${sceneId}/data`,
        body: (s) => ({ data: [{ type: "text", text: s }] }),
        field: "data.0.text",
      },
    ];
    const problems: string[] = [];
    for (const c of cases) {
      for (const s of LONE) {
        const before = await rowCounts();
        const res = await call(api.url, "POST", c.path, { token: c.token ?? owner.token, body: c.body(s) });
        if (
          res.status !== 400 ||
          res.body?.error?.code !== "BAD_REQUEST" ||
          res.body.error.fields?.[c.field] !== "invalid"
        )
          problems.push(`${c.path} ${JSON.stringify(s)}: ${res.status} ${JSON.stringify(res.body)}`);
        if ((await rowCounts()) !== before) problems.push(`${c.path} ${JSON.stringify(s)}: rows changed`);
      }
    }
    expect(problems).toEqual([]);
    // However deep it sits, and inside the JSON text the scene meta may be sent as.
    let deep: unknown = { text: "\uD800" };
    for (let i = 0; i < 200; i++) deep = { inner: deep };
    const meta = `/api/ar-projects/scenes/${sceneId}/meta`;
    for (const m of [deep, JSON.stringify({ a: "\uD800" }), JSON.stringify({ a: "\u0000" })]) {
      const res = await call(api.url, "POST", meta, { token: owner.token, body: { naturalWidth: 100, meta: m } });
      expect(res.status, JSON.stringify(m).slice(0, 40)).toBe(400);
      expect(Object.keys(res.body.error.fields)[0], JSON.stringify(res.body)).toMatch(/^meta/);
    }
    // A key carrying one is refused too; a well-formed pair (an emoji) is ordinary text.
    const key = await call(api.url, "POST", "/api/cards/assets", {
      token: owner.token,
      body: { type: "sticker", name: "k", ["a\uD800"]: 1 },
    });
    expect(key.status).toBe(400);
    expect(
      (await call(api.url, "POST", "/api/cards/assets", { token: owner.token, body: { type: "sticker", name: "😀" } }))
        .status,
    ).toBe(200);
  });

  it("tRPC: mutation bodies and query inputs", async () => {
    const mutation = await call(api.url, "POST", "/api/trpc/packs.create", {
      token: owner.token,
      body: { type: "sticker", name: "\uD800" },
    });
    expect(mutation.status).toBe(400);
    expect(mutation.body.error.data.error).toMatchObject({ code: "BAD_REQUEST", fields: { name: "invalid" } });
    const input = encodeURIComponent(JSON.stringify({ count: 1, promo: "\uDBFF" }));
    const query = await call(api.url, "GET", `/api/trpc/cards.price?input=${input}`, { token: owner.token });
    expect(query.status).toBe(400);
    expect(query.body.error.data.error).toMatchObject({ code: "BAD_REQUEST", fields: { promo: "invalid" } });
  });

  it("multipart: a text field or a file name carrying one is refused before anything is stored", async () => {
    const before = await rowCounts();
    const files = await storedFiles();
    const glb = glbFile();
    const field = utf16FieldForm("name", Buffer.from([0x61, 0x00, 0x00, 0xd8]), { name: "m.glb", data: glb });
    const arkit = await rawPost("/api/arkit", {
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": field.type,
        "content-length": field.body.length,
      },
      body: field.body,
    });
    expect(arkit.status).toBe(400);
    expect(JSON.parse(arkit.text).error).toMatchObject({ code: "BAD_REQUEST", fields: { name: "invalid" } });

    const packId = (
      await call(api.url, "POST", "/api/cards/assets", { token: owner.token, body: { type: "sticker", name: "F" } })
    ).body.id as number;
    const png = await pngFile(16);
    const b = "----doorsname";
    const named = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename*=utf-16le''%00%D8.%00p%00n%00g%00\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    const before2 = await rowCounts();
    const item = await rawPost(`/api/cards/assets/${packId}/items`, {
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": `multipart/form-data; boundary=${b}`,
        "content-length": named.length,
      },
      body: named,
    });
    expect(item.status).toBe(400);
    expect(JSON.parse(item.text).error).toMatchObject({ code: "BAD_REQUEST", fields: { file: "invalid" } });
    expect(await rowCounts()).toBe(before2);
    expect(await storedFiles()).toEqual(files);
    expect(JSON.parse(before).ArkitProject).toBe(JSON.parse(await rowCounts()).ArkitProject);
  });
});
