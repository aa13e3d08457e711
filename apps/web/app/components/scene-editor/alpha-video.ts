// The alpha-channel conversion (editors spec §4, §7): POST /api/encodeAlt with the WebM/MOV and
// the layout, then GET /api/encode/{processId}/status every second until complete or error. The
// encoder is a route of this web app (docs/decisions/0008), so the calls are same-origin and the
// session cookie authenticates them.
import { uploadWithProgress } from "../../lib/upload-with-progress";

export type AlphaLayout = "video-h" | "video-v";
export type AlphaStatus = {
  status: "processing" | "complete" | "error";
  data: { progress?: number; src?: string | null; type?: string };
  error: string | null;
};

export const ALPHA_POLL_MS = 1000;
/** After success the dialog shows "done" this long before closing (spec §4). */
export const ALPHA_CLOSE_DELAY_MS = 500;

export async function startAlphaEncode(
  file: File,
  layout: AlphaLayout,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const body = new FormData();
  body.append("type", layout);
  body.append("file", file);
  const res = await uploadWithProgress<{ processId: string }>({
    url: "/api/encodeAlt",
    body,
    signal,
    onProgress: (p) => onProgress(p.percent),
  });
  return res.processId;
}

/** Polls until the job completes (resolves with the side-by-side MP4 URL) or fails (rejects). */
export async function waitForAlphaEncode(
  processId: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  for (;;) {
    const res = await fetch(`/api/encode/${encodeURIComponent(processId)}/status`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal,
    });
    // Spec 8: an HTTP status of 400 or more ends polling with an error.
    if (res.status >= 400) throw new Error(`HTTP ${res.status}`);
    const s = (await res.json()) as AlphaStatus;
    if (s.status === "error") throw new Error(s.error ?? "Encoding failed");
    if (s.status === "complete") {
      if (!s.data.src) throw new Error("No result");
      return s.data.src;
    }
    onProgress(typeof s.data.progress === "number" ? s.data.progress : 0);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ALPHA_POLL_MS);
      signal.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          reject(new DOMException("Aborted", "AbortError"));
        },
        { once: true },
      );
    });
  }
}

/** The converted MP4 as a File, so it becomes a project asset through the shell's upload pipeline. */
export async function fetchAsFile(src: string, name: string, signal: AbortSignal): Promise<File> {
  const res = await fetch(src, { credentials: "same-origin", signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const blob = await res.blob();
  const base = name.replace(/\.[^.]+$/, "") || "video";
  return new File([blob], `${base}.mp4`, { type: "video/mp4" });
}
