// The rear camera through getUserMedia, with every failure classified so the status line can say
// why and the page can fall back to the 3D view: refused (the person or a policy said no), no
// camera, insecure context (http), in-app browser (no camera API, or it failed inside an app's
// browser), busy (another app holds it), unsupported (no camera API at all).
import { inAppBrowser, isMobile } from "./browser";

export type CameraFailure = "refused" | "no-camera" | "insecure" | "in-app" | "busy" | "unsupported";
export type CameraResult = { ok: true; stream: MediaStream } | { ok: false; reason: CameraFailure; error?: unknown };

/** Status-line state for a failure (the names match status.ts). */
export const FAILURE_STATE = {
  refused: "camera-refused",
  "no-camera": "no-camera",
  insecure: "insecure",
  "in-app": "in-app",
  busy: "camera-busy",
  unsupported: "unsupported",
} as const satisfies Record<CameraFailure, string>;

export function classifyCameraError(error: unknown, ua: string = navigator.userAgent): CameraFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError")
    return inAppBrowser(ua) ? "in-app" : "refused";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return "no-camera";
  if (name === "NotReadableError" || name === "AbortError" || name === "TrackStartError") return "busy";
  return inAppBrowser(ua) ? "in-app" : "unsupported";
}

/**
 * Whether asking makes sense before any prompt: on a desktop without a video input there is
 * nothing to ask for (no prompt, straight to the 3D view). A desktop with a webcam is asked: a
 * laptop camera can see a printed card.
 */
export async function cameraPrecheck(): Promise<CameraFailure | null> {
  if (typeof window !== "undefined" && !window.isSecureContext) return "insecure";
  if (!navigator.mediaDevices?.getUserMedia) return inAppBrowser() ? "in-app" : "unsupported";
  if (!isMobile() && navigator.mediaDevices.enumerateDevices) {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => null);
    if (devices && !devices.some((d) => d.kind === "videoinput")) return "no-camera";
  }
  return null;
}

/** Asks for the rear camera (640×480 is what tracking reads; more costs time per frame). */
export async function startCamera(opts: { width?: number; height?: number } = {}): Promise<CameraResult> {
  const pre = await cameraPrecheck();
  if (pre) return { ok: false, reason: pre };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: "environment" },
        width: { ideal: opts.width ?? 1280 },
        height: { ideal: opts.height ?? 720 },
      },
    });
    return { ok: true, stream };
  } catch (error) {
    return { ok: false, reason: classifyCameraError(error), error };
  }
}

/** Plays the stream in a muted inline <video> (iOS needs playsinline and muted to autoplay). */
export async function attachStream(video: HTMLVideoElement, stream: MediaStream): Promise<void> {
  video.muted = true;
  video.playsInline = true;
  video.setAttribute("playsinline", "");
  video.srcObject = stream;
  await video.play();
  if (!video.videoWidth)
    await new Promise<void>((resolve) => video.addEventListener("loadedmetadata", () => resolve(), { once: true }));
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
