// Uploads one design image to POST /api/cards/{id}/background/{side} with real progress
// (XMLHttpRequest through lib/upload-with-progress) and names what went wrong as an i18n key.
import { UploadError, uploadWithProgress } from "../../lib/upload-with-progress";
import { backgroundUploadUrl } from "./collections-api";

export async function uploadBackground(opts: {
  collectionId: number;
  side: "front" | "back";
  file: File;
  onProgress(percent: number): void;
}): Promise<string> {
  const body = new FormData();
  body.append("file", opts.file, opts.file.name);
  const answer = await uploadWithProgress<{ src: string }>({
    url: backgroundUploadUrl(opts.collectionId, opts.side),
    body,
    onProgress: (p) => opts.onProgress(p.percent),
  });
  return answer.src;
}

/** The message for a failed upload: refused type or size when the server says so, else network or generic. */
export function uploadErrorKey(e: unknown): string {
  if (!(e instanceof UploadError)) return "collections.editor.errors.upload";
  if (e.status === 0) return "collections.editor.errors.network";
  if (e.status === 413 || e.fields.file === "too_large") return "collections.editor.errors.size";
  if (e.status === 415 || (e.fields.file && e.fields.file !== "required")) return "collections.editor.errors.type";
  return "collections.editor.errors.upload";
}
