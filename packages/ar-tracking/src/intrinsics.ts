import type { Intrinsics, Mat3 } from "./types";

/**
 * Default field of view, degrees, across the LONGER side of the frame. Phone rear cameras (main
 * lens, 4:3 or 16:9 video crop) measure 60–70° across the long side; 63° is the middle of that,
 * and the fake-camera videos of the tests are rendered with the same value so they agree exactly.
 */
export const DEFAULT_FOV_DEG = 63;

/**
 * Pinhole intrinsics for a width×height frame: square pixels, principal point at the frame centre,
 * `hFovDeg` across the longer side (so a portrait frame from a phone held upright gets the same
 * focal length as the landscape sensor it comes from).
 */
export function intrinsics(width: number, height: number, hFovDeg = DEFAULT_FOV_DEG): Intrinsics {
  if (!(width > 0 && height > 0 && hFovDeg > 0 && hFovDeg < 180))
    throw new RangeError("intrinsics: bad frame size or field of view");
  const f = Math.max(width, height) / 2 / Math.tan((hFovDeg * Math.PI) / 360);
  return { fx: f, fy: f, cx: width / 2, cy: height / 2, width, height };
}

/** K as a row-major 3×3 matrix. */
export function kMatrix(k: Intrinsics): Mat3 {
  return [k.fx, 0, k.cx, 0, k.fy, k.cy, 0, 0, 1];
}

/** Intrinsics of the same camera for a frame scaled by `s` (a downscaled detection frame). */
export function scaleIntrinsics(k: Intrinsics, s: number): Intrinsics {
  return { fx: k.fx * s, fy: k.fy * s, cx: k.cx * s, cy: k.cy * s, width: k.width * s, height: k.height * s };
}

/** Vertical field of view in degrees (what a three.js PerspectiveCamera takes). */
export function verticalFovDeg(k: Intrinsics): number {
  return (2 * Math.atan(k.height / 2 / k.fy) * 180) / Math.PI;
}
