// The rear camera through getUserMedia, with every failure classified so the status line can say
// why and the page can fall back to the 3D view: refused (the person or a policy said no), no
// camera, insecure context (http), in-app browser (no camera API, or it failed inside an app's
// browser), busy (another app holds it), unsupported (no camera API at all), skipped (the person
// chose the 3D view when the camera did not start).
// No step waits without a bound: an unanswered permission prompt or a video that does not start
// playing (WebKit under load: `play()` on a camera stream took > 15 s) shows camera-prompt.ts's
// next moves after CAMERA_ANSWER_BOUND_MS / CAMERA_PLAY_BOUND_MS, while the wait goes on.
import { inAppBrowser, isMobile } from "./browser";
import { showCameraPrompt, takeCameraSkip, type CameraPrompt } from "./camera-prompt";
import type { StatusLine } from "./status";

export type CameraFailure = "refused" | "no-camera" | "insecure" | "in-app" | "busy" | "unsupported" | "skipped";
export type CameraResult = { ok: true; stream: MediaStream } | { ok: false; reason: CameraFailure; error?: unknown };

/** Status-line state for a failure (the names match status.ts). */
export const FAILURE_STATE = {
  refused: "camera-refused",
  "no-camera": "no-camera",
  insecure: "insecure",
  "in-app": "in-app",
  busy: "camera-busy",
  unsupported: "unsupported",
  skipped: "camera-skipped",
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
  if (typeof window !== "undefined" && takeCameraSkip()) return "skipped";
  if (typeof window !== "undefined" && !window.isSecureContext) return "insecure";
  if (!navigator.mediaDevices?.getUserMedia) return inAppBrowser() ? "in-app" : "unsupported";
  if (!isMobile() && navigator.mediaDevices.enumerateDevices) {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => null);
    if (devices && !devices.some((d) => d.kind === "videoinput")) return "no-camera";
  }
  return null;
}

/** An unanswered permission prompt this long offers the 3D view beside it (the prompt stays open). */
export const CAMERA_ANSWER_BOUND_MS = 8000;
/** A camera stream not playing this long after play() offers a tap to start it, or the 3D view. */
export const CAMERA_PLAY_BOUND_MS = 3000;

const after = (ms: number) => new Promise<"late">((resolve) => setTimeout(() => resolve("late"), ms));

/** Asks for the rear camera (640×480 is what tracking reads; more costs time per frame). */
export async function startCamera(
  opts: { width?: number; height?: number; answerBoundMs?: number } = {},
): Promise<CameraResult> {
  const pre = await cameraPrecheck();
  if (pre) return { ok: false, reason: pre };
  const asked = navigator.mediaDevices
    .getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: "environment" },
        width: { ideal: opts.width ?? 1280 },
        height: { ideal: opts.height ?? 720 },
      },
    })
    .then(
      (stream): CameraResult => ({ ok: true, stream }),
      (error: unknown): CameraResult => ({ ok: false, reason: classifyCameraError(error), error }),
    );
  const first = await Promise.race([asked, after(opts.answerBoundMs ?? CAMERA_ANSWER_BOUND_MS)]);
  if (first !== "late") return first;
  // No answer yet (a prompt the person has not seen, an in-app browser that never answers):
  // the 3D view is offered while the question stays open.
  const prompt = showCameraPrompt({});
  const result = await asked;
  prompt.remove();
  return result;
}

/**
 * Plays the stream in a muted inline <video> (iOS needs playsinline and muted to autoplay) and
 * resolves once its picture plays. A play() refused (no gesture) or not playing within
 * `playBoundMs` shows "Start the camera" (play() again inside the tap) and "Show in 3D instead";
 * the status line says why meanwhile and gets its state back when the picture plays. The video
 * gets data-playing then (the loading overlay turns see-through over it: viewer.css).
 */
export async function attachStream(
  video: HTMLVideoElement,
  stream: MediaStream,
  opts: { status?: StatusLine; playBoundMs?: number } = {},
): Promise<void> {
  video.muted = true;
  video.playsInline = true;
  video.setAttribute("playsinline", "");
  video.srcObject = stream;
  const playing = whenPlaying(video);
  const play = () =>
    video.play().catch((error: unknown) => {
      // NotAllowedError: this browser wants a tap first. AbortError: a newer play() or load won.
      if (error instanceof DOMException && error.name === "NotAllowedError") showPrompt();
    });
  let prompt: CameraPrompt | null = null;
  const before = opts.status?.state ?? null;
  const showPrompt = () => {
    if (prompt || video.dataset.playing !== undefined) return;
    opts.status?.set("camera-stalled");
    prompt = showCameraPrompt({ onStart: () => void play() });
  };
  void play();
  if ((await Promise.race([playing, after(opts.playBoundMs ?? CAMERA_PLAY_BOUND_MS)])) === "late") showPrompt();
  await playing;
  video.dataset.playing = "";
  if (prompt) {
    (prompt as CameraPrompt).remove();
    if (before) opts.status?.set(before);
  }
}

/** Resolves once the video plays a picture (not paused, with a size). */
function whenPlaying(video: HTMLVideoElement): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (video.paused || !video.videoWidth) return;
      for (const e of EVENTS) video.removeEventListener(e, check);
      resolve();
    };
    for (const e of EVENTS) video.addEventListener(e, check);
    check();
  });
}
const EVENTS = ["playing", "loadedmetadata", "resize", "timeupdate"] as const;

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
