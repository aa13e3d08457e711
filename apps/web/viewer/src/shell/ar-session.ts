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
import {
  createQrTracker,
  markerPoseToObject,
  markerUnitInCodeSides,
  PoseFilter,
  poseFromCorners,
  type Intrinsics,
  type Pose,
  type QrTracker,
  type Quad,
} from "@ar/ar-tracking";
import { cameraFrames } from "./camera-frames";
import { runTrackingLoop } from "./tracking-loop";

export type ArSessionOptions = {
  video: HTMLVideoElement;
  camera: PerspectiveCamera;
  /** Holds the scene; its matrix is set on each detection (matrixAutoUpdate off). */
  anchor: Object3D;
  accept(text: string): boolean;
  /**
   * Several markers (a code project's QR scenes): the anchor an accepted code moves (default
   * `anchor` for every code). Another code coming into view moves its own anchor: the previous
   * one is hidden and lost first (one marker at a time, as the image session).
   */
  anchorFor?(text: string): Object3D | null;
  markerUnit?(version: number, text: string): number;
  keepLastPose: boolean;
  onFound?(text: string): void;
  /** `text`: the code that was lost. */
  onLost?(text: string): void;
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
  const source = cameraFrames({
    video,
    camera,
    frameWidth,
    fit: "width",
    ...(opts.hFovDeg ? { hFovDeg: opts.hFovDeg } : {}),
  });

  anchor.matrixAutoUpdate = false;
  anchor.visible = false;
  // The package's defaults: measured there for ≤ 1 px jitter on a still card.
  const filter = new PoseFilter();
  let tracking = false;
  let everFound = false;
  let lastSeen = 0;

  // The code being tracked and the anchor it moves (another code in view switches both).
  let current: { text: string; anchor: Object3D } | null = null;
  const anchorOf = (text: string) => (opts.anchorFor ? opts.anchorFor(text) : anchor);
  const lose = (keep: boolean = opts.keepLastPose) => {
    if (!tracking || !current) return;
    tracking = false;
    filter.reset();
    if (!keep) current.anchor.visible = false;
    opts.onLost?.(current.text);
  };

  const loop = runTrackingLoop({
    source,
    tracker,
    onAnswer: (found, K, now) => {
      const target = found && opts.accept(found.text) ? anchorOf(found.text) : null;
      const pose = found && target ? safePose(found.corners, K) : null;
      if (found && target && pose) {
        // Another marker's code (another anchor): the previous marker goes, whatever keepLastPose
        // says. Two accepted codes of the same anchor stay one marker, as before.
        if (tracking && current && current.anchor !== target) lose(false);
        if (!tracking) current = { text: found.text, anchor: target };
        // The pose in code sides (the code's corners on a unit square), smoothed, then in marker units.
        target.matrix.fromArray(
          markerPoseToObject(filter.filter(pose, now), { unit: markerUnit(found.version, found.text) }),
        );
        target.matrixWorldNeedsUpdate = true;
        target.visible = true;
        lastSeen = now;
        if (!tracking) {
          tracking = true;
          everFound = true;
          opts.onFound?.(found.text);
        }
      } else if (tracking && now - lastSeen > lostAfterMs) {
        lose();
      }
    },
  });

  return {
    get tracking() {
      return tracking || (opts.keepLastPose && everFound);
    },
    stats: loop.stats,
    stop: loop.stop,
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
