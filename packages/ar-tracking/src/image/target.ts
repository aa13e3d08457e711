// A prepared image target: the marker image's keypoints at several sizes, in plane units (the
// image's width is 1, origin at its centre, v down — the marker space of @ar/scene-render for
// image markers), with their descriptors. Prepared once per image (the worker service caches it
// by the image's content hash) and fetched by the viewer as a small JSON file.
import type { GreyFrame } from "../grey";
import { DESCRIPTOR_WORDS, detectKeypoints } from "./features";

export const TARGET_FORMAT = "ar-image-target";
export const TARGET_VERSION = 1;

export type ImageTarget = {
  /** Height / width of the image (the plane spans v ∈ [−aspect/2, aspect/2]). */
  aspect: number;
  /** Widths (px) of the sizes the keypoints were taken at, largest first. */
  levels: number[];
  count: number;
  /** Plane coordinates: u, v per keypoint. */
  points: Float32Array;
  /** Which size each keypoint came from (index into `levels`). */
  level: Uint8Array;
  descriptors: Uint32Array;
};

/** The file the viewer fetches (JSON). */
export type ImageTargetFile = {
  format: typeof TARGET_FORMAT;
  version: typeof TARGET_VERSION;
  aspect: number;
  levels: number[];
  count: number;
  /** Base64 of the little-endian Float32 points / Uint8 levels / Uint32 descriptors. */
  points: string;
  level: string;
  descriptors: string;
};

/** Sizes a target is described at: a card seen from 15 cm to an arm's length covers about these widths in a 640 px frame (half that in the half-size frame the tracker reads). */
export const DEFAULT_LEVELS = [560, 400, 280, 200, 140, 100];

/** Box/bilinear resample of a grey image to `width` (height in proportion). */
export function resizeGrey(f: GreyFrame, width: number): GreyFrame {
  const height = Math.max(1, Math.round((f.height * width) / f.width));
  const out = new Uint8Array(width * height);
  const sx = f.width / width,
    sy = f.height / height;
  // Average over the source footprint of each output pixel (area sampling: no aliasing when shrinking).
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy),
      y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx),
        x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let acc = 0,
        n = 0;
      for (let yy = y0; yy < Math.min(y1, f.height); yy++) {
        const r = yy * f.width;
        for (let xx = x0; xx < Math.min(x1, f.width); xx++) {
          acc += f.data[r + xx]!;
          n++;
        }
      }
      out[y * width + x] = n ? Math.round(acc / n) : 0;
    }
  }
  return { data: out, width, height };
}

/**
 * Describes the image at each level width (levels wider than the image itself are skipped, except
 * the largest that fits), `perLevel` keypoints at most per level.
 */
export function prepareTarget(image: GreyFrame, opts: { levels?: number[]; perLevel?: number } = {}): ImageTarget {
  const wanted = (opts.levels ?? DEFAULT_LEVELS).filter((w) => w <= image.width);
  const levels = wanted.length ? wanted : [image.width];
  const perLevel = opts.perLevel ?? 260;
  const pts: number[] = [],
    lv: number[] = [];
  const descs: Uint32Array[] = [];
  levels.forEach((lw, li) => {
    const img = lw === image.width ? image : resizeGrey(image, lw);
    const kp = detectKeypoints(img, { maxPoints: perLevel, threshold: 16, grid: 6 });
    for (let k = 0; k < kp.count; k++) {
      pts.push(kp.x[k]! / img.width - 0.5, (kp.y[k]! - img.height / 2) / img.width);
      lv.push(li);
    }
    descs.push(kp.descriptors);
  });
  const descriptors = new Uint32Array(lv.length * DESCRIPTOR_WORDS);
  let at = 0;
  for (const d of descs) {
    descriptors.set(d, at);
    at += d.length;
  }
  return {
    aspect: image.height / image.width,
    levels,
    count: lv.length,
    points: Float32Array.from(pts),
    level: Uint8Array.from(lv),
    descriptors,
  };
}

/**
 * How well the tracker can hold an image, 0–100: keypoints found at the middle size and how evenly
 * they cover the image (a blank or one-corner design scores low). The design step shows it.
 */
export function trackabilityScore(t: ImageTarget): number {
  const mid = Math.min(2, t.levels.length - 1);
  let n = 0;
  const cells = new Set<number>();
  for (let k = 0; k < t.count; k++) {
    if (t.level[k] !== mid) continue;
    n++;
    const u = t.points[2 * k]! + 0.5,
      v = t.points[2 * k + 1]! / t.aspect + 0.5;
    cells.add(Math.min(3, Math.floor(v * 4)) * 4 + Math.min(3, Math.floor(u * 4)));
  }
  const amount = Math.min(1, n / 150),
    coverage = cells.size / 16;
  return Math.round(100 * amount * (0.4 + 0.6 * coverage));
}

const toB64 = (bytes: Uint8Array): string => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromB64 = (s: string): Uint8Array => {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};
const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export function serializeTarget(t: ImageTarget): ImageTargetFile {
  return {
    format: TARGET_FORMAT,
    version: TARGET_VERSION,
    aspect: t.aspect,
    levels: t.levels,
    count: t.count,
    points: toB64(bytesOf(t.points)),
    level: toB64(t.level),
    descriptors: toB64(bytesOf(t.descriptors)),
  };
}

export function parseTarget(file: unknown): ImageTarget {
  const f = file as Partial<ImageTargetFile> | null;
  if (!f || f.format !== TARGET_FORMAT || f.version !== TARGET_VERSION || typeof f.count !== "number")
    throw new Error("not an image target file");
  const points = new Float32Array(fromB64(f.points ?? "").slice().buffer);
  const level = fromB64(f.level ?? "");
  const descriptors = new Uint32Array(fromB64(f.descriptors ?? "").slice().buffer);
  if (points.length !== 2 * f.count || level.length !== f.count || descriptors.length !== f.count * DESCRIPTOR_WORDS)
    throw new Error("image target file is truncated");
  return { aspect: Number(f.aspect), levels: f.levels ?? [], count: f.count, points, level, descriptors };
}
