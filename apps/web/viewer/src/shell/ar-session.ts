// The AR frame loop: camera video → a downscaled frame → the QR tracker (@ar/ar-tracking, in a
// Web Worker) → the code's four corners → homography and pose (poseFromCorners) → one-euro
// smoothing → the anchor's matrix (markerPoseToObject: marker space of @ar/scene-render). One frame is in the worker at a time, so a slow phone skips frames instead of
// queueing them. Rendering is the stage's own loop; this only moves the anchor and says when the
// code is found or lost.
//   accept(text)    which codes anchor the scene (the project's link, a card's link, …)
//   markerUnit      the marker-space unit in code sides; default the editor's QR marker image
//                   (code + 4-module quiet zone: markerUnitInCodeSides(version))
//   keepLastPose    on loss, leave the scene where it was (trackingLastKnownPose) instead of hiding it
import type { Object3D, PerspectiveCamera } from "three";
import { createQrTracker, intrinsics, markerPoseToObject, markerUnitInCodeSides, PoseFilter, poseFromCorners, verticalFovDeg, type Intrinsics, type Pose, type QrTracker, type Quad } from "@ar/ar-tracking";

export type ArSessionOptions = {
  video: HTMLVideoElement;
  camera: PerspectiveCamera;
  /** Holds the scene; its matrix is set on each detection (matrixAutoUpdate off). */
  anchor: Object3D;
  accept(text: string): boolean;
  markerUnit?(version: number, text: string): number;
  keepLastPose: boolean;
  onFound?(text: string): void;
  onLost?(): void;
  /** Width of the frame handed to the tracker (640: detection cost grows with pixels). */
  frameWidth?: number;
  /** No accepted code for this long means lost (a single missed frame is not a loss). */
  lostAfterMs?: number;
  hFovDeg?: number;
  /** A tracker created earlier (its worker and WebAssembly warm up while the camera prompt is open). */
  tracker?: QrTracker;
};

export type ArSession = {
  readonly tracking: boolean;
  /** Frames the tracker has answered, and the time it took on average (ms). */
  stats(): { frames: number; detectMsMean: number };
  stop(): void;
};

export function startArSession(opts: ArSessionOptions): ArSession {
  const { video, anchor, camera } = opts;
  const frameWidth = opts.frameWidth ?? 640;
  const lostAfterMs = opts.lostAfterMs ?? 400;
  const markerUnit = opts.markerUnit ?? ((version: number) => markerUnitInCodeSides(version));
  const tracker = opts.tracker ?? createQrTracker();
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("2D canvas unavailable");

  anchor.matrixAutoUpdate = false;
  anchor.visible = false;
  // The package's defaults: measured there for ≤ 1 px jitter on a still card.
  const filter = new PoseFilter();
  let running = true;
  let tracking = false;
  let everFound = false;
  let lastSeen = 0;
  let frames = 0;
  let detectMs = 0;
  let K: Intrinsics | null = null;

  const sizeFrame = () => {
    const w = Math.min(frameWidth, video.videoWidth);
    const h = Math.round((video.videoHeight / video.videoWidth) * w);
    if (canvas.width === w && canvas.height === h && K) return;
    canvas.width = w;
    canvas.height = h;
    K = intrinsics(w, h, opts.hFovDeg ?? 63);
    camera.fov = verticalFovDeg(K);
    camera.aspect = w / h;
    camera.position.set(0, 0, 0);
    camera.rotation.set(0, 0, 0);
    camera.updateProjectionMatrix();
  };

  const lose = () => {
    if (!tracking) return;
    tracking = false;
    filter.reset();
    if (!opts.keepLastPose) anchor.visible = false;
    opts.onLost?.();
  };

  const step = async () => {
    if (!running) return;
    if (video.readyState >= 2 && video.videoWidth > 0) {
      sizeFrame();
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const started = performance.now();
      const found = await tracker.detect(frame).catch(() => null);
      const now = performance.now();
      frames += 1;
      detectMs += now - started;
      if (!running) return;
      const pose = found && K && opts.accept(found.text) ? safePose(found.corners, K) : null;
      if (found && pose) {
        // The pose in code sides (the code's corners on a unit square), smoothed, then in marker units.
        anchor.matrix.fromArray(markerPoseToObject(filter.filter(pose, now), { unit: markerUnit(found.version, found.text) }));
        anchor.matrixWorldNeedsUpdate = true;
        anchor.visible = true;
        lastSeen = now;
        if (!tracking) {
          tracking = true;
          everFound = true;
          opts.onFound?.(found.text);
        }
      } else if (tracking && now - lastSeen > lostAfterMs) {
        lose();
      }
    }
    schedule();
  };

  const schedule = () => {
    if (!running) return;
    // A new video frame when the browser can say so; the next animation frame otherwise.
    if ("requestVideoFrameCallback" in video) video.requestVideoFrameCallback(() => void step());
    else requestAnimationFrame(() => void step());
  };
  schedule();

  return {
    get tracking() {
      return tracking || (opts.keepLastPose && everFound);
    },
    stats: () => ({ frames, detectMsMean: frames ? detectMs / frames : 0 }),
    stop() {
      running = false;
      tracker.dispose();
    },
  };
}

/** The code's pose, or null for corners no camera could see (collinear: the homography is degenerate). */
function safePose(corners: Quad, K: Intrinsics): Pose | null {
  try {
    return poseFromCorners(corners, K);
  } catch {
    return null;
  }
}
