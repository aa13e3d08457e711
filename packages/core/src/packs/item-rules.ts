// What may go into a pack (spec 5): stickers are webm, mp4, jpg, jpeg, png or mov up to 0.5 MB;
// 3D models are GLB up to 5 MB and must pass the GLB check (uploads/validate-glb.ts); previews are small images.
import { AppError } from "../errors/app-error";
import { refuseDamagedGlb } from "../uploads/damaged-glb";
import type { SniffResult } from "../uploads/sniff-type";

export const STICKER_MAX_BYTES = 512 * 1024;
export const MODEL_MAX_BYTES = 5 * 1024 * 1024;
export const PREVIEW_MAX_BYTES = 512 * 1024;

const STICKER_EXTS = ["webm", "mp4", "jpg", "jpeg", "png", "mov"];
// file-type's names for what each extension really contains.
const CONTENT_OF: Record<string, string[]> = {
  webm: ["webm"],
  mp4: ["mp4", "m4v"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  png: ["png"],
  mov: ["mov", "qt", "mp4"],
  glb: ["glb"],
};

export function extensionOf(filename: string): string {
  return filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
}

export function baseNameOf(filename: string): string {
  return filename.replace(/\.[^.]+$/, "").toLowerCase();
}

/** Checks the name's extension, then (once sniffed) that the bytes are of that kind. */
export function contentRule(kind: "sticker" | "model" | "preview", field: string, filename: string) {
  const ext = extensionOf(filename);
  const allowedExts = kind === "sticker" ? STICKER_EXTS : kind === "model" ? ["glb"] : ["png", "jpg", "jpeg", "webp"];
  if (!allowedExts.includes(ext)) {
    const what =
      kind === "sticker" ? "webm, mp4, jpg, jpeg, png or mov" : kind === "model" ? "GLB" : "PNG, JPEG or WebP";
    throw new AppError("BAD_REQUEST", `Only ${what} files are allowed here`, { fields: { [field]: "type" } });
  }
  const expected = kind === "preview" ? ["png", "jpg", "webp"] : (CONTENT_OF[ext] ?? []);
  return (t: SniffResult | undefined): SniffResult | null => {
    if (t && expected.includes(t.ext)) return t;
    refuseDamagedGlb(filename, t, field);
    return null;
  };
}

export function maxBytesFor(kind: "sticker" | "model" | "preview"): { max: number; label: string } {
  if (kind === "sticker") return { max: STICKER_MAX_BYTES, label: "0.5 MB" };
  if (kind === "model") return { max: MODEL_MAX_BYTES, label: "5 MB" };
  return { max: PREVIEW_MAX_BYTES, label: "0.5 MB" };
}
