// Tracking targets of marker images (album scenes' markers, image-tracked cards' front designs):
// the keypoint file the viewer's image tracker needs, prepared once per image CONTENT by the
// worker's image-target.prepare task and stored at a key named by the image's SHA-256 (the same
// digest as its public URL), so the same picture used twice is prepared once. Never on the phone.
// Callers that need targets (publish) enqueue the missing ones and wait a bounded time; what is
// still missing then is reported "not ready" rather than holding the request.
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { getLogger } from "../log/logger";
import { digestOf } from "../public-files/digest-of";
import { getStorage } from "../storage/get-storage";

/** Bumped with the target file format (@ar/ar-tracking/image-target TARGET_VERSION). */
export const IMAGE_TARGET_FORMAT_VERSION = 1;

export const imageTargetKey = (imageSha256: string) =>
  `image-targets/${imageSha256}.v${IMAGE_TARGET_FORMAT_VERSION}.json`;

/**
 * The target key of each image key whose target exists, enqueuing preparation for the others and
 * waiting up to `waitMs` for them. Images whose target is still missing map to null.
 */
export async function ensureImageTargets(
  imageKeys: string[],
  opts: { waitMs?: number } = {},
): Promise<Map<string, string | null>> {
  const storage = getStorage();
  const out = new Map<string, string | null>();
  const missing: { imageKey: string; targetKey: string }[] = [];
  for (const imageKey of new Set(imageKeys)) {
    const { sha256 } = await digestOf(imageKey);
    const targetKey = imageTargetKey(sha256);
    if (await storage.stat(targetKey)) out.set(imageKey, targetKey);
    else missing.push({ imageKey, targetKey });
  }
  if (missing.length === 0) return out;
  const db = getDb();
  for (const m of missing) {
    // One job per image content: a second publish while it runs joins the same job.
    await enqueue(db, "image-target.prepare", { imageKey: m.imageKey }, { jobKey: `image-target:${m.targetKey}` });
  }
  // IMAGE_TARGET_WAIT_MS (@ar/config, default 8 s): tests of the "not ready" answer wait less.
  const deadline = Date.now() + (opts.waitMs ?? getServerEnv().IMAGE_TARGET_WAIT_MS);
  let left = missing;
  for (;;) {
    const still: typeof left = [];
    for (const m of left) {
      if (await storage.stat(m.targetKey)) out.set(m.imageKey, m.targetKey);
      else still.push(m);
    }
    left = still;
    if (left.length === 0 || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  for (const m of left) out.set(m.imageKey, null);
  return out;
}

/**
 * Queues a marker image's target now, without waiting (an album scene's marker saved, an
 * image-tracked collection's front design saved), so that publish or the first card read finds it
 * ready instead of waiting for the worker. Already prepared or already queued: nothing new (the
 * job key is the content hash). A failure to queue is logged and never fails the save: publish
 * queues again and waits (bounded), the backstop.
 */
export async function queueImageTarget(imageKey: string | null | undefined): Promise<void> {
  if (!imageKey) return;
  try {
    await ensureImageTargets([imageKey], { waitMs: 0 });
  } catch (e) {
    getLogger().warn({ key: imageKey, err: e }, "a marker image could not be queued for tracking");
  }
}

/** The target key of a stored image (its content hash read or computed once, as for public URLs). */
export async function imageTargetKeyOf(imageKey: string): Promise<string> {
  return imageTargetKey((await digestOf(imageKey)).sha256);
}

/** Stores a prepared target for an image (the worker task's last step); returns its key. */
export async function storeImageTarget(imageKey: string, file: unknown): Promise<string> {
  const { sha256 } = await digestOf(imageKey);
  const key = imageTargetKey(sha256);
  await getStorage().put(key, Buffer.from(JSON.stringify(file)), { contentType: "application/json" });
  return key;
}
