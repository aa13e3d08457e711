// The homography of a target's matches (matcher.ts): RANSAC on 4-point homographies, then a
// least-squares refit on the inliers.
import { homography } from "../homography";
import type { Mat3 } from "../types";
import type { Pairs } from "./descriptor-match";

function countInliers(H: Mat3, p: Pairs, px: number, mark?: boolean[]): number {
  let n = 0;
  const t2 = px * px;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = H;
  // applyHomography inlined: this runs for every pair in every RANSAC hypothesis.
  for (let k = 0; k < p.plane.length; k++) {
    const a = p.plane[k]!,
      im = p.image[k]!;
    const w = h6 * a[0] + h7 * a[1] + h8;
    const dx = (h0 * a[0] + h1 * a[1] + h2) / w - im[0],
      dy = (h3 * a[0] + h4 * a[1] + h5) / w - im[1];
    const ok = dx * dx + dy * dy <= t2;
    if (ok) n++;
    if (mark) mark[k] = ok;
  }
  return n;
}

/**
 * RANSAC with a seeded generator (the same frame gives the same answer), then a refit on the
 * inliers. Stops once a better hypothesis is unlikely (the usual adaptive bound: 99 % sure that
 * an all-inlier sample was drawn at the best inlier ratio so far), at most `iterations`: while
 * tracking ≈ 60 % of the matches are inliers and ≈ 35 hypotheses do what 120 did.
 */
export function ransacHomography(
  p: Pairs,
  o: { inlierPx: number; minInliers: number; iterations?: number },
): { H: Mat3; inliers: number } | null {
  const n = p.plane.length;
  if (n < o.minInliers) return null;
  let seed = 0x9e3779b9 ^ n;
  const rnd = (m: number) => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % m;
  };
  let bestH: Mat3 | null = null,
    best = 0;
  let iterations = o.iterations ?? 300;
  for (let it = 0; it < iterations; it++) {
    const idx = new Set<number>();
    while (idx.size < 4) idx.add(rnd(n));
    const s = [...idx];
    let H: Mat3;
    try {
      H = homography(
        s.map((k) => p.plane[k]!),
        s.map((k) => p.image[k]!),
      );
    } catch {
      continue;
    }
    const c = countInliers(H, p, o.inlierPx);
    if (c > best) {
      best = c;
      bestH = H;
      if (best > 0.8 * n) break;
      if (best >= o.minInliers) {
        const allInliers = (best / n) ** 4;
        iterations = Math.min(iterations, Math.max(20, Math.ceil(Math.log(0.01) / Math.log(1 - allInliers))));
      }
    }
  }
  if (!bestH || best < o.minInliers) return null;
  // Two refits on the inlier set (least squares over all of them).
  let H = bestH;
  for (let r = 0; r < 2; r++) {
    const mark: boolean[] = [];
    countInliers(H, p, o.inlierPx, mark);
    const plane = p.plane.filter((_, k) => mark[k]),
      image = p.image.filter((_, k) => mark[k]);
    if (plane.length < o.minInliers) break;
    try {
      H = homography(plane, image);
    } catch {
      break;
    }
  }
  const inliers = countInliers(H, p, o.inlierPx);
  return inliers >= o.minInliers ? { H, inliers } : null;
}
