// Planar pose: an initial [R|t] from the homography (Zhang's decomposition, then the nearest
// rotation), refined by damped Gauss-Newton on the reprojection error of the plane points.
import { homography } from "./homography";
import { cross, mat3FromRotvec, mat3Inverse, mat3Mul, mat3MulVec, mat3Transpose, norm, solve } from "./mat3";
import type { Intrinsics, Mat3, Pose, Quad, Vec2, Vec3 } from "./types";
import { kMatrix } from "./intrinsics";

/** Plane coordinates of the code's corners (TL, TR, BR, BL) with the code side as the unit, centred. */
export const UNIT_SQUARE: Quad = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [0.5, 0.5],
  [-0.5, 0.5],
];

/** Nearest rotation (polar factor) of a nearly orthogonal matrix, by the Newton iteration R ← (R + R⁻ᵀ)/2. */
function nearestRotation(m: Mat3): Mat3 {
  let r = m;
  for (let i = 0; i < 30; i++) {
    const inv = mat3Inverse(r);
    if (!inv) break;
    const it = mat3Transpose(inv);
    const next = r.map((v, k) => (v + it[k]!) / 2) as Mat3;
    let d = 0;
    for (let k = 0; k < 9; k++) d = Math.max(d, Math.abs(next[k]! - r[k]!));
    r = next;
    if (d < 1e-14) break;
  }
  return r;
}

/** Projects a camera-space point to frame pixels. */
export function projectPoint(K: Intrinsics, X: Vec3): Vec2 {
  return [K.fx * (X[0] / X[2]) + K.cx, K.fy * (X[1] / X[2]) + K.cy];
}

/** Frame pixels of plane points under a pose. */
export function projectPlane(pose: Pose, K: Intrinsics, plane: readonly Vec2[]): Vec2[] {
  return plane.map((p) => {
    const X = mat3MulVec(pose.R, [p[0], p[1], 0]);
    return projectPoint(K, [X[0] + pose.t[0], X[1] + pose.t[1], X[2] + pose.t[2]]);
  });
}

/** Root-mean-square distance in pixels between the projected plane points and the image points. */
export function reprojectionRms(pose: Pose, K: Intrinsics, plane: readonly Vec2[], image: readonly Vec2[]): number {
  const p = projectPlane(pose, K, plane);
  let s = 0;
  for (let i = 0; i < p.length; i++) s += (p[i]![0] - image[i]![0]) ** 2 + (p[i]![1] - image[i]![1]) ** 2;
  return Math.sqrt(s / p.length);
}

/**
 * Initial pose from H (plane → pixels): K⁻¹H = λ[r1 r2 t]. The scale is the mean of the two column
 * norms, the sign puts the plane in front of the camera, and the rotation is orthonormalised.
 */
export function poseFromHomographyLinear(H: Mat3, K: Intrinsics): Pose {
  const M = mat3Mul(mat3Inverse(kMatrix(K))!, H);
  const c0: Vec3 = [M[0], M[3], M[6]],
    c1: Vec3 = [M[1], M[4], M[7]],
    c2: Vec3 = [M[2], M[5], M[8]];
  let l = 2 / (norm(c0) + norm(c1));
  if (c2[2] * l < 0) l = -l;
  const r1: Vec3 = [c0[0] * l, c0[1] * l, c0[2] * l];
  const r2: Vec3 = [c1[0] * l, c1[1] * l, c1[2] * l];
  const r3 = cross(r1, r2);
  const R = nearestRotation([r1[0], r2[0], r3[0], r1[1], r2[1], r3[1], r1[2], r2[2], r3[2]]);
  return { R, t: [c2[0] * l, c2[1] * l, c2[2] * l] };
}

/**
 * Levenberg-Marquardt (damped Gauss-Newton) refinement of a pose on plane ↔ image correspondences.
 * The rotation is updated on the left by exp([w]×); analytic Jacobians.
 */
export function refinePose(
  pose: Pose,
  K: Intrinsics,
  plane: readonly Vec2[],
  image: readonly Vec2[],
  iterations = 10,
): Pose {
  let R = pose.R,
    t = pose.t;
  let lambda = 1e-3;
  const cost = (Rc: Mat3, tc: Vec3) => {
    let s = 0;
    for (let i = 0; i < plane.length; i++) {
      const p = plane[i]!;
      const X = mat3MulVec(Rc, [p[0], p[1], 0]);
      const Z = X[2] + tc[2];
      if (!(Z > 0)) return Infinity;
      const u = K.fx * ((X[0] + tc[0]) / Z) + K.cx,
        v = K.fy * ((X[1] + tc[1]) / Z) + K.cy;
      s += (u - image[i]![0]) ** 2 + (v - image[i]![1]) ** 2;
    }
    return s;
  };
  let c = cost(R, t);
  const JtJ = new Float64Array(36),
    Jtr = new Float64Array(6);
  for (let it = 0; it < iterations && c > 1e-18; it++) {
    JtJ.fill(0);
    Jtr.fill(0);
    for (let i = 0; i < plane.length; i++) {
      const p = plane[i]!;
      const RP = mat3MulVec(R, [p[0], p[1], 0]);
      const X = RP[0] + t[0],
        Y = RP[1] + t[1],
        Z = RP[2] + t[2];
      const iz = 1 / Z;
      const ru = K.fx * X * iz + K.cx - image[i]![0];
      const rv = K.fy * Y * iz + K.cy - image[i]![1];
      // d(u,v)/dX (2×3)
      const a0 = K.fx * iz,
        a2 = -K.fx * X * iz * iz;
      const b1 = K.fy * iz,
        b2 = -K.fy * Y * iz * iz;
      // dX/dw = -[RP]×, dX/dt = I
      //   rows: dX = (0, RP2, −RP1)·w, dY = (−RP2, 0, RP0)·w, dZ = (RP1, −RP0, 0)·w
      const ju = new Float64Array(6),
        jv = new Float64Array(6);
      ju[0] = a2 * RP[1];
      ju[1] = a0 * RP[2] - a2 * RP[0];
      ju[2] = -a0 * RP[1];
      jv[0] = -b1 * RP[2] + b2 * RP[1];
      jv[1] = -b2 * RP[0];
      jv[2] = b1 * RP[0];
      ju[3] = a0;
      ju[4] = 0;
      ju[5] = a2;
      jv[3] = 0;
      jv[4] = b1;
      jv[5] = b2;
      for (let r = 0; r < 6; r++) {
        Jtr[r] = Jtr[r]! + ju[r]! * ru + jv[r]! * rv;
        for (let s = 0; s < 6; s++) JtJ[r * 6 + s] = JtJ[r * 6 + s]! + ju[r]! * ju[s]! + jv[r]! * jv[s]!;
      }
    }
    let improved = false;
    for (let tries = 0; tries < 6 && !improved; tries++) {
      const A = Float64Array.from(JtJ);
      for (let d = 0; d < 6; d++) A[d * 7] = A[d * 7]! * (1 + lambda) + 1e-12;
      const step = solve6(A, Jtr);
      if (!step) {
        lambda *= 10;
        continue;
      }
      const Rn = mat3Mul(mat3FromRotvec([-step[0]!, -step[1]!, -step[2]!]), R);
      const tn: Vec3 = [t[0] - step[3]!, t[1] - step[4]!, t[2] - step[5]!];
      const cn = cost(Rn, tn);
      if (cn < c) {
        const small = c - cn < 1e-12 * (1 + c);
        R = Rn;
        t = tn;
        c = cn;
        lambda = Math.max(lambda / 10, 1e-9);
        improved = true;
        if (small) it = iterations;
      } else lambda *= 10;
    }
    if (!improved) break;
  }
  return { R, t };
}

const solve6 = (A: Float64Array, b: Float64Array) => solve(A, b, 6, 1e-15);

/** Pose from a plane → pixels homography, refined on the given correspondences when supplied. */
export function poseFromHomography(
  H: Mat3,
  K: Intrinsics,
  refineOn?: { plane: readonly Vec2[]; image: readonly Vec2[] },
): Pose {
  const p = poseFromHomographyLinear(H, K);
  return refineOn ? refinePose(p, K, refineOn.plane, refineOn.image) : p;
}

/**
 * Pose of a square code from its four detected corners (TL, TR, BR, BL in frame pixels); units:
 * the code side is 1, the origin is the code's centre.
 */
export function poseFromCorners(corners: Quad, K: Intrinsics, plane: readonly Vec2[] = UNIT_SQUARE): Pose {
  const H = homography(plane, corners);
  return poseFromHomography(H, K, { plane, image: corners });
}
