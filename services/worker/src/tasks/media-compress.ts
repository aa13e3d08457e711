// media.compress: makes the light version of an uploaded asset (video, image or GLB) and walks it compressing → ready.
// Idempotent (a ready asset is skipped; the output key is fixed per asset); a job key per asset
// means a double upload event never runs twice; the abort signal stops ffmpeg.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { parseJobPayload } from "@ar/jobs";
import { getLogger, getStorage } from "@ar/core";
import { compressVideo } from "../media/compress-video";
import { compressImage } from "../media/compress-image";
import { optimizeGlb } from "../media/optimize-glb";

export const mediaCompress: Task = async (payload, helpers) => {
  const { assetId } = parseJobPayload("media.compress", payload);
  const db = getDb();
  const asset = await db.asset.findUnique({ where: { id: assetId } });
  if (!asset || asset.uploadStatus === "ready") return;
  const storage = getStorage();
  const source = await storage.get(asset.srcKey);
  if (!source) throw new Error(`asset source missing: ${asset.srcKey}`);

  let lastWrite = 0;
  const progress = (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < 400) return;
    lastWrite = now;
    void db.asset.updateMany({ where: { id: assetId, uploadStatus: "compressing" }, data: { progress: percent } }).catch(() => undefined);
  };

  let result: { key: string; size: number } | null = null;
  const base = `projects/${asset.projectId}/asset-${asset.id}-light`;
  if (asset.kind === "video") {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ar-media-"));
    try {
      const input = path.join(dir, "input");
      const output = path.join(dir, "output.mp4");
      await pipeline(source.body, createWriteStream(input));
      await compressVideo({ input, output, signal: helpers.abortSignal, onProgress: progress });
      const size = (await stat(output)).size;
      const key = `${base}.mp4`;
      await storage.put(key, createReadStream(output), { contentType: "video/mp4", originalName: asset.name });
      result = { key, size };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else if (asset.kind === "image") {
    source.body.destroy();
    const original = (await storage.getBuffer(asset.srcKey))!;
    const light = await compressImage(original);
    if (light.body.length < original.length) {
      const key = `${base}.${light.ext}`;
      await storage.put(key, light.body, { contentType: light.contentType, originalName: asset.name });
      result = { key, size: light.body.length };
    }
  } else if (asset.kind === "glb") {
    source.body.destroy();
    const original = (await storage.getBuffer(asset.srcKey))!;
    progress(10);
    const light = Buffer.from(await optimizeGlb(new Uint8Array(original)));
    if (light.length < original.length) {
      const key = `${base}.glb`;
      await storage.put(key, light, { contentType: "model/gltf-binary", originalName: asset.name });
      result = { key, size: light.length };
    }
  } else {
    source.body.destroy();
  }
  await db.asset.update({
    where: { id: assetId },
    data: { uploadStatus: "ready", progress: 100, compressedKey: result?.key ?? null, compSize: result?.size ?? asset.size },
  });
  getLogger().info({ assetId, kind: asset.kind, from: asset.size, to: result?.size ?? asset.size }, "asset compressed");
};
