import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  createUser,
  ffmpegPaths,
  formData,
  pngFile,
  runQueuedJobs,
  startApiServer,
  type ApiServer,
  signIn,
} from "@ar/devtools/testing";

let api: ApiServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ar-projects-"));
  setEnvVar("DATA_DIR", dir);
  setEnvVar("AR_VIEWER_URL", "https://ar.example.com");
  api = await startApiServer();
});
afterAll(() => api.close());

const signedIn = () => signIn(api.url);

const upload = (token: string, url: string, form: FormData) =>
  fetch(`${api.url}${url}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }).then(
    async (r) => ({ status: r.status, body: await r.json() }),
  );

describe("projects and sharing", () => {
  it("create, list by type, params, sharing, access matrix, delete", async () => {
    const owner = await signedIn();
    const shared = await signedIn();
    const stranger = await signedIn();
    const created = await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: "ALBUM", name: null, scenes: [], isOwner: true });
    const id = created.body.id as number;
    expect(
      (await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: owner.token })).body.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([id]);
    expect((await call(api.url, "GET", "/api/ar-projects/QR", { token: owner.token })).body).toEqual([]);
    expect((await call(api.url, "GET", "/api/ar-projects/banana", { token: owner.token })).status).toBe(400);

    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/name`, {
          token: owner.token,
          body: { value: "My album" },
        })
      ).body.name,
    ).toBe("My album");
    const feats = await call(api.url, "POST", `/api/ar-projects/data/${id}/features`, {
      token: owner.token,
      body: { value: { lazyLoad: true, useAppClips: true } },
    });
    expect(feats.body).toMatchObject({ features: { lazyLoad: true, useAppClips: true }, useAppClips: true });
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${id}/invert`, { token: owner.token, body: { value: true } }))
        .body.invert,
    ).toBe(true);
    const notAllowed = await call(api.url, "POST", `/api/ar-projects/data/${id}/apiKey`, {
      token: owner.token,
      body: { value: "x" },
    });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.error.fields).toEqual({ param: "invalid" });
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/features`, {
          token: owner.token,
          body: { value: { teleport: true } },
        })
      ).status,
    ).toBe(400);

    // Stranger and anonymous see nothing.
    for (const [m, p] of [
      ["GET", `/api/ar-projects/data/${id}`],
      ["GET", `/api/ar-projects/${id}/users`],
      ["POST", `/api/ar-projects/data/${id}/create-qr-scene`],
    ] as const) {
      expect((await call(api.url, m, p, { token: stranger.token, body: m === "POST" ? {} : undefined })).status).toBe(
        404,
      );
      expect((await call(api.url, m, p, { body: m === "POST" ? {} : undefined })).status).toBe(401);
    }
    // Sharing invites; the invitee accepts, then opens and edits, but cannot delete or share.
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
          token: owner.token,
          body: { emailToInvite: "" },
        })
      ).status,
    ).toBe(400);
    const users = await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
      token: owner.token,
      body: { emailToInvite: shared.user.email.toUpperCase() },
    });
    expect(users.body.map((u: { email: string; access: string }) => [u.email, u.access])).toEqual([
      [owner.user.email, "owner"],
      [shared.user.email, "invited"],
    ]);
    expect((await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: shared.token })).body).toEqual([]);
    const invitations = (await call(api.url, "GET", "/api/trpc/projects.invitations", { token: shared.token })).body
      .result.data;
    expect(invitations).toMatchObject([
      { projectId: id, projectType: "ALBUM", projectName: "My album", ownerEmail: owner.user.email },
    ]);
    const accepted = await call(api.url, "POST", "/api/trpc/projects.answerInvitation", {
      token: shared.token,
      body: { invitationId: invitations[0].id, accept: true },
    });
    expect(accepted.body.result.data).toEqual({ projectId: id, accepted: true });
    const after = await call(api.url, "GET", `/api/ar-projects/${id}/users`, { token: owner.token });
    expect(after.body.map((u: { email: string; name: string; access: string }) => [u.email, u.name, u.access])).toEqual(
      [
        [owner.user.email, owner.user.name, "owner"],
        [shared.user.email, shared.user.name, "edit"],
      ],
    );
    expect(
      (await call(api.url, "GET", "/api/ar-projects/ALBUM", { token: shared.token })).body.map(
        (p: { id: number; isOwner: boolean }) => [p.id, p.isOwner],
      ),
    ).toEqual([[id, false]]);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/name`, {
          token: shared.token,
          body: { value: "Edited" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/${id}/users/add`, {
          token: shared.token,
          body: { emailToInvite: stranger.user.email },
        })
      ).status,
    ).toBe(403);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${id}`, { token: shared.token })).status).toBe(403);
    expect((await call(api.url, "DELETE", `/api/ar-projects/data/${id}`, { token: owner.token })).body).toEqual({
      deleted: true,
    });
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("the project QR encodes {host}/{id}, the clip link, or the owner's custom domain", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body.id as number;
    const decode = async (q: string) => {
      const png = PNG.sync.read(
        Buffer.from(
          await (
            await fetch(`${api.url}/api/qr/${id}?${q}`, { headers: { authorization: `Bearer ${owner.token}` } })
          ).arrayBuffer(),
        ),
      );
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    };
    expect(await decode("type=ar-project")).toBe(`https://ar.example.com/${id}`);
    expect(await decode("type=ar-project-clip")).toBe(`https://ar.example.com/clip/${id}`);
    await getDb().user.update({ where: { id: owner.user.id }, data: { customDomain: "ar.mybrand.ru" } });
    expect(await decode("type=ar-project")).toBe(`https://ar.mybrand.ru/${id}`);
    // A QR scene's own code (a code project tracks each of its QR markers): the link names the marker.
    const scene = (
      await call(api.url, "POST", `/api/ar-projects/data/${id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "Second" },
      })
    ).body as { qrMarker: { id: string } };
    expect(await decode(`type=ar-project&marker=${scene.qrMarker.id}`)).toBe(
      `https://ar.mybrand.ru/${id}?m=${scene.qrMarker.id}`,
    );
    const other = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body
      .id as number;
    const foreign = (
      await call(api.url, "POST", `/api/ar-projects/data/${other}/create-qr-scene`, { token: owner.token, body: {} })
    ).body as { qrMarker: { id: string } };
    for (const marker of [foreign.qrMarker.id, "nothex!", "0".repeat(65)]) {
      const res = await call(api.url, "GET", `/api/qr/${id}?type=ar-project&marker=${encodeURIComponent(marker)}`, {
        token: owner.token,
      });
      expect([res.status, res.body.error?.fields], marker).toEqual([400, { marker: "invalid" }]);
    }
  });

  it("a project's QR and its assets' status are for those who may open the project (ids are sequential, the domain private)", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    await getDb().user.update({ where: { id: owner.user.id }, data: { customDomain: "private.mybrand.ru" } });
    const id = (await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: {} })).body.id as number;
    const assetId = (
      await upload(
        owner.token,
        `/api/ar-projects/${id}/assets`,
        formData({ file: { name: "p.png", data: await pngFile(16) } }, { disableCompressing: "true" }),
      )
    ).body.id as number;
    const qr = (token: string | null, q: string) =>
      fetch(`${api.url}/api/qr/${id}.svg?${q}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const q of ["type=ar-project", "type=ar-project-clip", "type=ar-project&domain=ar.example.org"]) {
      expect((await qr(null, q)).status, q).toBe(401);
      expect((await qr(stranger.token, q)).status, q).toBe(404);
      const mine = await qr(owner.token, q);
      expect([mine.status, mine.headers.get("cache-control")?.startsWith("private")], q).toEqual([200, true]);
    }
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`)).status).toBe(401);
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`, { token: owner.token })).body).toMatchObject({
      complete: true,
    });
    // Card QRs stay public: card ids are unguessable and printed.
    expect((await fetch(`${api.url}/api/qr/nosuchcard?type=wishes`)).status).toBe(404);
  });
});

describe("scenes", () => {
  it("QR, world and image-marker scenes; rename, data validation, meta rules, preview, marker, delete", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const qr = await call(api.url, "POST", `/api/ar-projects/data/${id}/create-qr-scene`, {
      token: owner.token,
      body: {},
    });
    expect(qr.body).toMatchObject({ name: "QR Marker", arProjectId: id });
    expect(qr.body.qrMarker.id).toMatch(/^[0-9a-f]{16}$/);
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${id}/create-world-scene`, { token: owner.token, body: {} }))
        .body.name,
    ).toBe("World");

    const noFile = await upload(
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({}, { name: "x" }),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.fields).toEqual({ file: "required" });
    const gif = await upload(
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({ file: { name: "m.png", data: Buffer.from("GIF89a....") } }),
    );
    expect(gif.status).toBe(415);
    const image = await upload(
      owner.token,
      `/api/ar-projects/data/${id}/create-image-scene`,
      formData({ file: { name: "marker.png", data: await pngFile(300) } }),
    );
    expect(image.status).toBe(200);
    expect(image.body.name).toBe("Image Marker");
    expect(image.body.imageMarker.markerImageSrc).toMatch(/^\/api\/files\/projects\//);
    const sceneId = image.body.id as number;
    const markerFile = await fetch(`${api.url}${image.body.imageMarker.markerImageSrc}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([markerFile.status, markerFile.headers.get("content-type")]).toEqual([200, "image/png"]);

    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/name`, {
          token: owner.token,
          body: { name: " Poster " },
        })
      ).body.name,
    ).toBe("Poster");
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/name`, {
          token: owner.token,
          body: { name: "  " },
        })
      ).body.error.fields,
    ).toEqual({ name: "required" });

    const cube = {
      id: "o1",
      name: "Cube",
      type: "primitive",
      data: { mesh: "cube", color: "#ff0000", click: [{ type: "launchVideo", value: "v1" }] },
      position: [0, 0.5, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    };
    const video = {
      id: "v1",
      name: "Clip",
      type: "video",
      assetId: 1,
      data: { chromaKey: "#00FF00", autoplay: true },
      position: [0, 0, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
    };
    const saved = await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
      token: owner.token,
      body: { data: [cube, video] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toHaveLength(2);
    const badClick = await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
      token: owner.token,
      body: { data: [{ ...cube, data: { click: [{ type: "launchVideo", value: "o1" }] } }] },
    });
    expect(badClick.status).toBe(400);
    expect(badClick.body.error.fields).toEqual({ "data.0.data.click.0.value": "invalid" });
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
          token: owner.token,
          body: { data: [{ ...cube, position: [0, 0] }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/data`, {
          token: owner.token,
          body: { data: [{ ...cube, data: { click: [{ type: "openUrl", value: "javascript:alert(1)" }] } }] },
        })
      ).status,
    ).toBe(400);

    const meta = (body: unknown) =>
      call(api.url, "POST", `/api/ar-projects/scenes/${sceneId}/meta`, { token: owner.token, body });
    expect((await meta({ naturalWidth: "0.5", meta: '{"a":1}' })).body).toMatchObject({
      imageMarker: { naturalWidth: 0.5 },
      meta: { a: 1 },
    });
    expect((await meta({ naturalWidth: 0, meta: "" })).body).toMatchObject({
      imageMarker: { naturalWidth: null },
      meta: null,
    });
    // Text or a negative width is refused with a field error (issue 22), not dropped silently.
    expect((await meta({ naturalWidth: "abc", meta: null })).body.error.fields).toEqual({ naturalWidth: "number" });
    expect((await meta({ naturalWidth: -3, meta: null })).status).toBe(400);
    const badMeta = await meta({ naturalWidth: 1, meta: "{not json" });
    expect(badMeta.status).toBe(400);
    expect(badMeta.body.error.fields).toEqual({ meta: "invalid_json" });

    const preview = await upload(
      owner.token,
      `/api/ar-projects/scenes/${sceneId}/preview`,
      formData({ file: { name: "p.png", data: await pngFile(100) } }),
    );
    expect(preview.body.previewSrc).toMatch(/preview-[0-9a-f]+\.png$/);
    const marker = await upload(
      owner.token,
      `/api/ar-projects/scenes/${sceneId}/marker`,
      formData({ file: { name: "m2.png", data: await pngFile(120, "#00ff00") } }),
    );
    expect(marker.body.imageMarker.markerImageSrc).not.toBe(image.body.imageMarker.markerImageSrc);

    const stranger = await signedIn();
    expect((await call(api.url, "GET", `/api/ar-projects/scenes/${sceneId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await call(api.url, "DELETE", `/api/ar-projects/scenes/${sceneId}`, { token: owner.token })).body).toEqual({
      deleted: true,
    });
    expect((await call(api.url, "GET", `/api/ar-projects/scenes/${sceneId}`, { token: owner.token })).status).toBe(404);
  });

  it("code projects save code and asset names", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/code", { token: owner.token, body: {} })).body
      .id as number;
    expect(
      (
        await call(api.url, "POST", `/api/ar-projects/data/${id}/code`, {
          token: owner.token,
          body: { code: "scene.add(cube)", assetData: { "3": "cat.glb" } },
        })
      ).body,
    ).toEqual({ saved: true, codeVersion: 1 });
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token: owner.token })).body.codeData).toEqual({
      code: "scene.add(cube)",
      assetData: { "3": "cat.glb" },
    });
    const album = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    expect(
      (await call(api.url, "POST", `/api/ar-projects/data/${album}/code`, { token: owner.token, body: { code: "x" } }))
        .status,
    ).toBe(400);
  });
});

describe("assets and the media worker", () => {
  it("a video is compressed by media.compress to a playable H.264 MP4; progress for the project's editors", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const { ffmpeg, ffprobe } = ffmpegPaths();
    const source = path.join(dir, "test.webm");
    execFileSync(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=15:duration=2",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=2",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "300k",
      "-c:a",
      "libopus",
      "-shortest",
      source,
    ]);
    const res = await upload(
      owner.token,
      `/api/ar-projects/${id}/assets`,
      formData({ file: { name: "clip.webm", data: await readFile(source) } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "video", uploadStatus: "compressing", progress: 0, src: null });
    const assetId = res.body.id as number;
    expect((await call(api.url, "GET", `/api/public/media/${assetId}`, { token: owner.token })).body).toMatchObject({
      complete: false,
    });

    await runQueuedJobs();
    const status = (await call(api.url, "GET", `/api/public/media/${assetId}`, { token: owner.token })).body;
    expect(status).toMatchObject({ complete: true, progress: 100 });
    const asset = await getDb().asset.findUniqueOrThrow({ where: { id: assetId } });
    expect(asset.compressedKey).toMatch(/-light\.mp4$/);
    const out = path.join(dir, "out.mp4");
    await (await import("node:fs/promises")).writeFile(out, (await getStorage().getBuffer(asset.compressedKey!))!);
    const probe = JSON.parse(
      execFileSync(ffprobe, ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", out], {
        encoding: "utf8",
      }),
    );
    expect(probe.streams.map((s: { codec_name: string }) => s.codec_name).sort()).toEqual(["aac", "h264"]);
    expect(Number(probe.format.duration)).toBeGreaterThan(1.5);
    // A repeated job for a ready asset does nothing.
    await getDb()
      .$executeRaw`SELECT graphile_worker.add_job('media.compress', json_build_object('assetId', ${assetId}::int))`;
    await runQueuedJobs();
    expect((await getDb().asset.findUniqueOrThrow({ where: { id: assetId } })).compressedKey).toBe(asset.compressedKey);
  }, 60_000);

  it("disableCompressing is honoured under 20 MB; unknown content is refused; strangers cannot upload", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const img = await upload(
      owner.token,
      `/api/ar-projects/${id}/assets`,
      formData({ file: { name: "pic.png", data: await pngFile(64) } }, { disableCompressing: "true" }),
    );
    expect(img.body).toMatchObject({ kind: "image", uploadStatus: "ready", disableCompressing: true });
    expect(img.body.src).toMatch(/^\/api\/files\/projects\//);
    expect(
      (
        await upload(
          owner.token,
          `/api/ar-projects/${id}/assets`,
          formData({ file: { name: "x.exe", data: Buffer.from("MZ\x90\x00 not allowed") } }),
        )
      ).status,
    ).toBe(415);
    const stranger = await signedIn();
    expect(
      (
        await upload(
          stranger.token,
          `/api/ar-projects/${id}/assets`,
          formData({ file: { name: "pic.png", data: await pngFile(64) } }),
        )
      ).status,
    ).toBe(404);
    expect((await call(api.url, "GET", "/api/public/media/999999", { token: owner.token })).status).toBe(404);
  });
});

describe("alpha-channel video encoder", () => {
  it("a yuva420p WebM becomes a side-by-side H.264 MP4 of double width (video-h) or height (video-v)", async () => {
    const u = await signedIn();
    const { ffmpeg, ffprobe } = ffmpegPaths();
    const source = path.join(dir, "alpha.webm");
    execFileSync(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=c=red@0.5:s=160x120:r=10:d=1,format=yuva420p",
      "-c:v",
      "libvpx-vp9",
      "-pix_fmt",
      "yuva420p",
      "-auto-alt-ref",
      "0",
      source,
    ]);
    for (const [layout, expected] of [
      ["video-h", [320, 120]],
      ["video-v", [160, 240]],
    ] as const) {
      const started = await upload(
        u.token,
        "/api/encodeAlt",
        formData({ file: { name: "a.webm", data: await readFile(source) } }, { type: layout }),
      );
      expect(started.status).toBe(200);
      const processId = started.body.processId as string;
      expect((await call(api.url, "GET", `/api/encode/${processId}/status`, { token: u.token })).body).toMatchObject({
        status: "processing",
        error: null,
      });
      await runQueuedJobs();
      const done = (await call(api.url, "GET", `/api/encode/${processId}/status`, { token: u.token })).body;
      expect(done).toMatchObject({
        status: "complete",
        data: { progress: 100, type: layout, width: expected[0], height: expected[1] },
      });
      const file = await fetch(`${api.url}${done.data.src}`, { headers: { authorization: `Bearer ${u.token}` } });
      expect(file.headers.get("content-type")).toBe("video/mp4");
      const out = path.join(dir, `alpha-${layout}.mp4`);
      await (await import("node:fs/promises")).writeFile(out, Buffer.from(await file.arrayBuffer()));
      const probe = JSON.parse(
        execFileSync(ffprobe, ["-v", "error", "-print_format", "json", "-show_streams", out], { encoding: "utf8" }),
      );
      expect(probe.streams[0]).toMatchObject({
        codec_name: "h264",
        width: expected[0],
        height: expected[1],
        pix_fmt: "yuv420p",
      });
    }
    const other = await signedIn();
    const mine = await upload(
      u.token,
      "/api/encodeAlt",
      formData({ file: { name: "a.webm", data: await readFile(source) } }),
    );
    expect(
      (await call(api.url, "GET", `/api/encode/${mine.body.processId}/status`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await upload(u.token, "/api/encodeAlt", formData({ file: { name: "a.png", data: await pngFile() } }))).status,
    ).toBe(415);
    expect((await call(api.url, "GET", `/api/encode/${mine.body.processId}/status`)).status).toBe(401);
  }, 60_000);
});

describe("GLB optimisation", () => {
  it("media.compress makes a smaller, still valid GLB with meshopt geometry", async () => {
    const { Document, NodeIO } = await import("@gltf-transform/core");
    const { ALL_EXTENSIONS } = await import("@gltf-transform/extensions");
    const { MeshoptDecoder } = await import("meshoptimizer");
    const { validateBytes } = await import("gltf-validator");
    // An un-welded grid: every triangle has its own three vertices, so there is much to gain.
    const doc = new Document();
    const buffer = doc.createBuffer();
    const positions: number[] = [];
    for (let x = 0; x < 40; x++)
      for (let y = 0; y < 40; y++)
        positions.push(x, y, 0, x + 1, y, 0, x, y + 1, 0, x + 1, y, 0, x + 1, y + 1, 0, x, y + 1, 0);
    const position = doc.createAccessor().setType("VEC3").setArray(new Float32Array(positions)).setBuffer(buffer);
    const mesh = doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute("POSITION", position));
    doc.createScene().addChild(doc.createNode().setMesh(mesh));
    const glb = Buffer.from(await new NodeIO().writeBinary(doc));

    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/WORLD", { token: owner.token, body: {} })).body
      .id as number;
    const res = await upload(
      owner.token,
      `/api/ar-projects/${id}/assets`,
      formData({ file: { name: "grid.glb", data: glb } }),
    );
    expect(res.body).toMatchObject({ kind: "glb", uploadStatus: "compressing" });
    await runQueuedJobs();
    const asset = await getDb().asset.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(asset.uploadStatus).toBe("ready");
    expect(asset.compressedKey).toMatch(/-light\.glb$/);
    expect(asset.compSize!).toBeLessThan(glb.length / 2);
    const light = (await getStorage().getBuffer(asset.compressedKey!))!;
    const report = await validateBytes(new Uint8Array(light));
    expect(report.issues.numErrors).toBe(0);
    await MeshoptDecoder.ready;
    const read = await new NodeIO()
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ "meshopt.decoder": MeshoptDecoder })
      .readBinary(new Uint8Array(light));
    expect(
      read
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain("EXT_meshopt_compression");
    expect(read.getRoot().listMeshes()).toHaveLength(1);
  }, 60_000);
});

describe("sharing by e-mail reveals nothing and needs the invitee's consent", () => {
  const add = (token: string, id: number, email: string) =>
    call(api.url, "POST", `/api/ar-projects/${id}/users/add`, { token, body: { emailToInvite: email } });
  const trpcGet = async (token: string, proc: string) =>
    (await call(api.url, "GET", `/api/trpc/${proc}`, { token })).body.result.data;
  const answer = (token: string, invitationId: unknown, accept: boolean) =>
    call(api.url, "POST", "/api/trpc/projects.answerInvitation", { token, body: { invitationId, accept } });

  it("an address with an account and one without get the same answer, without a name; nothing is added to anyone's list", async () => {
    const owner = await signedIn();
    const known = await createUser({ name: "Secret Person Name" });
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: { name: "Gift" } }))
      .body.id as number;
    const unknownEmail = `nobody-${Date.now()}@nowhere.example`;
    const a = await add(owner.token, id, known.user.email);
    const b = await add(owner.token, id, unknownEmail);
    expect([a.status, b.status]).toEqual([200, 200]);
    const shape = (list: { id: unknown; name: string; email: string; access: string }[], email: string) =>
      list.filter((u) => u.email === email).map((u) => ({ ...u, email: "x" }));
    expect(shape(b.body, unknownEmail)).toEqual([{ id: null, name: "", email: "x", access: "invited" }]);
    expect(shape(a.body, known.user.email)).toEqual(shape(b.body, unknownEmail));
    expect(JSON.stringify(b.body)).not.toContain("Secret Person Name");
    expect(await getDb().arProjectUser.count({ where: { projectId: id } })).toBe(0);
    // Inviting again changes nothing; the invitee may decline.
    expect((await add(owner.token, id, known.user.email)).body).toEqual(b.body);
    const token = (
      await call(api.url, "POST", "/api/account/login", { body: { email: known.user.email, password: known.password } })
    ).body.token as string;
    const [mine] = await trpcGet(token, "projects.invitations");
    expect(mine).toMatchObject({ projectId: id, projectName: "Gift", ownerName: owner.user.name });
    expect((await answer(token, mine.id, false)).body.result.data).toEqual({ projectId: id, accepted: false });
    expect(await trpcGet(token, "projects.invitations")).toEqual([]);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token })).status).toBe(404);
    expect(
      (await call(api.url, "GET", `/api/ar-projects/${id}/users`, { token: owner.token })).body.map(
        (u: { email: string }) => u.email,
      ),
    ).toEqual([owner.user.email, unknownEmail]);
  });

  it("an invitation is answered only by the holder of its address; someone registering later with it finds it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    const later = `later-${Date.now()}@example.com`;
    await add(owner.token, id, later);
    const invitation = await getDb().arProjectInvitation.findFirstOrThrow({ where: { projectId: id } });
    for (const token of [other.token, owner.token]) expect((await answer(token, invitation.id, true)).status).toBe(404);
    expect(await trpcGet(other.token, "projects.invitations")).toEqual([]);
    const { password } = await createUser({ email: later });
    const token = (await call(api.url, "POST", "/api/account/login", { body: { email: later, password } })).body
      .token as string;
    expect((await answer(token, invitation.id, true)).status).toBe(200);
    expect((await call(api.url, "GET", `/api/ar-projects/data/${id}`, { token })).status).toBe(200);
  });

  it("sharing is rate limited per account: 429 with Retry-After, and nothing is invited", async () => {
    const owner = await signedIn();
    const id = (await call(api.url, "POST", "/api/ar-projects/album", { token: owner.token, body: {} })).body
      .id as number;
    for (let i = 0; i < 20; i++) expect((await add(owner.token, id, `probe${i}@example.com`)).status).toBe(200);
    const refused = await add(owner.token, id, "probe-last@example.com");
    expect([refused.status, refused.body.error.code, Number(refused.headers.get("retry-after")) > 0]).toEqual([
      429,
      "TOO_MANY_REQUESTS",
      true,
    ]);
    expect(await getDb().arProjectInvitation.count({ where: { projectId: id } })).toBe(20);
  });
});
