// The image-marker AR frame loop, the same shape as ar-session.ts (QR): camera video → a frame
// whose longer side is 640 → the image tracker (@ar/ar-tracking/image, in a Web Worker, holding
// every target of the page) → the target's four corners → pose (poseFromCorners on the image's
// own proportions) → one-euro smoothing → the matrix of that target's anchor (marker space of
// @ar/scene-render: 1 unit = the marker image's width, y up off the paper).
// One target is shown at a time: the one in view. When another target comes into view, the old
// anchor is hidden (its onLost fires) and the new one shown (onFound). The per-target callbacks
// are also what code-project scripts get as marker found/lost events.
//   keepLastPose  on loss, leave the last target's anchor where it was (trackingLastKnownPose)
import type { Object3D, PerspectiveCamera } from "three";
import {
  markerPoseToObject,
  PoseFilter,
  poseFromCorners,
  type Intrinsics,
  type Pose,
  type Quad,
} from "@ar/ar-tracking";
import { createImageTracker, type ImageTracker } from "@ar/ar-tracking/image";
import { cameraFrames } from "./camera-frames";
import { runTrackingLoop } from "./tracking-loop";

export type ImageSessionOptions = {
  video: HTMLVideoElement;
  camera: PerspectiveCamera;
  /** Prepared target files (the snapshot's / card read's target URL), by an id of the caller's choice. */
  targets: { id: string; url: string }[];
  /** One anchor per target id; its matrix is set while that target is tracked (matrixAutoUpdate off). */
  anchors: Map<string, Object3D>;
  keepLastPose: boolean;
  onFound?(id: string): void;
  onLost?(id: string): void;
  frameWidth?: number;
  /** No detection of the target for this long means lost (a single missed frame is not a loss). */
  lostAfterMs?: number;
  hFovDeg?: number;
  /** A tracker created earlier (its worker fetches the targets while the camera prompt is open). */
  tracker?: ImageTracker;
};

export type ImageSession = {
  /** Ids of the targets whose files could not be loaded (left out of tracking). */
  readonly ready: Promise<{ failed: string[] }>;
  readonly current: string | null;
  stats(): { frames: number; detectMsMean: number };
  stop(): void;
};

export function startImageSession(opts: ImageSessionOptions): ImageSession {
  const { video, camera, anchors } = opts;
  const frameWidth = opts.frameWidth ?? 640;
  const lostAfterMs = opts.lostAfterMs ?? 400;
  const tracker = opts.tracker ?? createImageTracker({ targets: opts.targets });
  const source = cameraFrames({
    video,
    camera,
    frameWidth,
    fit: "longer-side",
    ...(opts.hFovDeg ? { hFovDeg: opts.hFovDeg } : {}),
  });
  for (const a of anchors.values()) {
    a.matrixAutoUpdate = false;
    a.visible = false;
  }
  const filter = new PoseFilter();
  let current: string | null = null;
  let lastSeen = 0;
  let loaded = false;
  void tracker.ready.then(
    () => {
      loaded = true;
    },
    () => undefined,
  );

  const lose = () => {
    if (current === null) return;
    const id = current;
    current = null;
    filter.reset();
    if (!opts.keepLastPose) anchors.get(id)!.visible = false;
    opts.onLost?.(id);
  };

  const loop = runTrackingLoop({
    source,
    tracker,
    // Frames before the targets are loaded are not tracking time.
    counts: () => loaded,
    onAnswer: (hit, K, now) => {
      const anchor = hit ? anchors.get(hit.target) : undefined;
      const pose = hit && anchor ? safePose(hit.corners, hit.aspect, K) : null;
      if (hit && anchor && pose) {
        if (current !== hit.target) {
          // Another image came into view: the previous scene goes (whatever keepLastPose says:
          // one scene at a time), this one appears.
          if (current !== null) {
            const prev = current;
            anchors.get(prev)!.visible = false;
            current = null;
            opts.onLost?.(prev);
          }
          for (const [id, a] of anchors) if (id !== hit.target) a.visible = false;
          filter.reset();
          current = hit.target;
          opts.onFound?.(hit.target);
        }
        anchor.matrix.fromArray(markerPoseToObject(filter.filter(pose, now), { unit: 1 }));
        anchor.matrixWorldNeedsUpdate = true;
        anchor.visible = true;
        lastSeen = now;
      } else if (current !== null && now - lastSeen > lostAfterMs) {
        lose();
      }
    },
  });

  return {
    ready: tracker.ready,
    get current() {
      return current;
    },
    stats: loop.stats,
    stop: loop.stop,
  };
}

/** The image's pose in image widths (plane corners on the image's proportions), or null when degenerate. */
function safePose(corners: Quad, aspect: number, K: Intrinsics): Pose | null {
  try {
    return poseFromCorners(corners, K, [
      [-0.5, -aspect / 2],
      [0.5, -aspect / 2],
      [0.5, aspect / 2],
      [-0.5, aspect / 2],
    ]);
  } catch {
    return null;
  }
}
