// media.compress: makes the light version of an uploaded asset (video, image or GLB), under the
// job-state rules of tracked-task.ts (compressing → ready, or error with a failure code). The
// output key is fixed per asset and a job key per asset means a double upload event never runs
// twice; the attempt's signal stops ffmpeg at the time limit.
import { getDb } from "@ar/db";
import { JobFailure } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { getStorage } from "@ar/core/storage";
import { compressStoredVideo } from "../media/compress-stored-video";
import { compressImage } from "../media/compress-image";
import { imageFailure } from "../media/media-failure";
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
    if (!asset || !source)
      throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: asset?.srcKey ?? "asset row gone" });

    let light: { key: string; size: number } | null = null;
    const base = `projects/${asset.projectId}/asset-${asset.id}-light`;
    if (asset.kind === "video") {
      const key = `${base}.mp4`;
      const { size } = await compressStoredVideo({
        source: source.body,
        key,
        originalName: asset.name,
        signal,
        onProgress: progress,
      });
      light = { key, size };
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
    getLogger().info(
      { assetId, kind: asset.kind, from: asset.size, to: light?.size ?? asset.size },
      "asset compressed",
    );
    return {
      result: { compressedKey: light?.key ?? null, compSize: light?.size ?? asset.size },
      written: [light?.key ?? null],
    };
  },
};
