// Texts for files the uploader refuses before sending, and for uploads the server refused.
// Server texts are never shown (spec 8): its field codes and statuses pick a translated message.
import type { Message } from "../../lib/api-error";
import { UploadError } from "../../lib/upload-with-progress";
import { fileRefusalKey } from "../ar-projects/refusal-messages";
import type { PackType, RefusalReason } from "./pack-files";

const BY_TYPE = {
  sticker: {
    type: "packs.upload.refusedStickerType",
    size: "packs.upload.refusedStickerSize",
    tooLarge: "packs.upload.errors.tooLargeSticker",
  },
  model: {
    type: "packs.upload.refusedModelType",
    size: "packs.upload.refusedModelSize",
    tooLarge: "packs.upload.errors.tooLargeModel",
  },
} as const;

export function refusalMessage(type: PackType, name: string, reason: RefusalReason): Message {
  if (reason === "empty") return { key: "packs.upload.refusedEmpty", values: { name } };
  return { key: BY_TYPE[type][reason], values: { name } };
}

/** The message for a failed upload; null when the user cancelled it (nothing to report). */
export function uploadFailureMessage(type: PackType, err: unknown): Message | null {
  if (!(err instanceof UploadError)) return { key: "packs.upload.errors.generic" };
  if (err.aborted) return null;
  const codes = Object.values(err.fields);
  if (codes.includes("too_large") || err.status === 413) return { key: BY_TYPE[type].tooLarge };
  if (codes.includes("invalid_glb")) return { key: "packs.upload.errors.invalidGlb" };
  // A broken .glb (issue 23) is said as the editors say it: the one refusal table.
  if (codes.includes("damaged")) return { key: fileRefusalKey("damaged") };
  if (codes.includes("type") || err.status === 415) return { key: "packs.upload.errors.type" };
  if (err.status === 0) return { key: "packs.upload.errors.network" };
  if (err.status === 403 || err.status === 404) return { key: "packs.upload.errors.forbidden" };
  return { key: "packs.upload.errors.generic" };
}
