// The doors every request passes before a procedure runs (issue 19 §3, §4, §7): text that
// PostgreSQL cannot store (lone UTF-16 surrogates) is refused naming the field, prototype names in
// path parameters are plain unknown values, over-limit bodies get the 413 body over a real socket
// instead of a connection reset, both JSON doors read at most MAX_JSON_BYTES, and they accept only
// application/json.
// Here: prototype names, over-limit bodies and content types.
import { describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { handleApiRequest } from "@ar/api";
import { call, formData, pngFile, webmFile } from "@ar/devtools/testing";
import { multipartBytes, useDoorsServer } from "./request-doors-helpers";

const { api, owner, rawPost, storedFiles } = useDoorsServer();

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
