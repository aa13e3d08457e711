// What the pack uploader accepts and how picked files become upload items (spec 5). Pure (no DOM),
// so the rules are unit-tested. The limits equal the server's (core item-rules.ts): a file the
// client lets through is one the server also takes, and a refused one is never sent.

export type PackType = "sticker" | "model";

export type PackFileRule = { extensions: readonly string[]; maxBytes: number };

export const PACK_FILE_RULES: Record<PackType, PackFileRule> = {
  sticker: { extensions: ["webm", "mp4", "jpg", "jpeg", "png", "mov"], maxBytes: 512 * 1024 },
  model: { extensions: ["glb"], maxBytes: 5 * 1024 * 1024 },
};

/** Spec 9: the sticker preview canvas is at most 100 px per side; the model thumbnail is 200 px. */
export const STICKER_PREVIEW_MAX = 100;
export const MODEL_THUMBNAIL_SIZE = 200;

/** The smallest file shape the rules need (a browser File fits it). */
export type NamedFile = { name: string; size: number };

export type RefusalReason = "type" | "size" | "empty";
export type Refusal<F extends NamedFile> = { file: F; reason: RefusalReason };

/** Lower-case extension without the dot; "" when there is none. Same rule as the server's. */
export function extensionOf(filename: string): string {
  return filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
}

/** The name without its last extension, lower-cased: how the server matches a webm with its mov. */
export function baseNameOf(filename: string): string {
  return filename.replace(/\.[^.]+$/, "").toLowerCase();
}

/** The file input's `accept`: extensions (MIME types of mov/glb vary between systems). */
export function acceptAttribute(type: PackType): string {
  return PACK_FILE_RULES[type].extensions.map((e) => `.${e}`).join(",");
}

export function refusalOf(type: PackType, file: NamedFile): RefusalReason | null {
  const rule = PACK_FILE_RULES[type];
  if (!rule.extensions.includes(extensionOf(file.name))) return "type";
  if (file.size > rule.maxBytes) return "size";
  // An empty file has no content to check; the server would refuse it anyway.
  if (file.size === 0) return "empty";
  return null;
}

/** Splits picked or dropped files into the ones to send and the ones refused (with why). */
export function acceptFiles<F extends NamedFile>(
  type: PackType,
  files: readonly F[],
): { accepted: F[]; refused: Refusal<F>[] } {
  const accepted: F[] = [];
  const refused: Refusal<F>[] = [];
  for (const file of files) {
    const reason = refusalOf(type, file);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** One upload: the file, and for a sticker optionally its alternative (the mov of a webm). */
export type UploadItem<F extends NamedFile> = { file: F; altFile?: F };

/**
 * A webm and a mov with the same base name, picked together, are one sticker: file = webm,
 * altFile = mov. Everything else is its own item, in the order picked (a pair takes the place
 * of whichever of the two came first).
 */
export function pairStickerFiles<F extends NamedFile>(files: readonly F[]): UploadItem<F>[] {
  const webms = new Map<string, F>();
  const movs = new Map<string, F>();
  for (const f of files) {
    const ext = extensionOf(f.name);
    const base = baseNameOf(f.name);
    // Only the first webm and the first mov of a base name pair; further ones stay separate.
    if (ext === "webm" && !webms.has(base)) webms.set(base, f);
    if (ext === "mov" && !movs.has(base)) movs.set(base, f);
  }
  const items: UploadItem<F>[] = [];
  const placed = new Set<F>();
  for (const f of files) {
    if (placed.has(f)) continue;
    const base = baseNameOf(f.name);
    const webm = webms.get(base);
    const mov = movs.get(base);
    if (webm && mov && (f === webm || f === mov)) {
      items.push({ file: webm, altFile: mov });
      placed.add(webm).add(mov);
    } else {
      items.push({ file: f });
      placed.add(f);
    }
  }
  return items;
}

/** Upload items for a pack type: stickers pair webm/mov; models are one file each. */
export function uploadItemsFor<F extends NamedFile>(type: PackType, files: readonly F[]): UploadItem<F>[] {
  return type === "sticker" ? pairStickerFiles(files) : files.map((file) => ({ file }));
}

/**
 * The canvas size for a preview: the source's proportions, scaled down so neither side exceeds
 * `max` (never scaled up), at least 1 px. Null when the source has no usable size yet.
 */
export function fitPreviewSize(
  width: number,
  height: number,
  max = STICKER_PREVIEW_MAX,
): { width: number; height: number } | null {
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

const VIDEO_EXTENSIONS = ["webm", "mp4", "mov"];

/** A sticker file or URL that holds video (drawn from its first frame, shown with <video>). */
export function isVideoName(nameOrUrl: string): boolean {
  return VIDEO_EXTENSIONS.includes(extensionOf(nameOrUrl.split(/[?#]/)[0] ?? ""));
}
