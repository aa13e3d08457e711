// media.compress: makes the light version of an uploaded asset (video, image or GLB), under the
// job-state rules of tracked-task.ts (compressing → ready, or error with a failure code). The
// output key is fixed per asset and a job key per asset means a double upload event never runs
// twice; the attempt's signal stops ffmpeg at the time limit.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { getDb } from "@ar/db";
import { getLogger, getStorage, JobFailure } from "@ar/core";
import { compressVideo } from "../media/compress-video";
import { compressImage } from "../media/compress-image";
import { ffmpegFailure, imageFailure } from "../media/media-failure";
import { optimizeGlbOffThread } from "../media/optimize-glb-off-thread";
import type { TrackedTaskSpec } from "../tracked-task";

export const mediaCompress: TrackedTaskSpec<"media.compress", "asset"> = {
  job: "media.compress",
  kind: "asset",
  idOf: (p) => p.assetId,
  async run(assetId, { signal, progress }) {
    const asset = await getDb().asset.findUnique({ where: { id: assetId } });
    const storage = getStorage();
    const source = asset ? await storage.get(asset.srcKey) : null;
    if (!asset || !source) throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: asset?.srcKey ?? "asset row gone" });

    let light: { key: string; size: number } | null = null;
    const base = `projects/${asset.projectId}/asset-${asset.id}-light`;
    if (asset.kind === "video") {
      const dir = await mkdtemp(path.join(os.tmpdir(), "ar-media-"));
      try {
        const input = path.join(dir, "input");
        const output = path.join(dir, "output.mp4");
        await pipeline(source.body, createWriteStream(input), { signal });
        await compressVideo({ input, output, signal, onProgress: progress }).catch((e: unknown) => Promise.reject(ffmpegFailure(e)));
        const size = (await stat(output)).size;
        const key = `${base}.mp4`;
        await storage.put(key, createReadStream(output), { contentType: "video/mp4", originalName: asset.name });
        light = { key, size };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    } else if (asset.kind === "image") {
      source.body.destroy();
      const original = await storage.getBuffer(asset.srcKey);
      if (!original) throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: asset.srcKey });
      const smaller = await compressImage(original).catch((e: unknown) => Promise.reject(imageFailure(e)));
      if (smaller.body.length < original.length) {
        const key = `${base}.${smaller.ext}`;
        await storage.put(key, smaller.body, { contentType: smaller.contentType, originalName: asset.name });
        light = { key, size: smaller.body.length };
      }
    } else if (asset.kind === "glb") {
      source.body.destroy();
      const original = await storage.getBuffer(asset.srcKey);
      if (!original) throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: asset.srcKey });
      progress(10);
      const smaller = await optimizeGlbOffThread(original, { signal });
      if (smaller.length < original.length) {
        const key = `${base}.glb`;
        await storage.put(key, smaller, { contentType: "model/gltf-binary", originalName: asset.name });
        light = { key, size: smaller.length };
      }
    } else {
      source.body.destroy();
    }
    getLogger().info({ assetId, kind: asset.kind, from: asset.size, to: light?.size ?? asset.size }, "asset compressed");
    return { result: { compressedKey: light?.key ?? null, compSize: light?.size ?? asset.size }, written: [light?.key ?? null] };
  },
};
