// Public files on the S3 driver (against s3rver on loopback): a published project's files are read
// from the bucket whole and by range through GET /api/public/files, as on local disk.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setEnvVar } from "@ar/config";
import { createSession, getStorage, S3Storage } from "@ar/core";
import { call, createUser, formData, startApiServer, startS3Server, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  setEnvVar("DATA_DIR", await mkdtemp(path.join(os.tmpdir(), "ar-public-s3-")));
  s3 = await startS3Server();
  setEnvVar("STORAGE_DRIVER", "s3");
  setEnvVar("S3_BUCKET", s3.bucket);
  setEnvVar("S3_ENDPOINT", s3.endpoint);
  setEnvVar("S3_ACCESS_KEY_ID", "S3RVER");
  setEnvVar("S3_SECRET_ACCESS_KEY", "S3RVER");
  api = await startApiServer();
});
afterAll(async () => {
  await api.close();
  await s3.close();
});

it("serves a published file from the bucket, whole, by range (206), HEAD, and 416 beyond its end", async () => {
  expect(getStorage()).toBeInstanceOf(S3Storage);
  const { user } = await createUser();
  const token = (await createSession({ userId: user.id })).token;
  const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token, body: {} })).body as { id: number };
  const scene = (
    await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, { token, body: {} })
  ).body as { id: number };
  // An audio file is stored as uploaded (no compression): 40 KB of a recognisable pattern behind an MP3 frame header.
  const audio = Buffer.concat([
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 13) % 256)),
  ]);
  const res = await fetch(`${api.url}/api/ar-projects/${project.id}/assets`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: formData({ file: { name: "a.mp3", data: audio } }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const asset = (await res.json()) as { id: number; uploadStatus: string };
  expect(asset.uploadStatus).toBe("ready");
  const objects = [
    {
      id: "a",
      name: "Sound",
      type: "audio",
      assetId: asset.id,
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    },
  ];
  expect(
    (await call(api.url, "POST", `/api/ar-projects/scenes/${scene.id}/data`, { token, body: { data: objects } }))
      .status,
  ).toBe(200);
  expect((await call(api.url, "POST", `/api/ar-projects/${project.id}/publish`, { token })).status).toBe(200);

  const doc = (await (await fetch(`${api.url}/api/public/projects/${project.id}`)).json()) as {
    assets: Record<string, { src: string }>;
  };
  const src = doc.assets[String(asset.id)]!.src;
  expect(src).toBe(`/api/public/files/${createHash("sha256").update(audio).digest("hex")}.mp3`);
  const whole = await fetch(`${api.url}${src}`);
  expect([whole.status, whole.headers.get("content-type")]).toEqual([200, "audio/mpeg"]);
  expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
  for (const [range, from, to] of [
    ["bytes=0-0", 0, 0],
    ["bytes=1000-20999", 1000, 20_999],
    ["bytes=-7", audio.length - 7, audio.length - 1],
  ] as const) {
    const part = await fetch(`${api.url}${src}`, { headers: { range } });
    expect([part.status, part.headers.get("content-range")], range).toEqual([
      206,
      `bytes ${from}-${to}/${audio.length}`,
    ]);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(from, to + 1)), range).toBe(true);
  }
  const head = await fetch(`${api.url}${src}`, { method: "HEAD" });
  expect([head.status, head.headers.get("content-length")]).toEqual([200, String(audio.length)]);
  expect((await fetch(`${api.url}${src}`, { headers: { range: `bytes=${audio.length}-` } })).status).toBe(416);
});
