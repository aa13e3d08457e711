// media.compress-card: the H.264 MP4 a phone plays of a video a visitor uploaded for a card's wish
// (core cards/wish-media.ts), by the same encoder and job-state rules as a project asset's video
// (media-compress.ts, tracked-task.ts). The output key is fixed per media row, beside the source
// under the collection's folder, so deleting the collection sweeps it.
import { getDb } from "@ar/db";
import { JobFailure } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { getStorage } from "@ar/core/storage";
import { compressStoredVideo } from "../media/compress-stored-video";
import { probeSize } from "../support/ffmpeg";
import type { TrackedTaskSpec } from "../tracked-task";

/** The compressed file's key for a source key `…/media-xxxx.webm`: `…/media-xxxx-light.mp4`. */
export function lightKeyOf(srcKey: string): string {
  return `${srcKey.replace(/\.[a-z0-9]+$/, "")}-light.mp4`;
}

export const mediaCompressCard: TrackedTaskSpec<"media.compress-card", "cardMedia"> = {
  job: "media.compress-card",
  kind: "cardMedia",
  idOf: (p) => p.mediaId,
  async run(mediaId, { signal, progress }) {
    const media = await getDb().cardMedia.findUnique({ where: { id: mediaId } });
    const storage = getStorage();
    const source = media ? await storage.get(media.srcKey) : null;
    if (!media || !source)
      throw new JobFailure("SOURCE_MISSING", { retryable: false, detail: media?.srcKey ?? "card media row gone" });
    if (media.kind !== "video") {
      source.body.destroy();
      throw new JobFailure("INVALID_INPUT", { retryable: false, detail: `card media ${mediaId} is not a video` });
    }
    const key = lightKeyOf(media.srcKey);
    let dims = { width: 0, height: 0 };
    const { size } = await compressStoredVideo({
      source: source.body,
      key,
      signal,
      onProgress: progress,
      inspect: async (file) => {
        dims = await probeSize(file).catch(() => dims);
      },
    });
    getLogger().info({ mediaId, from: media.size, to: size }, "card video compressed");
    return {
      result: { compressedKey: key, size, width: dims.width || null, height: dims.height || null },
      written: [key],
    };
  },
};
