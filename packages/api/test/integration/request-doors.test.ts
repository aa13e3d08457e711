// The doors every request passes before a procedure runs (issue 19 §3, §4, §7): text that
// PostgreSQL cannot store (lone UTF-16 surrogates) is refused naming the field, prototype names in
// path parameters are plain unknown values, over-limit bodies get the 413 body over a real socket
// instead of a connection reset, both JSON doors read at most MAX_JSON_BYTES, and they accept only
// application/json.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { createSession } from "@ar/core";
import { handleApiRequest } from "@ar/api";
import {
  call,
  createUser,
  formData,
  glbFile,
  pngFile,
  startApiServer,
  uniqueEmail,
  webmFile,
  type ApiServer,
} from "@ar/devtools/testing";

let api: ApiServer;
let dataDir: string;
let owner: { id: number; token: string; email: string; password: string };
let admin: { token: string };

const TABLES = [
  "User",
  "AssetPack",
  "AssetPackItem",
  "ArProject",
  "Scene",
  "ArkitProject",
  "Order",
  "Payment",
  "CardCollection",
  "Session",
];
async function rowCounts(): Promise<string> {
  const [row] = await getDb().$queryRawUnsafe<Record<string, number>[]>(
    `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(", ")}`,
  );
  return JSON.stringify(row);
}
async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  };
  await walk(path.join(dataDir, "storage"));
  return out.sort();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ar-doors-"));
  setEnvVar("DATA_DIR", dataDir);
  api = await startApiServer();
  const o = await createUser({ features: ["arkit", "wishes", "ar-albums"] });
  owner = {
    id: o.user.id,
    token: (await createSession({ userId: o.user.id })).token,
    email: o.user.email,
    password: o.password,
  };
  const a = (await createUser({ isAdmin: true })).user;
  admin = { token: (await createSession({ userId: a.id })).token };
});
afterAll(() => api.close());

/** One HTTP/1.1 exchange on a raw socket: what a browser sees, resets included. */
function rawPost(
  urlPath: string,
  opts: { headers: Record<string, string | number>; body?: Buffer; stopAfter?: number; pauseAfter?: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${api.url}${urlPath}`, { method: "POST", headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    if (!opts.body) {
      req.flushHeaders();
      return;
    }
    const body = opts.stopAfter === undefined ? opts.body : opts.body.subarray(0, opts.stopAfter);
    // Written in slices, as a browser uploads; `pauseAfter` holds the rest back for a moment, as a
    // slow network does, so that the server decides while the body is still arriving.
    let at = 0;
    let paused = false;
    const writeMore = () => {
      while (at < body.length) {
        if (opts.pauseAfter !== undefined && at >= opts.pauseAfter && !paused) {
          paused = true;
          return void setTimeout(writeMore, 300);
        }
        const slice = body.subarray(at, at + 16 * 1024);
        at += slice.length;
        if (!req.write(slice)) return void req.once("drain", writeMore);
      }
      if (opts.stopAfter === undefined) req.end();
    };
    writeMore();
  });
}

async function multipartBytes(form: FormData): Promise<{ body: Buffer; type: string }> {
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type")! };
}

/** A multipart body with one text field in UTF-16LE (busboy decodes a part's own charset). */
function utf16FieldForm(
  field: string,
  utf16: Buffer,
  file?: { name: string; data: Buffer },
): { body: Buffer; type: string } {
  const b = "----doorsboundary";
  const parts = [
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
    ),
    utf16,
    Buffer.from("\r\n"),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

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

describe("prototype names in path parameters are unknown values, not inherited properties", () => {
  const NAMES = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"];

  it("POST /api/ar-projects/data/{id}/:param answers 400 naming param", async () => {
    const projectId = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    for (const name of NAMES) {
      const res = await call(api.url, "POST", `/api/ar-projects/data/${projectId}/${name}`, {
        token: owner.token,
        body: { value: "x" },
      });
      expect(res.status, name).toBe(400);
      expect(res.body.error, name).toMatchObject({ code: "BAD_REQUEST", fields: { param: "invalid" } });
    }
  });

  it("POST /api/cards/{id}/background/:side answers 404 and stores no byte", async () => {
    const collectionId = (await call(api.url, "POST", "/api/cards", { token: owner.token, body: {} })).body
      .id as number;
    const png = await pngFile(32);
    const files = await storedFiles();
    for (const name of NAMES) {
      const res = await fetch(`${api.url}/api/cards/${collectionId}/background/${name}`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.token}` },
        body: formData({ file: { name: "a.png", data: png } }),
      });
      expect(res.status, name).toBe(404);
      expect((await res.json()).error.code, name).toBe("NOT_FOUND");
      expect(await storedFiles(), name).toEqual(files);
    }
    const row = await getDb().cardCollection.findUniqueOrThrow({ where: { id: collectionId } });
    expect([row.backgroundFrontSrc, row.backgroundBackSrc, row.previewSrc]).toEqual([null, null, null]);
  });
});

describe("over-limit bodies get the 413 body, not a connection reset", () => {
  it("a 600 KB sticker (limit 512 KB): the client reads the 413 error body, nothing is stored", async () => {
    const packId = (
      await call(api.url, "POST", "/api/cards/assets", { token: owner.token, body: { type: "sticker", name: "Big" } })
    ).body.id as number;
    const files = await storedFiles();
    const { body, type } = await multipartBytes(formData({ file: { name: "big.webm", data: webmFile(600 * 1024) } }));
    // The last 60 KB come after a pause: the server passes the limit before the body has arrived.
    const raw = await rawPost(`/api/cards/assets/${packId}/items`, {
      headers: { authorization: `Bearer ${owner.token}`, "content-type": type, "content-length": body.length },
      body,
      pauseAfter: body.length - 60 * 1024,
    });
    expect(raw.status).toBe(413);
    expect(JSON.parse(raw.text).error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { file: "too_large" } });
    // fetch (undici, as a browser) too, on a kept-alive connection that is then reused.
    const viaFetch = await fetch(`${api.url}/api/cards/assets/${packId}/items`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": type },
      body: new Uint8Array(body),
    });
    expect(viaFetch.status).toBe(413);
    expect((await viaFetch.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await call(api.url, "GET", `/api/cards/assets/${packId}/items`, { token: owner.token })).body).toEqual([]);
    expect(await storedFiles()).toEqual(files);
  });

  it("an upload refused before its body is read (no session) still gets its answer", async () => {
    const { body, type } = await multipartBytes(formData({ file: { name: "a.webm", data: webmFile(300 * 1024) } }));
    const raw = await rawPost("/api/cards/assets/1/items", {
      headers: { "content-type": type, "content-length": body.length },
      body,
    });
    expect(raw.status).toBe(401);
    expect(JSON.parse(raw.text).error.code).toBe("UNAUTHORIZED");
  });

  it("REST JSON door: a 2 MB body gets the 413 body", async () => {
    const body = Buffer.from(JSON.stringify({ type: "sticker", name: "x".repeat(2 * 1024 * 1024) }));
    const raw = await rawPost("/api/cards/assets", {
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": "application/json",
        "content-length": body.length,
      },
      body,
    });
    expect(raw.status).toBe(413);
    expect(JSON.parse(raw.text).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("tRPC door: a 2 MB anonymous login body is refused with 413 (tRPC error shape), as on the REST door", async () => {
    const body = Buffer.from(JSON.stringify({ email: "a@example.com", password: "p".repeat(2 * 1024 * 1024) }));
    const sendings: Record<string, string | number>[] = [
      { "content-type": "application/json", "content-length": body.length },
      { "content-type": "application/json", "transfer-encoding": "chunked" },
    ];
    for (const headers of sendings) {
      const raw = await rawPost("/api/trpc/account.login", { headers, body });
      expect(raw.status).toBe(413);
      expect(JSON.parse(raw.text).error.data.error.code).toBe("PAYLOAD_TOO_LARGE");
    }
  });

  it("both JSON doors refuse a Content-Length over the limit before reading the body", async () => {
    for (const p of ["/api/trpc/account.login", "/api/account/login"]) {
      // Only the headers are sent: an answer proves nothing waited for the 100 MB.
      const raw = await rawPost(p, {
        headers: { "content-type": "application/json", "content-length": 100 * 1024 * 1024 },
      });
      expect(raw.status, p).toBe(413);
      expect(raw.headers.connection, p).toBe("close");
      expect(raw.text, p).toContain("PAYLOAD_TOO_LARGE");
    }
  });

  it("both JSON doors stop reading an endless body (no Content-Length) at a bound, without buffering it", async () => {
    for (const p of ["/api/trpc/account.login", "/api/account/login"]) {
      let pulled = 0;
      const chunk = new Uint8Array(64 * 1024).fill(0x61);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.length;
          // 300 MB at most, so that a door reading everything fails the test instead of hanging it.
          if (pulled > 300 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const request = new Request(`${api.url}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit);
      const res = await handleApiRequest(request, { ip: "127.0.0.9" });
      expect(res.status, p).toBe(413);
      expect(res.headers.get("connection"), p).toBe("close");
      expect(pulled, p).toBeLessThan(64 * 1024 * 1024);
    }
  });
});

describe("JSON doors accept only application/json", () => {
  it("REST: a sign-in posted as text/plain (a cross-site form) is refused with 415 and signs nobody in", async () => {
    const credentials = JSON.stringify({ email: owner.email, password: owner.password });
    const sessions = await getDb().session.count();
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
    ]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      const res = await fetch(`${api.url}/api/account/login`, {
        method: "POST",
        headers,
        body: type === undefined ? new Blob([credentials]) : credentials,
      });
      expect(res.status, String(type)).toBe(415);
      expect((await res.json()).error.code, String(type)).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    expect(await getDb().session.count()).toBe(sessions);
    const ok = await fetch(`${api.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: credentials,
    });
    expect(ok.status).toBe(200);
    // A POST without a body needs no type (creates with defaults).
    expect(
      (await fetch(`${api.url}/api/cards`, { method: "POST", headers: { authorization: `Bearer ${owner.token}` } }))
        .status,
    ).toBe(200);
  });

  it("tRPC: mutations refuse form and octet-stream bodies with 415 in the tRPC error shape", async () => {
    for (const type of [
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "application/x-www-form-urlencoded",
      "text/plain",
    ]) {
      const res = await fetch(`${api.url}/api/trpc/account.login`, {
        method: "POST",
        headers: { "content-type": type },
        body: "--x--\r\n",
      });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error.data.error.code, type).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });
});
