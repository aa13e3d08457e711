// Published AR projects (issue 20): publish freezes a numbered snapshot that
// GET /api/public/projects/{id} serves to anyone without a session; the files it names become
// public under content-addressed URLs (GET/HEAD /api/public/files/{sha256}.{ext}, ranged), every
// other file stays private; unpublish and delete take both offline.
// Here: publishing and unpublishing.
import { describe, expect, it } from "vitest";
import { resetServerEnv, setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { call, formData, pngFile } from "@ar/devtools/testing";
import { bytes, colour, sha, usePublicProjects } from "./public-projects-helpers";

const { api, owner, stranger, anon, upload, seedProject, publish } = usePublicProjects();

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
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
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
    ]).toEqual([200, "video/mp4", "public, max-age=300, must-revalidate", `"${sha(s.compressed)}"`, "*", "bytes"]);
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
