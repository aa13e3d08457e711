// The API gzips JSON answers of 1 KB and more for clients that take gzip (both doors, errors
// too), leaves small answers and clients that refuse gzip alone, and serves a cached list's gzip
// again without making it anew. Raw node:http is used so the bytes on the wire are seen
// (fetch would unzip them silently).
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, JsonText } from "@ar/db";
import { createSession } from "@ar/core";
import { createUser, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { acceptsGzip, compressJson, gzippedJsonText, rememberJsonText } from "../../src/http/compress-response";

let api: ApiServer;
let token: string;

beforeAll(async () => {
  api = await startApiServer();
  const { user } = await createUser();
  token = (await createSession({ userId: user.id })).token;
  const db = getDb();
  for (let i = 0; i < 40; i++)
    await db.cardCollection.create({ data: { userId: user.id, cardType: "v2", data: { n: i } } });
});
afterAll(() => api.close());

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("gzip of API answers", () => {
  it("gzips a list for a browser's Accept-Encoding, and the bytes unzip to the plain answer", async () => {
    const plain = await get("/api/cards?type=v2", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const zipped = await get("/api/cards?type=v2", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString("utf8"))).toEqual(JSON.parse(plain.bytes.toString("utf8")));
  });

  it("leaves answers under 1 KB and clients that refuse gzip alone", async () => {
    const small = await get("/api/cards?type=classic", { "accept-encoding": "gzip" });
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.bytes.toString("utf8"))).toEqual([]);
    const refused = await get("/api/cards?type=v2", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString("utf8"))).toHaveLength(40);
  });

  it("gzips tRPC answers too, and error bodies keep their documented shape", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { type: "v2" } }));
    const trpc = await get(`/api/trpc/cards.list?batch=1&input=${input}`, { "accept-encoding": "gzip" });
    expect(trpc.status).toBe(200);
    expect(trpc.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(trpc.bytes).toString("utf8"))[0].result.data).toHaveLength(40);
    const missing = await get("/api/cards/999999999", { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    const body = missing.headers["content-encoding"] === "gzip" ? gunzipSync(missing.bytes) : missing.bytes;
    expect(JSON.parse(body.toString("utf8"))).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("makes a JsonText's gzip once, however often it is served", async () => {
    const text = new JsonText<unknown>(
      JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` }))),
    );
    const request = new Request("http://x/api", { headers: { "accept-encoding": "gzip" } });
    const respond = () =>
      rememberJsonText(new Response(text.bytes(), { headers: { "content-type": "application/json" } }), text);
    const a = new Uint8Array(await (await compressJson(request, respond())).arrayBuffer());
    const b = new Uint8Array(await (await compressJson(request, respond())).arrayBuffer());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // the kept gzip, not a new compression
    expect(gzippedJsonText(text)).toBe(gzippedJsonText(text));
    expect(JSON.parse(gunzipSync(a).toString("utf8"))).toHaveLength(200);
  });

  it("reads Accept-Encoding as HTTP defines it", () => {
    const req = (v?: string) => new Request("http://x/", v === undefined ? {} : { headers: { "accept-encoding": v } });
    expect(acceptsGzip(req())).toBe(false);
    expect(acceptsGzip(req("gzip"))).toBe(true);
    expect(acceptsGzip(req("br, GZIP;q=0.5"))).toBe(true);
    expect(acceptsGzip(req("gzip;q=0"))).toBe(false);
    expect(acceptsGzip(req("*"))).toBe(true);
    expect(acceptsGzip(req("identity"))).toBe(false);
    expect(acceptsGzip(req("x-gzip"))).toBe(false);
  });
});
