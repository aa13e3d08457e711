// Finding prepared targets in a frame: descriptor matching (descriptor-match.ts: all of a
// target's keypoints while searching; only those near where the last pose puts them while
// tracking), then RANSAC on 4-point homographies and a least-squares fit on the inliers
// (ransac.ts). The result is the target's four corners in the frame, which the page turns into a
// pose exactly as it does a QR code's corners.
import { halveGrey, type GreyFrame } from "../grey";
import { applyHomography } from "../homography";
import type { Mat3, Quad } from "../types";
import { matchAll, matchNear } from "./descriptor-match";
import { DESCRIPTOR_WORDS, PATCH_RADIUS, detectKeypoints, type Keypoints } from "./features";
import { cropGrey, trackedRegion, type Box } from "./frame-region";
import { ransacHomography } from "./ransac";
import type { ImageTarget } from "./target";

export { ransacHomography } from "./ransac";

export type ImageDetection = {
  /** Index of the target in the detector's list. */
  target: number;
  /** TL, TR, BR, BL of the whole image in frame pixels. */
  corners: Quad;
  /** Plane (target) → frame homography. */
  H: Mat3;
  inliers: number;
  /** Keypoints in the frame, matches tried (for benches and the trackability test). */
  keypoints: number;
  matches: number;
  tracked: boolean;
};

export type MatchOptions = {
  /** Max Hamming distance of a match (of 256 bits). */
  maxDistance?: number;
  /** Lowe's ratio between the best and the second best distance. */
  ratio?: number;
  minInliers?: number;
  /** Inlier reprojection threshold, frame px. */
  inlierPx?: number;
  /** Search radius around the predicted position while tracking, frame px. */
  trackRadius?: number;
};

const D = { maxDistance: 64, ratio: 0.82, minInliers: 14, inlierPx: 4, trackRadius: 28 };

/** Corners of the target's image (plane TL, TR, BR, BL). */
export const targetPlaneCorners = (aspect: number): Quad => [
  [-0.5, -aspect / 2],
  [0.5, -aspect / 2],
  [0.5, aspect / 2],
  [-0.5, aspect / 2],
];

/** A quad a camera can see: convex, same winding as printed, not tiny. */
function plausible(q: Quad): boolean {
  let sign = 0,
    area = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!,
      b = q[(i + 1) % 4]!,
      c = q[(i + 2) % 4]!;
    const z = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (!Number.isFinite(z) || z <= 0) return false;
    if (sign === 0) sign = 1;
    area += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(area) / 2 > 400;
}

export type ImageDetector = {
  detect(frame: GreyFrame): ImageDetection | null;
  /** Forget the tracked target (the next frame searches all of them). */
  reset(): void;
};

/**
 * Keypoints of a frame. Frames wider than `halfAbove` are described at half size (a quarter of the
 * pixels: the keypoint search is most of a frame's cost) and the points scaled back to the frame:
 * a card filling a third of a 640 px frame is still ≈ 110 px wide there, inside the target's
 * sizes, and the least-squares fit over dozens of inliers keeps the corners within a pixel.
 */
function keypointsOf(frame: GreyFrame, maxPoints: number, halfAbove: number, region: Box | null = null): Keypoints {
  const half = frame.width > halfAbove;
  const part = region ? cropGrey(frame, region) : frame;
  const kp = detectKeypoints(half ? halveGrey(part) : part, { maxPoints });
  const s = half ? 2 : 1,
    dx = region?.x0 ?? 0,
    dy = region?.y0 ?? 0;
  if (s === 1 && dx === 0 && dy === 0) return kp;
  for (let k = 0; k < kp.count; k++) {
    kp.x[k] = kp.x[k]! * s + dx;
    kp.y[k] = kp.y[k]! * s + dy;
  }
  return kp;
}

/**
 * Holds the targets and the tracking state: while a target is tracked, only it is looked for, near
 * its last position; once it is lost, every target is searched again and the best found wins.
 */
export function createImageDetector(
  targets: ImageTarget[],
  opts: MatchOptions & { maxPoints?: number; halfAbove?: number } = {},
): ImageDetector {
  const o = { ...D, ...opts };
  let tracked: { target: number; H: Mat3 } | null = null;
  const locate = (kp: Keypoints, ti: number, prevH: Mat3 | null): ImageDetection | null => {
    const t = targets[ti]!;
    const pairs = prevH ? matchNear(kp, t, prevH, o) : matchAll(kp, t, o);
    const fit = ransacHomography(pairs, {
      inlierPx: o.inlierPx,
      minInliers: o.minInliers,
      iterations: prevH ? 120 : 300,
    });
    if (!fit) return null;
    const corners = targetPlaneCorners(t.aspect).map((c) => applyHomography(fit.H, c)) as Quad;
    if (!plausible(corners)) return null;
    return {
      target: ti,
      corners,
      H: fit.H,
      inliers: fit.inliers,
      keypoints: kp.count,
      matches: pairs.plane.length,
      tracked: prevH !== null,
    };
  };
  return {
    detect(frame) {
      const maxPoints = o.maxPoints ?? 500,
        halfAbove = o.halfAbove ?? 400;
      let kp: Keypoints | null = null;
      if (tracked) {
        // Only around the predicted picture: its matches lie within trackRadius of it, and a
        // keypoint needs its patch (PATCH_RADIUS at the size it is described at) inside the copy.
        const margin = o.trackRadius + (frame.width > halfAbove ? 2 : 1) * (PATCH_RADIUS + 1) + 4;
        const region = trackedRegion(tracked.H, targets[tracked.target]!.aspect, frame.width, frame.height, margin);
        const near = keypointsOf(frame, maxPoints, halfAbove, region);
        const d = locate(near, tracked.target, tracked.H);
        if (d) {
          tracked = { target: d.target, H: d.H };
          return d;
        }
        tracked = null;
        if (!region) kp = near;
      }
      kp ??= keypointsOf(frame, maxPoints, halfAbove);
      let best: ImageDetection | null = null;
      for (let ti = 0; ti < targets.length; ti++) {
        const d = locate(kp, ti, null);
        if (d && (!best || d.inliers > best.inliers)) best = d;
      }
      tracked = best ? { target: best.target, H: best.H } : null;
      return best;
    },
    reset() {
      tracked = null;
    },
  };
}

export { DESCRIPTOR_WORDS };
