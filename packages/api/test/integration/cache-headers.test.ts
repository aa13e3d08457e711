// After logout the browser's Back button must not show the previous user's data: every API answer
// with an account's data is `Cache-Control: no-store`, on both doors, errors included. A stored
// file is `private, no-cache` (kept by the browser alone, checked on every use through its ETag:
// a deleted file or a lost access must not live on); QR images stay immutable (their URL fixes
// the text). Public files and documents: cache-withdrawal.test.ts.
// (Documents and loader data: apps/web/tests/e2e/api/no-store.spec.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { createSession } from "@ar/core";
import { call, createUser, formData, pngFile, useApiServer } from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-cache-" });
let token: string;
beforeAll(async () => {
  const { user } = await createUser();
  token = (await createSession({ userId: user.id })).token;
});

const get = (p: string) => fetch(`${api.url}${p}`, { headers: { authorization: `Bearer ${token}` } });

describe("Cache-Control of API answers", () => {
  it("signed-in JSON answers are no-store on the tRPC and REST doors, errors and batches included", async () => {
    const input = encodeURIComponent(JSON.stringify({ collectionId: 999999 }));
    for (const p of [
      "/api/trpc/account.get",
      "/api/trpc/stats.all,account.get?batch=1&input=%7B%7D",
      `/api/trpc/cards.get?input=${input}`,
      "/api/account",
      "/api/cards/999999",
    ]) {
      const res = await get(p);
      expect(res.headers.get("cache-control"), `${p} (${res.status})`).toBe("no-store");
    }
  });

  it("files are revalidated on every use; card QR images keep long caching", async () => {
    const collection = await call(api.url, "POST", "/api/cards", { token, body: {} });
    const uploaded = await fetch(`${api.url}/api/cards/${collection.body.id}/background/front`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: formData({ file: { name: "f.png", data: await pngFile(16) } }),
    });
    const src = ((await uploaded.json()) as { src: string }).src;
    const file = await get(src);
    expect([file.status, file.headers.get("cache-control"), Boolean(file.headers.get("etag"))]).toEqual([
      200,
      "private, no-cache",
      true,
    ]);
    const cardId = `cache${Date.now()}`;
    await getDb().card.create({ data: { id: cardId, collectionId: collection.body.id as number } });
    const qr = await fetch(`${api.url}/api/qr/${cardId}.png?domain=cards.example.org`);
    expect([qr.status, qr.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
  });
});
