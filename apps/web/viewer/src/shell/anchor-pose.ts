// From a tracked pose to the three.js anchor the scene hangs under. The tracker's pose is the
// computer-vision one: camera frame x right, y down, z forward; the code's plane is the object's
// z = 0 with X along the code's top edge and Y down it (so its Z points into the paper). The
// scene's marker frame (contracts §5) is x right, y out of the paper, z down the code; three's
// camera looks down −z with y up. With the three camera fixed at the origin, the anchor's matrix is
//   F · [R | t] · A,  A: marker → object (X = x, Y = z, Z = −y),  F = diag(1, −1, −1).
import { Matrix4 } from "three";

/** R: 3×3 row-major (object → camera), t: translation, both in marker units. */
export function anchorMatrix(R: ArrayLike<number>, t: ArrayLike<number>, out = new Matrix4()): Matrix4 {
  // Columns of R·A: R's column 0 (x → X), R's column 2 (y → −Z), R's column 1 (z → Y).
  const r = (i: number, j: number) => R[i * 3 + j] ?? 0;
  const t0 = t[0] ?? 0, t1 = t[1] ?? 0, t2 = t[2] ?? 0;
  const c0 = [r(0, 0), r(1, 0), r(2, 0)] as const;
  const c1 = [-r(0, 2), -r(1, 2), -r(2, 2)] as const;
  const c2 = [r(0, 1), r(1, 1), r(2, 1)] as const;
  // F negates rows 1 and 2.
  return out.set(
    c0[0], c1[0], c2[0], t0,
    -c0[1], -c1[1], -c2[1], -t1,
    -c0[2], -c1[2], -c2[2], -t2,
    0, 0, 0, 1,
  );
}

/** Modules across a QR code of this version. */
export const qrModules = (version: number) => 17 + 4 * version;

/**
 * The code's side in marker units. The marker image the editor places (GET /api/qr/…) is the
 * code with a 4-module quiet zone on each side, and one marker unit is that image's width.
 */
export function codeSideInMarkerUnits(version: number): number {
  const n = qrModules(version);
  return n / (n + 8);
}

/** Vertical field of view (degrees) of a pinhole camera with focal length fy for frames of this height. */
export function verticalFovDeg(fy: number, height: number): number {
  return (2 * Math.atan(height / 2 / fy) * 180) / Math.PI;
}
