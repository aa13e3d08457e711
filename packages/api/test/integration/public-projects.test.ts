// Published AR projects (issue 20): publish freezes a numbered snapshot that
// GET /api/public/projects/{id} serves to anyone without a session; the files it names become
// public under content-addressed URLs (GET/HEAD /api/public/files/{sha256}.{ext}, ranged), every
// other file stays private; unpublish and delete take both offline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { resetServerEnv, setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { createSession, getStorage } from "@ar/core";
import { prepareImageTarget } from "@ar/worker";
import { call, createUser, formData, pngFile, startApiServer, webmFile, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };

beforeAll(async () => {
  setEnvVar("DATA_DIR", await mkdtemp(path.join(os.tmpdir(), "ar-public-projects-")));
  api = await startApiServer();
  const person = async () => {
    const { user } = await createUser();
    return { id: user.id, token: (await createSession({ userId: user.id })).token };
  };
  owner = await person();
  stranger = await person();
});
afterAll(() => api.close());

const anon = (p: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${api.url}${p}`, { method, headers });
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function upload(p: string, form: FormData) {
  const res = await fetch(`${api.url}${p}`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(res.status, p).toBe(200);
  return (await res.json()) as Record<string, unknown> & { id: number };
}

/** A QR project with a QR scene, an image scene and three assets: a video whose compressed file
 *  the worker "wrote" (put here, as the worker does), an image kept as is, and one no scene uses. */
let seeds = 0;
/** A colour no other seed uses: identical bytes would share one public hash (content addressing). */
const colour = () => `#${(++seeds * 7919).toString(16).padStart(6, "0").slice(-6)}`;

async function seedProject() {
  const project = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: { name: "Launch" } }))
    .body as { id: number };
  const qr = (
    await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, {
      token: owner.token,
      body: { name: "Front" },
    })
  ).body as { id: number; qrMarker: { id: string } };
  const markerPng = await pngFile(40, colour());
  const image = await upload(
    `/api/ar-projects/data/${project.id}/create-image-scene`,
    formData({ file: { name: "m.png", data: markerPng } }, { name: "Poster" }),
  );
  const meta = await call(api.url, "POST", `/api/ar-projects/scenes/${image.id}/meta`, {
    token: owner.token,
    body: { naturalWidth: 40, meta: "" },
  });
  expect(meta.status, JSON.stringify(meta.body)).toBe(200);
  // The worker's image-target.prepare for the marker (no worker runs here): publish needs it.
  const markerKey = (
    await getDb().scene.findUniqueOrThrow({ where: { id: image.id }, select: { imageMarkerSrc: true } })
  ).imageMarkerSrc!;
  await prepareImageTarget(markerKey);
  const pic = await upload(
    `/api/ar-projects/${project.id}/assets`,
    formData({ file: { name: "pic.png", data: await pngFile(24, colour()) } }, { disableCompressing: "true" }),
  );
  const video = await upload(
    `/api/ar-projects/${project.id}/assets`,
    formData({ file: { name: "clip.webm", data: webmFile(500) } }),
  );
  const draft = await upload(
    `/api/ar-projects/${project.id}/assets`,
    formData({ file: { name: "draft.png", data: await pngFile(20, colour()) } }, { disableCompressing: "true" }),
  );
  // The compression worker's result: a different file, stored under the project, the row ready.
  const compressed = Buffer.concat([Buffer.from(`compressed-video ${colour()}:`), Buffer.alloc(70_000, 9)]);
  const compressedKey = `projects/${project.id}/assets/${video.id}-compressed.mp4`;
  await getStorage().put(compressedKey, compressed, { contentType: "video/mp4" });
  await getDb().asset.update({
    where: { id: video.id },
    data: { uploadStatus: "ready", progress: 100, compressedKey, compSize: compressed.length },
  });
  const objects = [
    {
      id: "o1",
      name: "Pic",
      type: "image",
      assetId: pic.id,
      position: [0.1, 0, -0.2],
      rotation: [0, 0, 0],
      scale: [0.5, 0.5, 0.5],
    },
    {
      id: "o2",
      name: "Clip",
      type: "video",
      assetId: String(video.id),
      data: { autoplay: true, muted: true },
      position: [0, 0.1, 0],
      rotation: [0, 1, 0],
      scale: [1, 1, 1],
    },
  ];
  await call(api.url, "POST", `/api/ar-projects/scenes/${qr.id}/data`, { token: owner.token, body: { data: objects } });
  return { project, qr, image, markerPng, pic, video, draft, compressed, objects };
}

const publish = (projectId: number, token = owner.token) =>
  call(api.url, "POST", `/api/ar-projects/${projectId}/publish`, { token });

describe("publishing an AR project", () => {
  it("snapshots the saved objects, the compressed asset files and the marker image under public URLs", async () => {
    const s = await seedProject();
    expect((await anon(`/api/public/projects/${s.project.id}`)).status).toBe(404);
    const pub = await publish(s.project.id);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ version: 1, url: expect.stringMatching(new RegExp(`/${s.project.id}$`)) });

    const res = await anon(`/api/public/projects/${s.project.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"p${s.project.id}-v1"`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30, must-revalidate");
    expect(res.headers.get("set-cookie")).toBeNull();
    const doc = (await res.json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the document is read freely
    expect(doc).toMatchObject({
      id: s.project.id,
      type: "QR",
      name: "Launch",
      version: 1,
      publishedAt: pub.body.publishedAt,
      invert: false,
      code: null,
      link: pub.body.url,
    });
    expect(doc.features).toEqual({
      trackingLastKnownPose: false,
      disablePreloader: false,
      lazyLoad: false,
      useAppClips: false,
    });
    expect(doc.scenes.map((x: any) => [x.id, x.kind, x.markerScale])).toEqual([
      [s.qr.id, "qr", 1.2],
      [s.image.id, "image", 1],
    ]); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(doc.scenes[0].qrMarkerId).toBe(s.qr.qrMarker.id);
    expect(doc.scenes[0].objects).toEqual(s.objects);
    expect(doc.scenes[1].markerImage).toEqual({
      src: expect.stringMatching(/^\/api\/public\/files\/[0-9a-f]{64}\.png$/),
      naturalWidth: 40,
      target: expect.stringMatching(/^\/api\/public\/files\/[0-9a-f]{64}\.json$/),
    });
    const target = await anon(doc.scenes[1].markerImage.target);
    expect([target.status, ((await target.json()) as { format: string }).format]).toEqual([200, "ar-image-target"]);
    // Only the used assets, the video by its compressed file.
    expect(Object.keys(doc.assets).sort()).toEqual([String(s.pic.id), String(s.video.id)].sort());
    expect(doc.assets[String(s.video.id)]).toEqual({
      src: `/api/public/files/${sha(s.compressed)}.mp4`,
      kind: "video",
      name: "clip.webm",
      size: s.compressed.length,
    });

    const marker = await anon(doc.scenes[1].markerImage.src);
    expect(marker.status).toBe(200);
    expect((await bytes(marker)).equals(s.markerPng)).toBe(true);
    const video = await anon(doc.assets[String(s.video.id)].src);
    expect([
      video.status,
      video.headers.get("content-type"),
      video.headers.get("cache-control"),
      video.headers.get("etag"),
      video.headers.get("access-control-allow-origin"),
      video.headers.get("accept-ranges"),
    ]).toEqual([200, "video/mp4", "public, max-age=31536000, immutable", `"${sha(s.compressed)}"`, "*", "bytes"]);
    expect((await bytes(video)).equals(s.compressed)).toBe(true);
  });

  it("draft edits change nothing public until the next publish, which increments the version", async () => {
    const s = await seedProject();
    await publish(s.project.id);
    const first = await (await anon(`/api/public/projects/${s.project.id}`)).text();
    const moved = s.objects.map((o) => ({ ...o, position: [9, 9, 9] }));
    await call(api.url, "POST", `/api/ar-projects/scenes/${s.qr.id}/data`, {
      token: owner.token,
      body: { data: moved },
    });
    await call(api.url, "POST", `/api/ar-projects/data/${s.project.id}/name`, {
      token: owner.token,
      body: { value: "Renamed" },
    });
    const again = await anon(`/api/public/projects/${s.project.id}`);
    expect(await again.text()).toBe(first);
    // 304 while the version is the same; the project DTO shows what is live.
    expect(
      (await anon(`/api/public/projects/${s.project.id}`, { "if-none-match": `"p${s.project.id}-v1"` })).status,
    ).toBe(304);
    const dto = await call(api.url, "GET", `/api/ar-projects/data/${s.project.id}`, { token: owner.token });
    expect(dto.body).toMatchObject({ liveVersion: 1, publishedAt: expect.any(String) });

    const second = await publish(s.project.id);
    expect(second.body.version).toBe(2);
    const res = await anon(`/api/public/projects/${s.project.id}`, { "if-none-match": `"p${s.project.id}-v1"` });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"p${s.project.id}-v2"`);
    const doc = (await res.json()) as {
      name: string;
      version: number;
      scenes: { objects: { position: number[] }[] }[];
    };
    expect([doc.name, doc.version, doc.scenes[0]!.objects[0]!.position]).toEqual(["Renamed", 2, [9, 9, 9]]);
    // The first snapshot is kept as history.
    expect(await getDb().arProjectSnapshot.count({ where: { projectId: s.project.id } })).toBe(2);
  });

  it("unpublish takes the page and its files offline; delete does too", async () => {
    const s = await seedProject();
    await publish(s.project.id);
    const doc = (await (await anon(`/api/public/projects/${s.project.id}`)).json()) as {
      assets: Record<string, { src: string }>;
    };
    const src = doc.assets[String(s.pic.id)]!.src;
    expect((await anon(src)).status).toBe(200);
    const un = await call(api.url, "POST", `/api/ar-projects/${s.project.id}/unpublish`, { token: owner.token });
    expect([un.status, un.body]).toEqual([200, { unpublished: true }]);
    const gone = await anon(`/api/public/projects/${s.project.id}`);
    expect([gone.status, await gone.json()]).toEqual([
      404,
      { error: { code: "NOT_FOUND", message: "This AR project is not published" } },
    ]);
    expect((await anon(src)).status).toBe(404);

    await publish(s.project.id);
    expect((await anon(src)).status).toBe(200);
    await call(api.url, "DELETE", `/api/ar-projects/data/${s.project.id}`, { token: owner.token });
    expect((await anon(`/api/public/projects/${s.project.id}`)).status).toBe(404);
    expect((await anon(src)).status).toBe(404);
    expect(await getDb().publicFile.count({ where: { projectId: s.project.id } })).toBe(0);
  });

  it("a draft marker change or scene deletion leaves the live snapshot's marker image served", async () => {
    const s = await seedProject();
    await publish(s.project.id);
    const before = await (await anon(`/api/public/projects/${s.project.id}`)).text();
    const markerSrc = (JSON.parse(before) as { scenes: { markerImage: { src: string } | null }[] }).scenes[1]!
      .markerImage!.src;
    await upload(
      `/api/ar-projects/scenes/${s.image.id}/marker`,
      formData({ file: { name: "new.png", data: await pngFile(40, colour()) } }),
    );
    expect((await anon(markerSrc)).status).toBe(200);
    expect(
      await call(api.url, "DELETE", `/api/ar-projects/scenes/${s.image.id}`, { token: owner.token }).then(
        (r) => r.status,
      ),
    ).toBe(200);
    const marker = await anon(markerSrc);
    expect(marker.status).toBe(200);
    expect((await bytes(marker)).equals(s.markerPng)).toBe(true);
    expect(await (await anon(`/api/public/projects/${s.project.id}`)).text()).toBe(before);
    // The next publish no longer names it: then it is private again.
    await publish(s.project.id);
    expect((await anon(markerSrc)).status).toBe(404);
  });

  it("refuses while a used asset is not ready, and changes nothing", async () => {
    const s = await seedProject();
    await getDb().asset.update({ where: { id: s.video.id }, data: { uploadStatus: "compressing", progress: 40 } });
    const res = await publish(s.project.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "CONFLICT", fields: { assets: "not_ready" } });
    expect(await getDb().arProjectSnapshot.count({ where: { projectId: s.project.id } })).toBe(0);
    expect((await getDb().arProject.findUniqueOrThrow({ where: { id: s.project.id } })).liveVersion).toBeNull();
    // An unused asset still compressing does not block.
    await getDb().asset.update({ where: { id: s.video.id }, data: { uploadStatus: "ready" } });
    await getDb().asset.update({ where: { id: s.draft.id }, data: { uploadStatus: "compressing" } });
    expect((await publish(s.project.id)).status).toBe(200);
  });

  it("a marker image whose tracking target the worker has not prepared yet: 409 markers not_ready after a bounded wait, nothing published", async () => {
    setEnvVar("IMAGE_TARGET_WAIT_MS", "300");
    try {
      const project = (
        await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: { name: "Album" } })
      ).body as { id: number };
      const png = await pngFile(48, colour());
      await upload(
        `/api/ar-projects/data/${project.id}/create-image-scene`,
        formData({ file: { name: "m.png", data: png } }, { name: "Page" }),
      );
      const res = await publish(project.id);
      expect([res.status, res.body]).toMatchObject([
        409,
        { error: { code: "CONFLICT", fields: { markers: "not_ready" } } },
      ]);
      expect((await anon(`/api/public/projects/${project.id}`)).status).toBe(404);
      // The job is queued for the worker, keyed by the image's content hash.
      const jobs = await getDb().$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'image-target.prepare' AND key = ${`image-target:image-targets/${sha(png)}.v1.json`}`;
      expect(jobs[0]!.n).toBe(1);
    } finally {
      delete process.env.IMAGE_TARGET_WAIT_MS;
      resetServerEnv();
    }
  });

  it("a non-member cannot publish or unpublish (404, as the project rule); nothing changes", async () => {
    const s = await seedProject();
    expect((await publish(s.project.id, stranger.token)).status).toBe(404);
    expect(
      (await call(api.url, "POST", `/api/ar-projects/${s.project.id}/unpublish`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await call(api.url, "POST", `/api/ar-projects/${s.project.id}/publish`)).status).toBe(401);
    expect(await getDb().arProjectSnapshot.count({ where: { projectId: s.project.id } })).toBe(0);
    expect(await getDb().publicFile.count({ where: { projectId: s.project.id } })).toBe(0);
  });

  it("concurrent publishes get distinct versions, and the last one is live", async () => {
    const s = await seedProject();
    const results = await Promise.all(Array.from({ length: 6 }, () => publish(s.project.id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.version as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await getDb().arProject.findUniqueOrThrow({ where: { id: s.project.id } })).liveVersion).toBe(6);
    expect((await anon(`/api/public/projects/${s.project.id}`)).headers.get("etag")).toBe(`"p${s.project.id}-v6"`);
  });

  it("tRPC projects.publish / unpublish are the same commands", async () => {
    const s = await seedProject();
    const pub = await call(api.url, "POST", "/api/trpc/projects.publish", {
      token: owner.token,
      body: { projectId: s.project.id },
    });
    expect(pub.status).toBe(200);
    expect(pub.body.result.data.version).toBe(1);
    const un = await call(api.url, "POST", "/api/trpc/projects.unpublish", {
      token: owner.token,
      body: { projectId: s.project.id },
    });
    expect(un.body.result.data).toEqual({ unpublished: true });
    expect((await anon(`/api/public/projects/${s.project.id}`)).status).toBe(404);
  });
});

describe("public files", () => {
  let s: Awaited<ReturnType<typeof seedProject>>;
  let videoSrc: string;
  beforeAll(async () => {
    s = await seedProject();
    await publish(s.project.id);
    videoSrc = `/api/public/files/${sha(s.compressed)}.mp4`;
  });

  it("answers a Range with 206 and exactly those bytes; open-ended and suffix ranges too", async () => {
    const size = s.compressed.length;
    const part = await anon(videoSrc, { range: "bytes=100-4195" });
    expect([part.status, part.headers.get("content-range"), part.headers.get("content-length")]).toEqual([
      206,
      `bytes 100-4195/${size}`,
      "4096",
    ]);
    expect((await bytes(part)).equals(s.compressed.subarray(100, 4196))).toBe(true);
    const tail = await anon(videoSrc, { range: "bytes=-10" });
    expect([tail.status, tail.headers.get("content-range")]).toEqual([206, `bytes ${size - 10}-${size - 1}/${size}`]);
    expect((await bytes(tail)).equals(s.compressed.subarray(size - 10))).toBe(true);
    const open = await anon(videoSrc, { range: `bytes=${size - 5}-` });
    expect((await bytes(open)).equals(s.compressed.subarray(size - 5))).toBe(true);
    const beyond = await anon(videoSrc, { range: `bytes=0-${size * 2}` });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([206, `bytes 0-${size - 1}/${size}`]);
  });

  it("416 for an unsatisfiable, reversed, malformed or multiple range", async () => {
    for (const range of [
      `bytes=${s.compressed.length}-`,
      "bytes=50-10",
      "bytes=abc",
      "bytes=0-1,5-6",
      "bytes=-0",
      "bytes=-",
    ]) {
      const res = await anon(videoSrc, { range });
      expect([res.status, res.headers.get("content-range")], range).toEqual([416, `bytes */${s.compressed.length}`]);
    }
    // Another unit is ignored (HTTP): the whole file.
    expect((await anon(videoSrc, { range: "items=0-1" })).status).toBe(200);
  });

  it("HEAD gives the headers without a body; If-None-Match gives 304", async () => {
    const head = await anon(videoSrc, {}, "HEAD");
    expect([head.status, head.headers.get("content-length"), head.headers.get("content-type")]).toEqual([
      200,
      String(s.compressed.length),
      "video/mp4",
    ]);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const headRange = await anon(videoSrc, { range: "bytes=0-9" }, "HEAD");
    expect([headRange.status, headRange.headers.get("content-length")]).toEqual([206, "10"]);
    const cached = await anon(videoSrc, { "if-none-match": `"${sha(s.compressed)}"` });
    expect([cached.status, cached.headers.get("etag")]).toEqual([304, `"${sha(s.compressed)}"`]);
  });

  it("private files stay private: a draft asset, another project's file, a collection's file", async () => {
    const draftKey = (await getDb().asset.findUniqueOrThrow({ where: { id: s.draft.id } })).srcKey;
    const draftBytes = (await getStorage().getBuffer(draftKey))!;
    expect((await anon(`/api/public/files/${sha(draftBytes)}.png`)).status).toBe(404);
    expect((await anon(`/api/files/${draftKey}`)).status).toBe(401);
    // Another (unpublished) project's asset.
    const other = await seedProject();
    const otherKey = (await getDb().asset.findUniqueOrThrow({ where: { id: other.pic.id } })).srcKey;
    const otherBytes = (await getStorage().getBuffer(otherKey))!;
    expect((await anon(`/api/public/files/${sha(otherBytes)}.png`)).status).toBe(404);
    // A collection's background.
    const collection = await call(api.url, "POST", "/api/cards", { token: owner.token, body: {} });
    const bg = await pngFile(30, "#123456");
    const front = await upload(
      `/api/cards/${collection.body.id}/background/front`,
      formData({ file: { name: "f.png", data: bg } }),
    );
    expect((await anon(`/api/public/files/${sha(bg)}.png`)).status).toBe(404);
    expect((await anon(front.src as string)).status).toBe(401);
  });

  it("a published hash under another extension, a traversal or a malformed name is 404", async () => {
    const hash = sha(s.compressed);
    for (const name of [
      `${hash}.png`,
      `${hash}`,
      `${hash}.mp4.mp4`,
      `..%2F..%2Fpackage.json`,
      `${hash.toUpperCase()}.mp4`,
      `${"0".repeat(64)}.mp4`,
      `%2e%2e`,
      "x".repeat(5000),
    ]) {
      const res = await anon(`/api/public/files/${name}`);
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    expect((await anon(`/api/public/files/../../projects/${s.project.id}`)).status).toBe(404);
  });
});

describe("the public project door", () => {
  it("answers every id that is not a published project with the same 404", async () => {
    const s = await seedProject();
    const expected = { error: { code: "NOT_FOUND", message: "This AR project is not published" } };
    for (const id of [
      String(s.project.id),
      "abc",
      "0",
      "-1",
      "1e3",
      "99999999999999999999",
      "2147483648",
      "%00",
      "1.5",
      " 1",
    ]) {
      const res = await anon(`/api/public/projects/${id}`);
      expect([res.status, await res.json()], id).toEqual([404, expected]);
    }
  });

  it("reads no session: a signed-in request gets the same answer and no cookie", async () => {
    const s = await seedProject();
    await publish(s.project.id);
    const a = await anon(`/api/public/projects/${s.project.id}`);
    const b = await anon(`/api/public/projects/${s.project.id}`, {
      authorization: `Bearer ${owner.token}`,
      cookie: "ar_session=garbage",
    });
    expect(await a.text()).toBe(await b.text());
    expect(b.headers.get("set-cookie")).toBeNull();
    // Gzipped for a browser (the same bytes each time: the document is held with its gzip).
    const zipped = await anon(`/api/public/projects/${s.project.id}`, { "accept-encoding": "gzip" });
    expect([zipped.headers.get("content-encoding"), zipped.headers.get("etag")]).toEqual([
      "gzip",
      `"p${s.project.id}-v1"`,
    ]);
    expect(await zipped.text()).toBe(await (await anon(`/api/public/projects/${s.project.id}`)).text());
    const head = await anon(`/api/public/projects/${s.project.id}`, {}, "HEAD");
    expect([head.status, head.headers.get("etag")]).toEqual([200, `"p${s.project.id}-v1"`]);
  });
});
