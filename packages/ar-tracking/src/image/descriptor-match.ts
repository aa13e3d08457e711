// Descriptor matching for the image detector (matcher.ts): frame keypoints against a target's,
// nearest by Hamming distance with Lowe's ratio test; all of the target's keypoints while
// searching, only those predicted near a frame keypoint while tracking.
import { applyHomography } from "../homography";
import type { Mat3, Vec2 } from "../types";
import { DESCRIPTOR_WORDS, hamming, popcount32, type Keypoints } from "./features";
import type { ImageTarget } from "./target";

/** Matched points: the target plane's and the frame's, pair by pair. */
export type Pairs = { plane: Vec2[]; image: Vec2[] };

export type MatchParams = { maxDistance: number; ratio: number; trackRadius: number };

/** Keeps the best match of the frame point (x, y) if it is near enough and clearly better than the second best. */
function keep(
  p: Pairs,
  t: ImageTarget,
  o: MatchParams,
  bj: number,
  best: number,
  second: number,
  x: number,
  y: number,
) {
  if (bj >= 0 && best <= o.maxDistance && best < o.ratio * second) {
    p.plane.push([t.points[2 * bj]!, t.points[2 * bj + 1]!]);
    p.image.push([x, y]);
  }
}

/**
 * Candidate matches of frame keypoints to the target's keypoints (nearest by Hamming, ratio test).
 * Brute force over every pair (500 × ≈1 500 while searching), so the inner loop is unrolled over
 * the 8 descriptor words with SWAR popcounts and leaves a pair after 4 words once it cannot beat
 * the second best; same answer as `hamming` pair by pair.
 */
export function matchAll(kp: Keypoints, t: ImageTarget, o: MatchParams): Pairs {
  const pairs: Pairs = { plane: [], image: [] };
  const a = kp.descriptors,
    b = t.descriptors,
    pc = popcount32;
  for (let i = 0; i < kp.count; i++) {
    const q = i * DESCRIPTOR_WORDS;
    const a0 = a[q]!,
      a1 = a[q + 1]!,
      a2 = a[q + 2]!,
      a3 = a[q + 3]!,
      a4 = a[q + 4]!,
      a5 = a[q + 5]!,
      a6 = a[q + 6]!,
      a7 = a[q + 7]!;
    let best = 999,
      second = 999,
      bj = -1;
    for (let j = 0, r = 0; j < t.count; j++, r += DESCRIPTOR_WORDS) {
      let d = pc(a0 ^ b[r]!) + pc(a1 ^ b[r + 1]!) + pc(a2 ^ b[r + 2]!) + pc(a3 ^ b[r + 3]!);
      if (d >= second) continue;
      d += pc(a4 ^ b[r + 4]!) + pc(a5 ^ b[r + 5]!) + pc(a6 ^ b[r + 6]!) + pc(a7 ^ b[r + 7]!);
      if (d < best) {
        second = best;
        best = d;
        bj = j;
      } else if (d < second) second = d;
    }
    keep(pairs, t, o, bj, best, second, kp.x[i]!, kp.y[i]!);
  }
  return pairs;
}

/** While tracking: each frame keypoint is compared only with target keypoints predicted near it. */
export function matchNear(kp: Keypoints, t: ImageTarget, H: Mat3, o: MatchParams): Pairs {
  const cell = o.trackRadius;
  const grid = new Map<number, number[]>();
  const px = new Float32Array(t.count),
    py = new Float32Array(t.count);
  for (let j = 0; j < t.count; j++) {
    const p = applyHomography(H, [t.points[2 * j]!, t.points[2 * j + 1]!]);
    px[j] = p[0];
    py[j] = p[1];
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1])) continue;
    const key = Math.floor(p[1] / cell) * 4096 + Math.floor(p[0] / cell);
    const list = grid.get(key);
    if (list) list.push(j);
    else grid.set(key, [j]);
  }
  const pairs: Pairs = { plane: [], image: [] };
  const r2 = o.trackRadius * o.trackRadius;
  for (let i = 0; i < kp.count; i++) {
    const x = kp.x[i]!,
      y = kp.y[i]!,
      cx = Math.floor(x / cell),
      cy = Math.floor(y / cell);
    let best = 999,
      second = 999,
      bj = -1;
    for (let gy = cy - 1; gy <= cy + 1; gy++)
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        const list = grid.get(gy * 4096 + gx);
        if (!list) continue;
        for (const j of list) {
          if ((px[j]! - x) ** 2 + (py[j]! - y) ** 2 > r2) continue;
          const d = hamming(kp.descriptors, i, t.descriptors, j);
          if (d < best) {
            second = best;
            best = d;
            bj = j;
          } else if (d < second) second = d;
        }
      }
    keep(pairs, t, o, bj, best, second, x, y);
  }
  return pairs;
}
