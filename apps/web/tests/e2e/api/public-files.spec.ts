// The published project and its files through the production web server (Express + Remix's /api
// route), as the viewer and the browser's media elements reach them: ranged reads, HEAD, ETag
// revalidation, caching short enough for a withdrawal (ADR 0021), and no cookie set on these public answers.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createSessionToken, createUser } from "../fixtures/db";

test("a published project's document and files: ETag/304, Range/206/416, HEAD, no cookies", async ({ baseURL }) => {
  const cookie = `ar_session=${await createSessionToken((await createUser({ features: ["ar-qr"] })).id)}`;
  const api = {
    async json<T = unknown>(method: string, url: string, body?: unknown) {
      const res = await fetch(`${baseURL}${url}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
  };
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 12, g: 200, b: 77 } } })
    .png()
    .toBuffer();
  const project = (await api.json<{ id: number }>("POST", "/api/ar-projects/qr", { name: "Public files" })).body;
  const scene = (
    await api.json<{ id: number }>("POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, { name: "Scene" })
  ).body;
  const form = new FormData();
  form.append("disableCompressing", "true");
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
  const uploaded = await fetch(`${baseURL}/api/ar-projects/${project.id}/assets`, {
    method: "POST",
    headers: { cookie, origin: baseURL! },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const assetId = ((await uploaded.json()) as { id: number }).id;
  const objects = [
    { id: "pic", name: "Pic", type: "image", assetId, position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] },
  ];
  expect((await api.json("POST", `/api/ar-projects/scenes/${scene.id}/data`, { data: objects })).status).toBe(200);
  expect((await api.json("POST", `/api/ar-projects/${project.id}/publish`)).status).toBe(200);

  const doc = await fetch(`${baseURL}/api/public/projects/${project.id}`, { headers: { "accept-encoding": "gzip" } });
  expect(doc.status).toBe(200);
  expect(doc.headers.get("set-cookie")).toBeNull();
  expect(doc.headers.get("cache-control")).toBe("public, no-cache");
  const etag = doc.headers.get("etag")!;
  expect(etag).toBe(`"p${project.id}-v1"`);
  const body = (await doc.json()) as { assets: Record<string, { src: string }> };
  expect(
    (await fetch(`${baseURL}/api/public/projects/${project.id}`, { headers: { "if-none-match": etag } })).status,
  ).toBe(304);
  const head = await fetch(`${baseURL}/api/public/projects/${project.id}`, { method: "HEAD" });
  expect([head.status, head.headers.get("etag")]).toEqual([200, etag]);

  const src = `${baseURL}${body.assets[String(assetId)]!.src}`;
  const whole = await fetch(src);
  expect([
    whole.status,
    whole.headers.get("content-type"),
    whole.headers.get("cache-control"),
    whole.headers.get("accept-ranges"),
    whole.headers.get("access-control-allow-origin"),
  ]).toEqual([200, "image/png", "public, max-age=300, must-revalidate", "bytes", "*"]);
  expect(whole.headers.get("set-cookie")).toBeNull();
  expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);
  const part = await fetch(src, { headers: { range: "bytes=8-23" } });
  expect([part.status, part.headers.get("content-range"), part.headers.get("content-length")]).toEqual([
    206,
    `bytes 8-23/${png.length}`,
    "16",
  ]);
  expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(8, 24))).toBe(true);
  expect((await fetch(src, { headers: { range: `bytes=${png.length}-` } })).status).toBe(416);
  const fileHead = await fetch(src, { method: "HEAD" });
  expect([fileHead.status, fileHead.headers.get("content-length")]).toEqual([200, String(png.length)]);
  expect((await fetch(src, { headers: { "if-none-match": whole.headers.get("etag")! } })).status).toBe(304);

  // Taken offline: both go, for everyone.
  expect((await api.json("POST", `/api/ar-projects/${project.id}/unpublish`)).status).toBe(200);
  expect((await fetch(`${baseURL}/api/public/projects/${project.id}`)).status).toBe(404);
  expect((await fetch(src)).status).toBe(404);
});
