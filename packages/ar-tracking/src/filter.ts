// One-euro filtering of a pose (Casiez et al. 2012): a low-pass whose cutoff rises with speed, so a
// still card stops shaking while a moving one lags little. Position per axis; rotation as one
// quaternion slerped towards the measurement with the same adaptive smoothing factor.
import { mat3FromQuat, quatFromMat3 } from "./mat3";
import type { Pose, Vec3 } from "./types";

type Quat = [number, number, number, number];

export type PoseFilterOptions = {
  /** Hz; the cutoff at rest. Lower = steadier still pose, more lag on slow motion. */
  minCutoff?: number;
  /**
   * How fast the cutoff rises with speed (Hz per unit of speed). Position speed is measured relative
   * to the distance (Δt / t_z per second ≈ radians of view angle per second), so one value suits a
   * card at 20 cm and a poster at 3 m; rotation speed is in rad/s (rotBeta).
   */
  beta?: number;
  /** Hz; cutoff of the speed estimate itself. */
  dCutoff?: number;
  /** Rotation gets its own pair, in rad/s; defaults to the position ones. */
  rotMinCutoff?: number;
  rotBeta?: number;
  /** A gap longer than this (ms) restarts the filter instead of blending across it. */
  resetAfterMs?: number;
};

const alpha = (cutoff: number, dt: number) => {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / dt);
};

/**
 * Tuned with bench/ (npm run bench:tracking): with 0.5 px corner noise (more than the refined
 * detector gives on synthetic frames, about what a phone camera adds) a still card's jitter drops
 * from ≈ 0.61 to ≈ 0.4 px RMS while content on a card moved by hand trails it by ≈ 0.8 px RMS
 * (raw: 0.63). Heavier smoothing (minCutoff 0.5, beta 0) reaches 0.12 px still but trails by 9 px.
 */
export const DEFAULT_FILTER: Required<PoseFilterOptions> = {
  minCutoff: 1.5,
  beta: 80,
  dCutoff: 1,
  rotMinCutoff: 1.5,
  rotBeta: 3,
  resetAfterMs: 500,
};

function slerp(a: Quat, b: Quat, s: number): Quat {
  let d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  let bb = b;
  if (d < 0) {
    d = -d;
    bb = [-b[0], -b[1], -b[2], -b[3]];
  }
  if (d > 0.9995) {
    const r: Quat = [
      a[0] + s * (bb[0] - a[0]),
      a[1] + s * (bb[1] - a[1]),
      a[2] + s * (bb[2] - a[2]),
      a[3] + s * (bb[3] - a[3]),
    ];
    const n = Math.hypot(...r);
    return [r[0] / n, r[1] / n, r[2] / n, r[3] / n];
  }
  const th = Math.acos(d),
    sn = Math.sin(th);
  const wa = Math.sin((1 - s) * th) / sn,
    wb = Math.sin(s * th) / sn;
  return [wa * a[0] + wb * bb[0], wa * a[1] + wb * bb[1], wa * a[2] + wb * bb[2], wa * a[3] + wb * bb[3]];
}

const quatAngle = (a: Quat, b: Quat) =>
  2 * Math.acos(Math.min(1, Math.abs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3])));

export class PoseFilter {
  private readonly o: Required<PoseFilterOptions>;
  private last: { t: Vec3; q: Quat; dt: Vec3; dq: number; ms: number } | null = null;

  constructor(options: PoseFilterOptions = {}) {
    const o = { ...DEFAULT_FILTER, ...options };
    if (options.rotMinCutoff === undefined && options.minCutoff !== undefined) o.rotMinCutoff = options.minCutoff;
    this.o = o;
  }

  /** Forget the history (the code was lost): the next pose is taken as is. */
  reset(): void {
    this.last = null;
  }

  /** The smoothed pose for a measurement taken at `tMs` (monotonic milliseconds). */
  filter(pose: Pose, tMs: number): Pose {
    const q = quatFromMat3(pose.R);
    const prev = this.last;
    if (!prev || tMs - prev.ms > this.o.resetAfterMs || tMs <= prev.ms) {
      this.last = { t: [...pose.t], q, dt: [0, 0, 0], dq: 0, ms: tMs };
      return { R: pose.R, t: [...pose.t] };
    }
    const dtS = (tMs - prev.ms) / 1000;
    const ad = alpha(this.o.dCutoff, dtS);
    // Position: the speed is measured relative to the distance (code sides per second at the
    // current depth would make beta depend on how far the card is; t_z normalises it).
    const depth = Math.max(1e-6, Math.abs(prev.t[2]));
    const t: Vec3 = [0, 0, 0],
      dtv: Vec3 = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      const v = (pose.t[k]! - prev.t[k]!) / dtS / depth;
      dtv[k] = prev.dt[k]! + ad * (v - prev.dt[k]!);
      const a = alpha(this.o.minCutoff + this.o.beta * Math.abs(dtv[k]!), dtS);
      t[k] = prev.t[k]! + a * (pose.t[k]! - prev.t[k]!);
    }
    const w = quatAngle(prev.q, q) / dtS;
    const dq = prev.dq + ad * (w - prev.dq);
    const qa = alpha(this.o.rotMinCutoff + this.o.rotBeta * dq, dtS);
    const qs = slerp(prev.q, q, qa);
    this.last = { t, q: qs, dt: dtv, dq, ms: tMs };
    return { R: mat3FromQuat(qs), t: [...t] };
  }
}
