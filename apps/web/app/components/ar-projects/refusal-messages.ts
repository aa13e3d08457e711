// One message per refusal code (issue 22): the server names the field and a code (file: empty,
// kind, type, too_large, invalid_glb, damaged, required, not_{kind}; naturalWidth: number;
// emailToInvite: self), and every place that shows a refusal — the upload panel, the scene
// editor, the marker dialogs — turns that code into the same text. Checks made before sending use the same codes.
import type { Message } from "../../lib/api-error";
import { UploadError } from "../../lib/upload-with-progress";

export const FILE_REFUSALS = [
  "required",
  "empty",
  "kind",
  "type",
  "too_large",
  "invalid_glb",
  "damaged",
  // A replacement of another kind than the asset's: says what to choose.
  "not_glb",
  "not_image",
  "not_video",
  "not_audio",
] as const;
export type FileRefusal = (typeof FILE_REFUSALS)[number];

/** The i18n key of a file refusal code; an unknown code reads as "type". */
export function fileRefusalKey(code: string): string {
  return `arProjects.refusals.file.${(FILE_REFUSALS as readonly string[]).includes(code) ? code : "type"}`;
}

/** The refusal code of a failed upload, from its body's field code or, failing that, its status. */
export function uploadRefusalCode(err: unknown, field = "file"): FileRefusal | null {
  if (!(err instanceof UploadError) || err.status === 0) return null;
  const code = err.fields[field];
  if (code && (FILE_REFUSALS as readonly string[]).includes(code)) return code as FileRefusal;
  if (err.status === 413) return "too_large";
  if (err.status === 415) return "type";
  return null;
}

/** The message of a failed upload: its refusal, else a network or server failure. */
export function uploadRefusalMessage(err: unknown, field = "file"): Message {
  const code = uploadRefusalCode(err, field);
  if (code) return { key: fileRefusalKey(code) };
  // Replacing an asset's file (issue 22): still processing, or replaced by someone else meanwhile.
  const asset = err instanceof UploadError && err.status === 409 ? err.fields.assetId : undefined;
  if (asset === "processing" || asset === "stale") return { key: `assetReplace.${asset}` };
  if (err instanceof UploadError && err.status !== 0) return { key: "arProjects.uploads.errors.http" };
  return { key: "arProjects.uploads.errors.network" };
}

/** The same "empty" refusal before sending, for a picked file of 0 bytes. */
export const emptyFileRefusal = (file: { size: number } | null): FileRefusal | null =>
  file && file.size === 0 ? "empty" : null;
