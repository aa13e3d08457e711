// Keypoints and binary descriptors of a grey image (ORB-style: FAST-9 corners, an orientation from
// the intensity centroid, a rotated BRIEF test pattern on a smoothed image). Plain TypeScript, no
// DOM: the same code prepares targets in node (the worker service) and reads frames in the
// browser's tracking worker, so both sides compute descriptors the same way. This file finds the
// keypoints; descriptors.ts describes them.
import type { GreyFrame } from "../grey";
import { DESCRIPTOR_WORDS, PATCH_RADIUS, descriptorWriter } from "./descriptors";

export { DESCRIPTOR_WORDS, PATCH_RADIUS, POP16, hamming, popcount32, smooth } from "./descriptors";

export type Keypoints = {
  count: number;
  /** Pixel centres (x + 0.5, y + 0.5) in the frame's continuous coordinates. */
  x: Float32Array;
  y: Float32Array;
  score: Float32Array;
  /** count × DESCRIPTOR_WORDS. */
  descriptors: Uint32Array;
};

// Bresenham circle of radius 3 (the FAST ring), clockwise from the top.
const RING: readonly (readonly [number, number])[] = [
  [0, -3],
  [1, -3],
  [2, -2],
  [3, -1],
  [3, 0],
  [3, 1],
  [2, 2],
  [1, 3],
  [0, 3],
  [-1, 3],
  [-2, 2],
  [-3, 1],
  [-3, 0],
  [-3, -1],
  [-2, -2],
  [-1, -3],
];

export type DetectOptions = {
  /** FAST threshold in grey levels. */
  threshold?: number;
  /** At most this many keypoints, spread over a grid so one busy corner cannot take them all. */
  maxPoints?: number;
  /** Grid cells across the longer side. */
  grid?: number;
};

/**
 * FAST-9 corners (score: the sum of absolute differences over the ring beyond the threshold),
 * 3×3 non-maximum suppression, the strongest ones per grid cell, then oriented BRIEF descriptors.
 */
export function detectKeypoints(f: GreyFrame, opts: DetectOptions = {}): Keypoints {
  const threshold = opts.threshold ?? 18,
    maxPoints = opts.maxPoints ?? 400;
  const { width: w, height: h, data: d } = f;
  const ring = Int32Array.from(RING, ([dx, dy]) => dy * w + dx);
  const r0 = ring[0]!,
    r4 = ring[4]!,
    r8 = ring[8]!,
    r12 = ring[12]!;
  const scores = new Float32Array(w * h);
  const B = PATCH_RADIUS + 1;
  const cand: number[] = [];
  for (let y = B; y < h - B; y++) {
    for (let x = B, i = y * w + B; x < w - B; x++, i++) {
      const c = d[i]!,
        hi = c + threshold,
        lo = c - threshold;
      // Quick rejection: 9 contiguous of the 16 ring pixels always include ring[0] or ring[8],
      // and ring[4] or ring[12] (no gap of 8 avoids both of a pair).
      const p0 = d[i + r0]!,
        p8 = d[i + r8]!,
        p4 = d[i + r4]!,
        p12 = d[i + r12]!;
      const maybeBright = (p0 > hi || p8 > hi) && (p4 > hi || p12 > hi);
      const maybeDark = (p0 < lo || p8 < lo) && (p4 < lo || p12 < lo);
      if (!maybeBright && !maybeDark) continue;
      let sum = 0,
        bright = 0,
        dark = 0;
      for (let k = 0; k < 16; k++) {
        const p = d[i + ring[k]!]!;
        if (p > hi) {
          bright |= 1 << k;
          sum += p - hi;
        } else if (p < lo) {
          dark |= 1 << k;
          sum += lo - p;
        }
      }
      if (!(arc9(bright) || arc9(dark))) continue;
      scores[i] = sum;
      cand.push(i);
    }
  }
  // Non-maximum suppression, then the best per cell.
  const cells = opts.grid ?? 8;
  const cellSize = Math.ceil(Math.max(w, h) / cells);
  const gw = Math.ceil(w / cellSize),
    gh = Math.ceil(h / cellSize);
  const perCell: number[][] = Array.from({ length: gw * gh }, () => []);
  for (const i of cand) {
    const s = scores[i]!;
    if (
      s < scores[i - 1]! ||
      s < scores[i + 1]! ||
      s < scores[i - w]! ||
      s < scores[i + w]! ||
      s < scores[i - w - 1]! ||
      s < scores[i - w + 1]! ||
      s < scores[i + w - 1]! ||
      s < scores[i + w + 1]!
    )
      continue;
    const x = i % w,
      y = (i - x) / w;
    perCell[Math.floor(y / cellSize) * gw + Math.floor(x / cellSize)]!.push(i);
  }
  const quota = Math.max(4, Math.ceil((2 * maxPoints) / (gw * gh)));
  let kept: number[] = [];
  for (const list of perCell) {
    list.sort((a, b) => scores[b]! - scores[a]!);
    for (let k = 0; k < Math.min(quota, list.length); k++) kept.push(list[k]!);
  }
  if (kept.length > maxPoints) kept = kept.sort((a, b) => scores[b]! - scores[a]!).slice(0, maxPoints);

  const describe = descriptorWriter(f);
  const n = kept.length;
  const out: Keypoints = {
    count: n,
    x: new Float32Array(n),
    y: new Float32Array(n),
    score: new Float32Array(n),
    descriptors: new Uint32Array(n * DESCRIPTOR_WORDS),
  };
  for (let k = 0; k < n; k++) {
    const i = kept[k]!,
      x = i % w,
      y = (i - x) / w;
    out.x[k] = x + 0.5;
    out.y[k] = y + 0.5;
    out.score[k] = scores[i]!;
    describe(x, y, out.descriptors, k * DESCRIPTOR_WORDS);
  }
  return out;
}

/** Nine contiguous set bits on the 16-pixel ring (a 16-bit mask, wrapping around). */
function arc9(mask: number): boolean {
  let m = mask | (mask << 16);
  // After these steps bit k is set when bits k … k+8 all were.
  m &= m >>> 1; // runs of 2
  m &= m >>> 2; // runs of 4
  m &= m >>> 4; // runs of 8
  m &= m >>> 1; // runs of 9
  return m !== 0;
}
