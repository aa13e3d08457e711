// Normalised DLT (Hartley): both point sets are moved to their centroid and scaled to a mean
// distance of √2 before solving, which keeps the linear system well conditioned at pixel scale.
import { mat3Inverse, mat3Mul, solve } from "./mat3";
import type { Mat3, Vec2 } from "./types";

export class DegenerateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DegenerateInputError";
  }
}

function normaliser(pts: readonly Vec2[]): { T: Mat3; scale: number } {
  let mx = 0,
    my = 0;
  for (const p of pts) {
    mx += p[0];
    my += p[1];
  }
  mx /= pts.length;
  my /= pts.length;
  let d = 0;
  for (const p of pts) d += Math.hypot(p[0] - mx, p[1] - my);
  d /= pts.length;
  if (!(d > 0)) throw new DegenerateInputError("all points coincide");
  const s = Math.SQRT2 / d;
  return { T: [s, 0, -s * mx, 0, s, -s * my, 0, 0, 1], scale: d };
}

/** Refuses point sets where some three points are (nearly) on one line: no homography is defined. */
function assertGeneralPosition(pts: readonly Vec2[], name: string, scale: number): void {
  for (const p of pts)
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1])) throw new DegenerateInputError(`${name}: non-finite point`);
  if (pts.length !== 4) return; // with more points a collinear triple is harmless as long as the system is solvable
  const eps = 1e-6 * scale * scale;
  for (let i = 0; i < 4; i++) {
    const a = pts[(i + 1) % 4]!,
      b = pts[(i + 2) % 4]!,
      c = pts[(i + 3) % 4]!;
    const area = Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) / 2;
    if (area < eps) throw new DegenerateInputError(`${name}: three points are collinear`);
  }
}

/**
 * The homography H with dst ~ H·src (homogeneous), from ≥ 4 correspondences (exact for 4,
 * least squares for more). Throws DegenerateInputError for coincident or collinear points.
 */
export function homography(src: readonly Vec2[], dst: readonly Vec2[]): Mat3 {
  if (src.length !== dst.length || src.length < 4) throw new DegenerateInputError("need at least 4 point pairs");
  const ns = normaliser(src),
    nd = normaliser(dst);
  assertGeneralPosition(src, "src", ns.scale);
  assertGeneralPosition(dst, "dst", nd.scale);
  // Unknowns h0..h7 with h8 = 1 (valid: in normalised coordinates the source centroid, the origin,
  // maps to a finite point, so h8 ≠ 0). Normal equations AᵀA·h = Aᵀb.
  const AtA = new Float64Array(64),
    Atb = new Float64Array(8);
  const row = new Float64Array(8);
  const add = (rhs: number) => {
    for (let i = 0; i < 8; i++) {
      const ri = row[i]!;
      if (ri === 0) continue;
      Atb[i] = Atb[i]! + ri * rhs;
      for (let j = 0; j < 8; j++) AtA[i * 8 + j] = AtA[i * 8 + j]! + ri * row[j]!;
    }
  };
  for (let k = 0; k < src.length; k++) {
    const s = src[k]!,
      d = dst[k]!;
    const x = ns.T[0] * s[0] + ns.T[2],
      y = ns.T[4] * s[1] + ns.T[5];
    const u = nd.T[0] * d[0] + nd.T[2],
      v = nd.T[4] * d[1] + nd.T[5];
    row.set([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    add(u);
    row.set([0, 0, 0, x, y, 1, -v * x, -v * y]);
    add(v);
  }
  const h = solve(AtA, Atb, 8, 1e-12);
  if (!h) throw new DegenerateInputError("the correspondences define no homography");
  const Hn: Mat3 = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
  const TdInv = mat3Inverse(nd.T)!;
  const H = mat3Mul(mat3Mul(TdInv, Hn), ns.T);
  const s = H[8];
  return (Math.abs(s) > 1e-15 ? H.map((v) => v / s) : H) as Mat3;
}

/** Applies H to a point (with the perspective divide). */
export function applyHomography(H: Mat3, p: Vec2): Vec2 {
  const w = H[6] * p[0] + H[7] * p[1] + H[8];
  return [(H[0] * p[0] + H[1] * p[1] + H[2]) / w, (H[3] * p[0] + H[4] * p[1] + H[5]) / w];
}
