// Sub-pixel QR geometry. Libraries give the code's corners to about a pixel (zxing-cpp rounds them
// to integers), which is what makes a pose shake. The finder patterns (three nested squares each)
// and the bottom-right alignment pattern have ~50 straight dark/light edges at known module
// positions: we search each edge along its normal for the strongest grey-level step of the right
// polarity (parabolic sub-pixel peak), then fit the module → frame homography to those edge points
// by Gauss-Newton (point-to-line distances), and read the outer corners off the fitted homography.
import { applyHomography, homography } from "../homography";
import { solve } from "../mat3";
import { sampleGrey, type GreyFrame } from "../grey";
import type { Mat3, Quad, Vec2 } from "../types";

type EdgeSample = { p: Vec2; n: Vec2; sign: 1 | -1 };

/** Edge samples of a square [lo, hi]² in module space; sign +1 when the inside is dark. */
function squareEdges(lo: number, hi: number, sign: 1 | -1, out: EdgeSample[]): void {
  const side = hi - lo;
  const fr = side >= 5 ? [0.2, 0.35, 0.5, 0.65, 0.8] : side >= 3 ? [0.25, 0.5, 0.75] : [0.5];
  for (const f of fr) {
    const a = lo + f * side;
    out.push(
      { p: [a, lo], n: [0, -1], sign },
      { p: [a, hi], n: [0, 1], sign },
      { p: [lo, a], n: [-1, 0], sign },
      { p: [hi, a], n: [1, 0], sign },
    );
  }
}

const cache = new Map<number, EdgeSample[]>();
/** The known edges of a code with N modules: 3 finders, plus the bottom-right alignment pattern from version 2. */
export function codeEdges(N: number): EdgeSample[] {
  let e = cache.get(N);
  if (e) return e;
  e = [];
  for (const [ox, oy] of [
    [0, 0],
    [N - 7, 0],
    [0, N - 7],
  ] as const) {
    const tmp: EdgeSample[] = [];
    squareEdges(0, 7, 1, tmp);
    squareEdges(1, 6, -1, tmp);
    squareEdges(2, 5, 1, tmp);
    for (const s of tmp) e.push({ ...s, p: [s.p[0] + ox, s.p[1] + oy] });
  }
  if (N >= 25) {
    const c = N - 7; // centre module of the bottom-right alignment pattern
    squareEdges(c - 2, c + 3, 1, e);
    squareEdges(c - 1, c + 2, -1, e);
    squareEdges(c, c + 1, 1, e);
  }
  cache.set(N, e);
  return e;
}

const prof = new Float64Array(256);

/** Position (signed px along the unit direction d from x0) of the strongest step of the given polarity within ±range. */
function findEdge(
  g: GreyFrame,
  x0: number,
  y0: number,
  dx: number,
  dy: number,
  range: number,
  sign: number,
  minStep: number,
): number | null {
  const step = 0.5;
  const n = Math.min(120, Math.max(2, Math.ceil(range / step)));
  const len = 2 * n + 3;
  for (let i = 0; i < len; i++) {
    const k = (i - n - 1) * step;
    const v = sampleGrey(g, x0 + dx * k, y0 + dy * k);
    if (v !== v) return null; // NaN: off the frame
    prof[i] = v;
  }
  // Outward normal: dark inside (sign +1) means grey rises along d. Central differences.
  let best = -Infinity,
    bi = -1;
  for (let k = 1; k < len - 1; k++) {
    const gk = sign * (prof[k + 1]! - prof[k - 1]!);
    if (gk > best) {
      best = gk;
      bi = k;
    }
  }
  best /= 2;
  if (best < minStep * step || bi <= 1 || bi >= len - 2) return null;
  const gm = (sign * (prof[bi]! - prof[bi - 2]!)) / 2,
    gp = (sign * (prof[bi + 2]! - prof[bi]!)) / 2;
  const den = gm - 2 * best + gp;
  const off = den < 0 ? (0.5 * (gm - gp)) / den : 0;
  return (bi - (n + 1) + Math.max(-0.5, Math.min(0.5, off))) * step;
}

export type Refined = { H: Mat3; corners: Quad; edges: number; rms: number };

/**
 * Refines the module → frame homography of a code with N modules from approximate outer corners
 * (`inverted`: light modules on a dark ground, every edge's polarity flipped).
 * Returns null when too few edges are found (blur, glare, a wrong N) — callers keep the library's corners.
 */
export function refineCode(g: GreyFrame, corners: Quad, N: number, inverted = false, iterations = 2): Refined | null {
  const square: Quad = [
    [0, 0],
    [N, 0],
    [N, N],
    [0, N],
  ];
  let H: Mat3;
  try {
    H = homography(square, corners);
  } catch {
    return null;
  }
  const edges = codeEdges(N);
  let used = 0,
    rms = 0;
  for (let it = 0; it < iterations; it++) {
    const pts: { p: Vec2; q: Vec2; n: Vec2 }[] = [];
    // The first pass searches ±0.45 module around the starting corners (a pixel or so off); later
    // passes start within a tenth of a pixel and search a narrower band (fewer samples, and no
    // chance of catching the neighbouring data module's edge).
    const reach = it === 0 ? 0.9 : 0.4;
    for (const e of edges) {
      const a = applyHomography(H, e.p);
      const b = applyHomography(H, [e.p[0] + e.n[0] * 0.5, e.p[1] + e.n[1] * 0.5]);
      const dx = b[0] - a[0],
        dy = b[1] - a[1],
        half = Math.hypot(dx, dy); // px per half module
      if (!(half > 0.5)) continue;
      const ux = dx / half,
        uy = dy / half;
      const s = findEdge(g, a[0], a[1], ux, uy, Math.max(1, half * reach), inverted ? -e.sign : e.sign, 8);
      if (s === null) continue;
      pts.push({ p: e.p, q: [a[0] + ux * s, a[1] + uy * s], n: [ux, uy] });
    }
    if (pts.length < 24) return null;
    const fit = fitToLines(H, pts);
    if (!fit) return null;
    H = fit.H;
    used = fit.used;
    rms = fit.rms;
  }
  const c = square.map((p) => applyHomography(H, p)) as Quad;
  return { H, corners: c, edges: used, rms };
}

/** Gauss-Newton on the 8 free entries of H minimising Σ (n·(H(p) − q))², with one outlier rejection pass. */
function fitToLines(H0: Mat3, pts: { p: Vec2; q: Vec2; n: Vec2 }[]): { H: Mat3; used: number; rms: number } | null {
  let H = H0.map((v) => v / H0[8]) as Mat3;
  let active = pts;
  let rms = 0,
    rejected = false;
  for (let it = 0; it < 4; it++) {
    const JtJ = new Float64Array(64),
      Jtr = new Float64Array(8),
      J = new Float64Array(8);
    const res: number[] = [];
    for (const { p, q, n } of active) {
      const w = H[6] * p[0] + H[7] * p[1] + 1;
      const x = (H[0] * p[0] + H[1] * p[1] + H[2]) / w,
        y = (H[3] * p[0] + H[4] * p[1] + H[5]) / w;
      const r = n[0] * (x - q[0]) + n[1] * (y - q[1]);
      res.push(r);
      J[0] = (n[0] * p[0]) / w;
      J[1] = (n[0] * p[1]) / w;
      J[2] = n[0] / w;
      J[3] = (n[1] * p[0]) / w;
      J[4] = (n[1] * p[1]) / w;
      J[5] = n[1] / w;
      J[6] = (-(n[0] * x + n[1] * y) * p[0]) / w;
      J[7] = (-(n[0] * x + n[1] * y) * p[1]) / w;
      for (let a = 0; a < 8; a++) {
        Jtr[a] = Jtr[a]! + J[a]! * r;
        for (let b = 0; b < 8; b++) JtJ[a * 8 + b] = JtJ[a * 8 + b]! + J[a]! * J[b]!;
      }
    }
    rms = Math.sqrt(res.reduce((s, r) => s + r * r, 0) / res.length);
    if (it === 1 && !rejected) {
      rejected = true;
      // Drop edge points far off the fit (a neighbouring data module's edge caught by the search).
      const sorted = res.map(Math.abs).sort((a, b) => a - b);
      const lim = Math.max(0.3, 3 * 1.4826 * sorted[sorted.length >> 1]!);
      const kept = active.filter((_, i) => Math.abs(res[i]!) <= lim);
      if (kept.length >= 16 && kept.length < active.length) {
        active = kept;
        it--;
        continue;
      }
    }
    for (let d = 0; d < 8; d++) JtJ[d * 9] = JtJ[d * 9]! * (1 + 1e-9) + 1e-18;
    const step = solve(JtJ, Jtr, 8, 1e-20);
    if (!step) return null;
    H = H.map((v, i) => (i < 8 ? v - step[i]! : v)) as Mat3;
  }
  if (!H.every(Number.isFinite)) return null;
  return { H, used: active.length, rms };
}
