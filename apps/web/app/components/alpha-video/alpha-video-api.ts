// The alpha encoder's two calls (editors spec 7): POST {encoder}/api/encodeAlt with the video
// (multipart, real upload progress) → {processId}; GET {encoder}/api/encode/{processId}/status.
// The encoder is served by the web app itself unless a project names another one, so the base
// is a parameter (empty = same origin, the session cookie authenticates).
import { uploadWithProgress } from "../../lib/upload-with-progress";
import type { AlphaLayout, AlphaStatusAnswer } from "./alpha-video-state";

/** Where the encoder lives; calls carry the session cookie (credentials), which is how the app's own encoder signs the user in. */
export type EncoderTarget = { baseUrl?: string };

function url(target: EncoderTarget, path: string): string {
  return `${(target.baseUrl ?? "").replace(/\/+$/, "")}${path}`;
}

export async function startAlphaEncode(opts: {
  target: EncoderTarget;
  file: File;
  layout: AlphaLayout;
  onProgress(percent: number): void;
  signal: AbortSignal;
}): Promise<string> {
  const body = new FormData();
  body.append("type", opts.layout);
  body.append("file", opts.file, opts.file.name);
  const answer = await uploadWithProgress<{ processId?: unknown }>({
    url: url(opts.target, "/api/encodeAlt"),
    body,
    signal: opts.signal,
    onProgress: (p) => opts.onProgress(p.percent),
  });
  if (typeof answer?.processId !== "string" || !answer.processId)
    throw new Error("The encoder answered without a processId");
  return answer.processId;
}

/** Spec 8: an HTTP status of 400 or more ends polling with an error (thrown here). */
export async function readAlphaStatus(
  target: EncoderTarget,
  processId: string,
  signal: AbortSignal,
): Promise<AlphaStatusAnswer> {
  const res = await fetch(url(target, `/api/encode/${encodeURIComponent(processId)}/status`), {
    credentials: "include",
    headers: { Accept: "application/json" },
    signal,
  });
  if (res.status >= 400) throw new Error(`Encode status ${res.status}`);
  const body = (await res.json()) as Partial<AlphaStatusAnswer>;
  return {
    status: String(body.status ?? ""),
    data: body.data ?? {},
    error: body.error ?? null,
    retrying: body.retrying === true,
  };
}
