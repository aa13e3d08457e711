// Node-side frame synthesis for tests and fake-camera videos: a flat RGBA image (a card, a QR)
// seen by the pinhole camera K under a pose, resampled bilinearly with a few sub-samples per pixel.
import { homography } from "../homography";
import { mat3Inverse, mat3Mul } from "../mat3";
import { kMatrix } from "../intrinsics";
import type { Intrinsics, Mat3, Pose } from "../types";

export type Rgba = { data: Uint8Array | Uint8ClampedArray; width: number; height: number };

export type Placement = {
  /** Plane coordinates (pose units) of the image's top-left corner; default: the image centred on the origin. */
  x?: number;
  y?: number;
  /** Image width in pose units; default 1. */
  width?: number;
};

/** Plane → frame homography of a pose: K·[r1 r2 t]. */
export function planeToFrame(pose: Pose, K: Intrinsics): Mat3 {
  const R = pose.R,
    t = pose.t;
  return mat3Mul(kMatrix(K), [R[0], R[1], t[0], R[3], R[4], t[1], R[6], R[7], t[2]]);
}

/**
 * The image, placed on the marker plane, rendered into a width×height RGBA frame. Pixels off the
 * image get `background` (RGB). `samples`² sub-samples per pixel soften the edges like a lens would.
 */
export function renderWarpedFrame(
  image: Rgba,
  pose: Pose,
  K: Intrinsics,
  width: number,
  height: number,
  background: [number, number, number] = [96, 104, 112],
  opts: Placement & { samples?: number } = {},
): Uint8ClampedArray {
  const pw = opts.width ?? 1;
  const ph = (pw * image.height) / image.width;
  const x0 = opts.x ?? -pw / 2,
    y0 = opts.y ?? -ph / 2;
  // image pixels → plane
  const Hip = homography(
    [
      [0, 0],
      [image.width, 0],
      [image.width, image.height],
      [0, image.height],
    ],
    [
      [x0, y0],
      [x0 + pw, y0],
      [x0 + pw, y0 + ph],
      [x0, y0 + ph],
    ],
  );
  const Hfi = mat3Inverse(mat3Mul(planeToFrame(pose, K), Hip));
  if (!Hfi) throw new Error("renderWarpedFrame: degenerate pose");
  const out = new Uint8ClampedArray(width * height * 4);
  const n = Math.max(1, opts.samples ?? 2);
  const src = image.data,
    iw = image.width,
    ih = image.height;
  const acc = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      acc[0] = acc[1] = acc[2] = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const fx = x + (sx + 0.5) / n,
            fy = y + (sy + 0.5) / n;
          const w = Hfi[6] * fx + Hfi[7] * fy + Hfi[8];
          const u = (Hfi[0] * fx + Hfi[1] * fy + Hfi[2]) / w - 0.5;
          const v = (Hfi[3] * fx + Hfi[4] * fy + Hfi[5]) / w - 0.5;
          if (w <= 0 || u < -0.5 || v < -0.5 || u > iw - 0.5 || v > ih - 0.5) {
            acc[0]! += background[0];
            acc[1]! += background[1];
            acc[2]! += background[2];
            continue;
          }
          const uc = Math.min(Math.max(u, 0), iw - 1),
            vc = Math.min(Math.max(v, 0), ih - 1);
          const ix = Math.min(Math.floor(uc), iw - 2 < 0 ? 0 : iw - 2),
            iy = Math.min(Math.floor(vc), ih - 2 < 0 ? 0 : ih - 2);
          const ax = uc - ix,
            ay = vc - iy;
          const i00 = (iy * iw + ix) * 4,
            i10 = i00 + 4,
            i01 = i00 + iw * 4,
            i11 = i01 + 4;
          for (let c = 0; c < 3; c++) {
            const top = src[i00 + c]! + ax * (src[i10 + c]! - src[i00 + c]!);
            const bot = src[i01 + c]! + ax * (src[i11 + c]! - src[i01 + c]!);
            acc[c]! += top + ay * (bot - top);
          }
        }
      }
      const o = (y * width + x) * 4,
        nn = n * n;
      out[o] = acc[0]! / nn;
      out[o + 1] = acc[1]! / nn;
      out[o + 2] = acc[2]! / nn;
      out[o + 3] = 255;
    }
  }
  return out;
}

/** Adds zero-mean Gaussian noise (sigma in grey levels) to the RGB channels, like a camera sensor. */
export function addSensorNoise(
  frame: Uint8ClampedArray,
  sigma: number,
  rand: () => number = Math.random,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(frame);
  for (let i = 0; i < out.length; i += 4) {
    const n = sigma * Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
    out[i] = frame[i]! + n;
    out[i + 1] = frame[i + 1]! + n;
    out[i + 2] = frame[i + 2]! + n;
  }
  return out;
}

/** Deterministic PRNG (mulberry32) so noisy tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
