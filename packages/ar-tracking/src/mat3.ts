// Small dense linear algebra for 3×3 matrices and tiny systems: allocation-light, no dependencies.
import type { Mat3, Vec3 } from "./types";

export function mat3Mul(a: Mat3, b: Mat3): Mat3 {
  const r = new Array<number>(9) as Mat3;
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      r[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return r;
}

export function mat3MulVec(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}

export function mat3Transpose(m: Mat3): Mat3 {
  return [m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]];
}

export function mat3Det(m: Mat3): number {
  return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
}

export function mat3Inverse(m: Mat3): Mat3 | null {
  const d = mat3Det(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-300) return null;
  const i = 1 / d;
  return [
    (m[4] * m[8] - m[5] * m[7]) * i,
    (m[2] * m[7] - m[1] * m[8]) * i,
    (m[1] * m[5] - m[2] * m[4]) * i,
    (m[5] * m[6] - m[3] * m[8]) * i,
    (m[0] * m[8] - m[2] * m[6]) * i,
    (m[2] * m[3] - m[0] * m[5]) * i,
    (m[3] * m[7] - m[4] * m[6]) * i,
    (m[1] * m[6] - m[0] * m[7]) * i,
    (m[0] * m[4] - m[1] * m[3]) * i,
  ];
}

export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);

/**
 * Solves A·x = b (n×n, row-major) by Gaussian elimination with partial pivoting; null when A is
 * singular relative to its own scale (pivot below `rel` × the largest entry).
 */
export function solve(
  A: Float64Array | number[],
  b: Float64Array | number[],
  n: number,
  rel = 1e-12,
): Float64Array | null {
  const a = Float64Array.from(A);
  const x = Float64Array.from(b);
  let scale = 0;
  for (let i = 0; i < n * n; i++) scale = Math.max(scale, Math.abs(a[i]!));
  if (!(scale > 0) || !Number.isFinite(scale)) return null;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r * n + c]!) > Math.abs(a[p * n + c]!)) p = r;
    if (Math.abs(a[p * n + c]!) <= rel * scale) return null;
    if (p !== c) {
      for (let k = 0; k < n; k++) {
        const t = a[c * n + k]!;
        a[c * n + k] = a[p * n + k]!;
        a[p * n + k] = t;
      }
      const t = x[c]!;
      x[c] = x[p]!;
      x[p] = t;
    }
    const piv = a[c * n + c]!;
    for (let r = c + 1; r < n; r++) {
      const f = a[r * n + c]! / piv;
      if (f === 0) continue;
      for (let k = c; k < n; k++) a[r * n + k] = a[r * n + k]! - f * a[c * n + k]!;
      x[r] = x[r]! - f * x[c]!;
    }
  }
  for (let r = n - 1; r >= 0; r--) {
    let s = x[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r * n + k]! * x[k]!;
    x[r] = s / a[r * n + r]!;
  }
  for (let i = 0; i < n; i++) if (!Number.isFinite(x[i]!)) return null;
  return x;
}

/** Rotation matrix → unit quaternion [x, y, z, w] (Shepperd's method, numerically stable). */
export function quatFromMat3(m: Mat3): [number, number, number, number] {
  const tr = m[0] + m[4] + m[8];
  let x: number, y: number, z: number, w: number;
  if (tr > 0) {
    const s = Math.sqrt(tr + 1) * 2;
    w = 0.25 * s;
    x = (m[7] - m[5]) / s;
    y = (m[2] - m[6]) / s;
    z = (m[3] - m[1]) / s;
  } else if (m[0] > m[4] && m[0] > m[8]) {
    const s = Math.sqrt(1 + m[0] - m[4] - m[8]) * 2;
    w = (m[7] - m[5]) / s;
    x = 0.25 * s;
    y = (m[1] + m[3]) / s;
    z = (m[2] + m[6]) / s;
  } else if (m[4] > m[8]) {
    const s = Math.sqrt(1 + m[4] - m[0] - m[8]) * 2;
    w = (m[2] - m[6]) / s;
    x = (m[1] + m[3]) / s;
    y = 0.25 * s;
    z = (m[5] + m[7]) / s;
  } else {
    const s = Math.sqrt(1 + m[8] - m[0] - m[4]) * 2;
    w = (m[3] - m[1]) / s;
    x = (m[2] + m[6]) / s;
    y = (m[5] + m[7]) / s;
    z = 0.25 * s;
  }
  const n = Math.hypot(x, y, z, w);
  return [x / n, y / n, z / n, w / n];
}

export function mat3FromQuat(q: readonly [number, number, number, number]): Mat3 {
  const [x, y, z, w] = q;
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

/** Rotation by the axis-angle vector w (Rodrigues). */
export function mat3FromRotvec(w: Vec3): Mat3 {
  const th = norm(w);
  if (th < 1e-12) return [1, -w[2], w[1], w[2], 1, -w[0], -w[1], w[0], 1];
  const k: Vec3 = [w[0] / th, w[1] / th, w[2] / th];
  const c = Math.cos(th),
    s = Math.sin(th),
    v = 1 - c;
  return [
    c + k[0] * k[0] * v,
    k[0] * k[1] * v - k[2] * s,
    k[0] * k[2] * v + k[1] * s,
    k[1] * k[0] * v + k[2] * s,
    c + k[1] * k[1] * v,
    k[1] * k[2] * v - k[0] * s,
    k[2] * k[0] * v - k[1] * s,
    k[2] * k[1] * v + k[0] * s,
    c + k[2] * k[2] * v,
  ];
}

/** Angle in radians of the rotation taking a to b. */
export function rotationAngle(a: Mat3, b: Mat3): number {
  const m = mat3Mul(mat3Transpose(a), b);
  return Math.acos(Math.min(1, Math.max(-1, (m[0] + m[4] + m[8] - 1) / 2)));
}
