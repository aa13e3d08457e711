// How well an image marker will track (beyond the spec: the design step scores the front image
// of an image-tracking collection before the user pays for printing).
//
// Image trackers follow corner-like feature points; they lose the card when there are too few,
// or when they crowd into one part of the picture (tilt the card and that part leaves the view).
// So the score combines the density of feature points with how they spread over the image.
//
// Feature points are Shi–Tomasi corners ("good features to track"): the smaller eigenvalue of
// the local structure tensor, over a 5×5 window, above an absolute threshold (so a flat or
// washed-out image finds none), then kept only where they are the strongest in their 5×5
// neighbourhood. Run on the analysis copy (longest side ANALYSIS_MAX_SIDE) so scores of big and
// small uploads compare.

import type { GreyImage } from "./grey-image";

export interface FeaturePoint {
  x: number;
  y: number;
  /** Smaller eigenvalue of the structure tensor (intensities in 0–1). */
  strength: number;
}

/** λmin below this is no corner: about a 30-level step in an 8-bit image. */
export const FEATURE_MIN_RESPONSE = 0.02;
/** Window half-size of the structure tensor and of the non-maximum suppression. */
const RADIUS = 2;
/** Feature points per 1000 analysis pixels at which density stops adding to the score. */
export const GOOD_FEATURE_DENSITY = 4;
/** The score's grid: a cell counts as covered with at least this many points. */
export const TRACK_GRID = 8;
export const MIN_POINTS_PER_CELL = 2;

export const TRACKABILITY_GOOD = 70;
export const TRACKABILITY_FAIR = 40;

export type TrackabilityVerdict = "good" | "fair" | "poor";
export type TrackabilityHint = "fewDetails" | "emptyAreas";

export interface TrackabilityReport {
  /** 0–100. */
  score: number;
  verdict: TrackabilityVerdict;
  hints: TrackabilityHint[];
  points: FeaturePoint[];
  /** Points per 1000 analysis pixels. */
  density: number;
  /** Share of grid cells holding at least MIN_POINTS_PER_CELL points, 0–1. */
  coverage: number;
  /** Normalised entropy of the per-cell counts: 1 = evenly spread, 0 = all in one cell. */
  evenness: number;
}

/** Structure-tensor corner response (λmin) for every pixel; borders stay 0. */
export function cornerResponse(img: GreyImage): Float32Array {
  const { width: w, height: h, data } = img;
  const n = w * h;
  const out = new Float32Array(n);
  if (w < 2 * RADIUS + 3 || h < 2 * RADIUS + 3) return out;
  const ixx = new Float32Array(n);
  const iyy = new Float32Array(n);
  const ixy = new Float32Array(n);
  const px = (i: number) => (data[i] ?? 0) / 255;
  // Sobel gradients, divided by 8 so a step of height 1 reads as 0.5 on both sides of it.
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = (px(i - w + 1) + 2 * px(i + 1) + px(i + w + 1) - px(i - w - 1) - 2 * px(i - 1) - px(i + w - 1)) / 8;
      const gy = (px(i + w - 1) + 2 * px(i + w) + px(i + w + 1) - px(i - w - 1) - 2 * px(i - w) - px(i - w + 1)) / 8;
      ixx[i] = gx * gx;
      iyy[i] = gy * gy;
      ixy[i] = gx * gy;
    }
  }
  const a = boxSum(ixx, w, h);
  const c = boxSum(iyy, w, h);
  const b = boxSum(ixy, w, h);
  for (let y = RADIUS + 1; y < h - RADIUS - 1; y++) {
    for (let x = RADIUS + 1; x < w - RADIUS - 1; x++) {
      const i = y * w + x;
      const ai = a[i] ?? 0;
      const ci = c[i] ?? 0;
      const bi = b[i] ?? 0;
      const half = (ai - ci) / 2;
      out[i] = (ai + ci) / 2 - Math.sqrt(half * half + bi * bi);
    }
  }
  return out;
}

/** Sum over the (2·RADIUS+1)² window around each pixel, as two running 1-D sums. */
function boxSum(src: Float32Array, w: number, h: number): Float32Array {
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    let sum = 0;
    for (let x = -RADIUS; x <= RADIUS; x++) sum += x >= 0 && x < w ? (src[y * w + x] ?? 0) : 0;
    for (let x = 0; x < w; x++) {
      rows[y * w + x] = sum;
      const add = x + RADIUS + 1;
      const drop = x - RADIUS;
      if (add < w) sum += src[y * w + add] ?? 0;
      if (drop >= 0) sum -= src[y * w + drop] ?? 0;
    }
  }
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    let sum = 0;
    for (let y = -RADIUS; y <= RADIUS; y++) sum += y >= 0 && y < h ? (rows[y * w + x] ?? 0) : 0;
    for (let y = 0; y < h; y++) {
      out[y * w + x] = sum;
      const add = y + RADIUS + 1;
      const drop = y - RADIUS;
      if (add < h) sum += rows[add * w + x] ?? 0;
      if (drop >= 0) sum -= rows[drop * w + x] ?? 0;
    }
  }
  return out;
}

/** Corners: responses over the threshold that are the strongest in their 5×5 neighbourhood. */
export function detectFeatures(img: GreyImage, threshold: number = FEATURE_MIN_RESPONSE): FeaturePoint[] {
  const { width: w, height: h } = img;
  const r = cornerResponse(img);
  const points: FeaturePoint[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = r[y * w + x] ?? 0;
      if (v < threshold) continue;
      let best = true;
      // Ties (flat plateaus of equal response, as on synthetic images) keep the first pixel only.
      for (let dy = -RADIUS; dy <= RADIUS && best; dy++) {
        for (let dx = -RADIUS; dx <= RADIUS; dx++) {
          if (dx === 0 && dy === 0) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const o = r[ny * w + nx] ?? 0;
          const earlier = dy < 0 || (dy === 0 && dx < 0);
          if (o > v || (o === v && earlier)) {
            best = false;
            break;
          }
        }
      }
      if (best) points.push({ x, y, strength: v });
    }
  }
  return points;
}

/** Points per cell of a cols × rows grid over the image, row-major. */
export function cellCounts(
  points: readonly FeaturePoint[],
  width: number,
  height: number,
  cols: number,
  rows: number,
): number[] {
  const counts = new Array<number>(cols * rows).fill(0);
  if (!(width > 0) || !(height > 0)) return counts;
  for (const p of points) {
    const cx = Math.min(cols - 1, Math.floor((p.x / width) * cols));
    const cy = Math.min(rows - 1, Math.floor((p.y / height) * rows));
    counts[cy * cols + cx] = (counts[cy * cols + cx] ?? 0) + 1;
  }
  return counts;
}

/** Score and verdict from already detected points on an image of the given analysis size. */
export function scoreFeatures(points: FeaturePoint[], width: number, height: number): TrackabilityReport {
  const area = width * height;
  const density = area > 0 ? (points.length / area) * 1000 : 0;
  const counts = cellCounts(points, width, height, TRACK_GRID, TRACK_GRID);
  const cells = counts.length;
  const coverage = counts.filter((c) => c >= MIN_POINTS_PER_CELL).length / cells;
  let evenness = 0;
  if (points.length > 0) {
    let entropy = 0;
    for (const c of counts) {
      if (c === 0) continue;
      const p = c / points.length;
      entropy -= p * Math.log(p);
    }
    evenness = entropy / Math.log(cells);
  }
  const densityScore = Math.min(1, density / GOOD_FEATURE_DENSITY);
  const score = Math.round(100 * (0.4 * densityScore + 0.4 * coverage + 0.2 * evenness));
  const hints: TrackabilityHint[] = [];
  if (densityScore < 0.5) hints.push("fewDetails");
  if (coverage < 0.75) hints.push("emptyAreas");
  return { score, verdict: trackabilityVerdict(score), hints, points, density, coverage, evenness };
}

export function trackabilityVerdict(score: number): TrackabilityVerdict {
  return score >= TRACKABILITY_GOOD ? "good" : score >= TRACKABILITY_FAIR ? "fair" : "poor";
}

/** Detects feature points on the analysis copy and scores them. */
export function analyseTrackability(img: GreyImage): TrackabilityReport {
  return scoreFeatures(detectFeatures(img), img.width, img.height);
}

export interface Heatmap {
  cols: number;
  rows: number;
  /** Row-major, 0 (no feature points) to 1 (at or above the good density). */
  values: number[];
}

/**
 * Feature density per cell of a finer grid, for the overlay on the design canvas. Cells are
 * about square whatever the image's aspect ratio.
 */
export function featureHeatmap(
  points: readonly FeaturePoint[],
  width: number,
  height: number,
  cells: number = 16,
): Heatmap {
  if (!(width > 0) || !(height > 0)) return { cols: 0, rows: 0, values: [] };
  const side = Math.max(width, height) / cells;
  const cols = Math.max(1, Math.round(width / side));
  const rows = Math.max(1, Math.round(height / side));
  const counts = cellCounts(points, width, height, cols, rows);
  const target = (GOOD_FEATURE_DENSITY / 1000) * (width / cols) * (height / rows);
  return { cols, rows, values: counts.map((c) => Math.min(1, c / target)) };
}
