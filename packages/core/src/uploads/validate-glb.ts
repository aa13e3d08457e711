// The one GLB check of every upload door (project assets, pack models, ARKit models), before a
// row points at the file (docs/decisions/0018-heavy-work-bounds.md): the Khronos glTF validator,
// the data the file declares against the bytes it holds, and caps on the work it makes. A 256-byte
// GLB declaring 300,000 zero-filled vertices passed the validator and held the worker's event
// loop for minutes. The check runs in a thread under a time limit, so a large or hostile file does
// not stop the web process meanwhile.
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import { coreThreadModule, ThreadFailed, ThreadTimeout } from "../threads/run-in-thread";
import { warmThread, type WarmThread } from "../threads/warm-thread";
import type { GlbCheck } from "./glb-check.thread";

/** GLB files: project assets and ARKit models (pack models are 5 MB, spec §5). The check reads them whole. */
export const GLB_MAX_BYTES = 50 * 1024 * 1024;
/** Vertices over all primitives: a detailed phone AR model has tens of thousands. */
export const GLB_MAX_VERTICES = 1_000_000;
/** Indices over all primitives: a million triangles. */
export const GLB_MAX_INDICES = 3_000_000;
/** A texture side, and all textures' pixels together (sixteen 2048² or four 4096² textures). */
export const GLB_MAX_TEXTURE_SIDE = 8192;
export const GLB_MAX_TEXTURE_PIXELS = 64 * 1024 * 1024;
/** The validator takes about 50 ms a megabyte; far more means a file built to be slow. */
const CHECK_TIME_LIMIT_MS = 30_000;
const DECODED_BY_THE_OPTIMISER = new Set(["image/png", "image/jpeg", "image/webp"]);

/** Why a checked GLB is refused, or null. Pure, so each limit is unit-tested. */
export function glbRefusal(check: GlbCheck, byteLength: number): string | null {
  if (!check.ok) return `not a valid GLB: ${check.problem}`;
  const first = check.errors[0];
  if (first) return `${first.code}: ${first.message}`;
  const { measure } = check;
  if (measure.unbackedBytes > byteLength)
    return `its accessors declare ${measure.unbackedBytes} bytes of data the ${byteLength}-byte file does not hold`;
  if (measure.vertices > GLB_MAX_VERTICES) return `${measure.vertices} vertices (at most ${GLB_MAX_VERTICES})`;
  if (measure.indices > GLB_MAX_INDICES) return `${measure.indices} indices (at most ${GLB_MAX_INDICES})`;
  let pixels = 0;
  for (const image of check.images) {
    if (image.width === undefined || image.height === undefined) {
      if (image.mimeType && DECODED_BY_THE_OPTIMISER.has(image.mimeType))
        return `the size of ${image.pointer} cannot be read`;
      continue;
    }
    if (image.width > GLB_MAX_TEXTURE_SIDE || image.height > GLB_MAX_TEXTURE_SIDE)
      return `${image.pointer} is ${image.width}×${image.height} px (at most ${GLB_MAX_TEXTURE_SIDE} a side)`;
    pixels += image.width * image.height;
  }
  if (pixels > GLB_MAX_TEXTURE_PIXELS) return `its textures hold ${pixels} pixels (at most ${GLB_MAX_TEXTURE_PIXELS})`;
  return null;
}

/**
 * Checks a GLB the upload has just stored (the caller removes it on refusal): over 50 MB a 413,
 * otherwise the documented error body with `fields: { [field]: "invalid_glb" }` and the reason.
 */
export async function assertStoredGlbValid(opts: { key: string; size: number; field: string }): Promise<void> {
  if (opts.size > GLB_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "A GLB model may be at most 50 MB", {
      fields: { [opts.field]: "too_large" },
    });
  const bytes = await getStorage().getBuffer(opts.key);
  if (!bytes) throw new Error(`the upload just stored is missing: ${opts.key}`);
  await assertValidGlb(bytes, opts.field);
}

let glbChecker: WarmThread<GlbCheck> | undefined;
/** The checking thread, kept warm between uploads (warm-thread.ts: its start was most of a small model's save). */
function checker(): WarmThread<GlbCheck> {
  return (glbChecker ??= warmThread<GlbCheck>(coreThreadModule("uploads/glb-check.thread.ts"), {
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  }));
}

export async function assertValidGlb(bytes: Buffer, field: string): Promise<void> {
  const refuse = (why: string) =>
    new AppError("BAD_REQUEST", `Invalid GLB: ${why}`, { fields: { [field]: "invalid_glb" } });
  if (bytes.byteLength > GLB_MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "A GLB model may be at most 50 MB", { fields: { [field]: "too_large" } });
  // A copy the thread owns: storage buffers may share their memory with others.
  const copy = new Uint8Array(bytes);
  let check: GlbCheck;
  try {
    check = await checker().run({ bytes: copy }, { transferList: [copy.buffer], timeoutMs: CHECK_TIME_LIMIT_MS });
  } catch (e) {
    if (e instanceof ThreadTimeout) throw refuse("checking it took too long");
    // The file's own failures come back as a problem; a thread that died of its memory limit was given too much.
    if (e instanceof ThreadFailed && /out of memory/i.test(e.message)) throw refuse("too large to check");
    throw e;
  }
  const why = glbRefusal(check, bytes.byteLength);
  if (why) throw refuse(why);
}
