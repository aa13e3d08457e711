// AR project assets through the media worker: video and GLB compression, the alpha-channel encoder.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import {
  call,
  ffmpegPaths,
  webmVideo,
  formData,
  pngFile,
  runQueuedJobs,
  signIn,
  upload,
  useApiServer,
} from "@ar/devtools/testing";

const api = useApiServer({ dataDirPrefix: "ar-projects-", env: { AR_VIEWER_URL: "https://ar.example.com" } });

describe("assets and the media worker", () => {
  it("a video is compressed by media.compress to a playable H.264 MP4; progress for the project's editors", async () => {
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const { ffprobe } = ffmpegPaths();
    const source = path.join(api.dataDir, "test.webm");
    await webmVideo(source, {
      video: "testsrc=size=320x240:rate=15:duration=2",
      audio: "sine=frequency=440:duration=2",
      bitrate: "300k",
    });
    const res = await upload(
      api.url,
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
    const out = path.join(api.dataDir, "out.mp4");
    await writeFile(out, (await getStorage().getBuffer(asset.compressedKey!))!);
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
    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/ALBUM", { token: owner.token, body: {} })).body
      .id as number;
    const img = await upload(
      api.url,
      owner.token,
      `/api/ar-projects/${id}/assets`,
      formData({ file: { name: "pic.png", data: await pngFile(64) } }, { disableCompressing: "true" }),
    );
    expect(img.body).toMatchObject({ kind: "image", uploadStatus: "ready", disableCompressing: true });
    expect(img.body.src).toMatch(/^\/api\/files\/projects\//);
    expect(
      (
        await upload(
          api.url,
          owner.token,
          `/api/ar-projects/${id}/assets`,
          formData({ file: { name: "x.exe", data: Buffer.from("MZ\x90\x00 not allowed") } }),
        )
      ).status,
    ).toBe(415);
    const stranger = await signIn(api.url);
    expect(
      (
        await upload(
          api.url,
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
    const u = await signIn(api.url);
    const { ffprobe } = ffmpegPaths();
    const alpha = await webmVideo(path.join(api.dataDir, "alpha.webm"), {
      video: "color=c=red@0.5:s=160x120:r=10:d=1,format=yuva420p",
      alpha: true,
    });
    for (const [layout, expected] of [
      ["video-h", [320, 120]],
      ["video-v", [160, 240]],
    ] as const) {
      const started = await upload(
        api.url,
        u.token,
        "/api/encodeAlt",
        formData({ file: { name: "a.webm", data: alpha } }, { type: layout }),
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
      const out = path.join(api.dataDir, `alpha-${layout}.mp4`);
      await writeFile(out, Buffer.from(await file.arrayBuffer()));
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
    const other = await signIn(api.url);
    const mine = await upload(api.url, u.token, "/api/encodeAlt", formData({ file: { name: "a.webm", data: alpha } }));
    expect(
      (await call(api.url, "GET", `/api/encode/${mine.body.processId}/status`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await upload(api.url, u.token, "/api/encodeAlt", formData({ file: { name: "a.png", data: await pngFile() } })))
        .status,
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

    const owner = await signIn(api.url);
    const id = (await call(api.url, "POST", "/api/ar-projects/WORLD", { token: owner.token, body: {} })).body
      .id as number;
    const res = await upload(
      api.url,
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
