// While a target is tracked, only the part of the frame where it can be is described: matching
// then compares a frame keypoint only with target keypoints predicted within `trackRadius` of it
// (matcher.ts matchNear), so keypoints farther than that from the predicted picture can never
// match, and finding them (FAST over every pixel, the box blur, descriptors) was most of a
// tracked frame's cost. A picture filling a third of the frame costs a third of it.
import { applyHomography } from "../homography";
import type { GreyFrame } from "../grey";
import type { Mat3 } from "../types";

export type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * The frame box (even coordinates, so a half-size copy lines up with the frame's own 2×2 blocks)
 * around where H puts the picture, grown by `margin` px; null when that is most of the frame
 * anyway (a copy would cost more than it saves) or the prediction is not finite.
 */
export function trackedRegion(H: Mat3, aspect: number, width: number, height: number, margin: number): Box | null {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const c of [
    [-0.5, -aspect / 2],
    [0.5, -aspect / 2],
    [0.5, aspect / 2],
    [-0.5, aspect / 2],
  ] as const) {
    const [x, y] = applyHomography(H, [c[0], c[1]]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const box = {
    x0: Math.max(0, Math.floor((x0 - margin) / 2) * 2),
    y0: Math.max(0, Math.floor((y0 - margin) / 2) * 2),
    x1: Math.min(width & ~1, Math.ceil((x1 + margin) / 2) * 2),
    y1: Math.min(height & ~1, Math.ceil((y1 + margin) / 2) * 2),
  };
  if (box.x1 - box.x0 < 64 || box.y1 - box.y0 < 64) return null;
  if ((box.x1 - box.x0) * (box.y1 - box.y0) > 0.8 * width * height) return null;
  return box;
}

/** A copy of the box's pixels. */
export function cropGrey(f: GreyFrame, b: Box): GreyFrame {
  const w = b.x1 - b.x0,
    h = b.y1 - b.y0;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) out.set(f.data.subarray((b.y0 + y) * f.width + b.x0, (b.y0 + y) * f.width + b.x1), y * w);
  return { data: out, width: w, height: h };
}
