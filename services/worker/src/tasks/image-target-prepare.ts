// image-target.prepare: turns a marker image (an album scene's marker, a card's front design) into
// the tracking target file the viewer's image tracker loads (@ar/ar-tracking/image-target), and
// stores it under the image's content hash (core image-targets). Idempotent: an image whose target
// exists is skipped, so a retried or duplicate job costs one stat.
import type { Task } from "graphile-worker";
import sharp from "sharp";
import { parseJobPayload } from "@ar/jobs";
import { imageTargetKeyOf, storeImageTarget } from "@ar/core/image-targets";
import { getLogger } from "@ar/core/log";
import { getStorage } from "@ar/core/storage";
import { prepareTarget, serializeTarget, DEFAULT_LEVELS } from "@ar/ar-tracking/image-target";
import { runAttempt } from "../run-attempt";

/** Grey pixels of an image at most `maxWidth` wide (the largest target level; more is wasted). */
export async function greyImage(
  buf: Buffer,
  maxWidth = DEFAULT_LEVELS[0]!,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(buf)
    .rotate()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // One channel after greyscale(); a defensive pick of the first channel otherwise.
  const grey =
    info.channels === 1
      ? new Uint8Array(data.buffer, data.byteOffset, data.length)
      : Uint8Array.from({ length: info.width * info.height }, (_, i) => data[i * info.channels]!);
  return { data: grey, width: info.width, height: info.height };
}

/** Prepares and stores the target of one stored image; returns its key and the preparation time. */
export async function prepareImageTarget(imageKey: string): Promise<{ key: string; ms: number; skipped: boolean }> {
  const storage = getStorage();
  const existing = await imageTargetKeyOf(imageKey);
  if (await storage.stat(existing)) return { key: existing, ms: 0, skipped: true };
  const buf = await storage.getBuffer(imageKey);
  if (!buf) throw new Error(`image ${imageKey} is gone`);
  const t0 = performance.now();
  const target = prepareTarget(await greyImage(buf));
  const ms = performance.now() - t0;
  const key = await storeImageTarget(imageKey, serializeTarget(target));
  getLogger().info({ imageKey, key, keypoints: target.count, ms: Math.round(ms) }, "image target prepared");
  return { key, ms, skipped: false };
}

export function imageTargetPrepare(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    const { imageKey } = parseJobPayload("image-target.prepare", payload);
    await runAttempt(helpers, opts.timeLimitMs, () => prepareImageTarget(imageKey));
  };
}
