// Sends the wish's video or photo and follows it to the end: the upload's own progress (fetch has
// no upload progress, XMLHttpRequest does), then the server's compression progress polled every
// 500 ms, as the console polls its media (platform spec: asset upload).
import { CardApiError, fetchMediaStatus, mediaUploadUrl } from "./card-api";

export type UploadPhase =
  | { phase: "uploading"; loaded: number; total: number }
  | { phase: "processing"; progress: number }
  | { phase: "done"; mediaId: number; kind: "video" | "image" };

export type UploadedMedia = { mediaId: number; kind: "video" | "image" };

export const MEDIA_POLL_MS = 500;

type UploadAnswer = { id: number; kind: "video" | "image"; status: string };

function postFile(
  url: string,
  file: Blob,
  fileName: string,
  token: string | null,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = false;
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("X-Wish-Token", token);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      const body = xhr.response as
        { error?: { code?: string; message?: string; fields?: Record<string, string> } } | UploadAnswer | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && "id" in body) return resolve(body);
      const e = body && "error" in body ? body.error : undefined;
      reject(
        new CardApiError(xhr.status, e?.code ?? `HTTP_${xhr.status}`, e?.message ?? xhr.statusText, e?.fields ?? {}),
      );
    };
    xhr.onerror = () => reject(new CardApiError(0, "NETWORK", "The connection was lost"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, fileName);
    xhr.send(form);
  });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(t), reject(new DOMException("Cancelled", "AbortError"))), {
      once: true,
    });
  });

/** A media job that ended in failure: `code` is the server's failure code (translated by the caller). */
export class MediaFailedError extends Error {
  constructor(readonly code: string) {
    super(`media processing failed: ${code}`);
    this.name = "MediaFailedError";
  }
}

export async function uploadWishMedia(opts: {
  cardId: string;
  token: string | null;
  file: Blob;
  fileName: string;
  signal: AbortSignal;
  onPhase: (p: UploadPhase) => void;
  pollMs?: number;
}): Promise<UploadedMedia> {
  const { cardId, file, signal, onPhase } = opts;
  onPhase({ phase: "uploading", loaded: 0, total: file.size });
  const answer = await postFile(mediaUploadUrl(cardId), file, opts.fileName, opts.token, signal, (loaded, total) =>
    onPhase({ phase: "uploading", loaded, total }),
  );
  onPhase({ phase: "processing", progress: 0 });
  for (;;) {
    const status = await fetchMediaStatus(cardId, answer.id, signal);
    if (status.failureCode) throw new MediaFailedError(status.failureCode);
    if (status.complete) break;
    onPhase({ phase: "processing", progress: Math.max(0, Math.min(100, status.progress)) });
    await sleep(opts.pollMs ?? MEDIA_POLL_MS, signal);
  }
  onPhase({ phase: "done", mediaId: answer.id, kind: answer.kind });
  return { mediaId: answer.id, kind: answer.kind };
}
