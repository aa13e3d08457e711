import { describe, expect, it } from "vitest";
import {
  intrinsics,
  jitterRms,
  mat3FromRotvec,
  mat3Mul,
  PoseFilter,
  projectPlane,
  rotationAngle,
  UNIT_SQUARE,
  type Pose,
  type Quad,
} from "../src";
import { seededRandom } from "../src/testing";

const K = intrinsics(640, 480);
const still: Pose = { R: mat3FromRotvec([0.3, -0.1, 0.05]), t: [0.1, -0.05, 3.5] };
const gauss = (rand: () => number) => Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
const noisy = (p: Pose, rand: () => number, rot: number, pos: number): Pose => ({
  R: mat3Mul(mat3FromRotvec([rot * gauss(rand), rot * gauss(rand), rot * gauss(rand)]), p.R),
  t: [p.t[0] + pos * gauss(rand), p.t[1] + pos * gauss(rand), p.t[2] + 5 * pos * gauss(rand)],
});

describe("PoseFilter", () => {
  it("passes the first pose through unchanged", () => {
    const f = new PoseFilter();
    const out = f.filter(still, 1000);
    expect(out.t).toEqual(still.t);
    expect(rotationAngle(out.R, still.R)).toBeLessThan(1e-6);
  });

  /** Jitter of 200 noisy frames of the still pose (after 30 to settle), raw and through `f`. */
  function stillJitter(f: PoseFilter, seed: number): { before: number; after: number } {
    const rand = seededRandom(seed);
    const raw: Quad[] = [],
      smooth: Quad[] = [];
    for (let i = 0; i < 200; i++) {
      const p = noisy(still, rand, 0.004, 0.002);
      raw.push(projectPlane(p, K, UNIT_SQUARE) as Quad);
      smooth.push(projectPlane(f.filter(p, i * 33.3), K, UNIT_SQUARE) as Quad);
    }
    return { before: jitterRms(raw.slice(30)), after: jitterRms(smooth.slice(30)) };
  }

  it("cuts the jitter of a still, noisy pose several times (strong smoothing)", () => {
    const { before, after } = stillJitter(new PoseFilter({ minCutoff: 0.5, beta: 0, rotBeta: 0 }), 42);
    expect(before).toBeGreaterThan(0.5);
    expect(after).toBeLessThan(before / 3);
  });

  it("with the defaults, still jitter drops by a third or more", () => {
    const { before, after } = stillJitter(new PoseFilter(), 43);
    expect(after).toBeLessThan((2 / 3) * before);
  });

  it("follows motion: a fast move is tracked with little lag", () => {
    const f = new PoseFilter();
    for (let i = 0; i < 30; i++) f.filter(still, i * 33.3);
    // The card jumps 0.5 code sides sideways and keeps moving at 3 sides/s: after 10 frames
    // the filtered position must be within 10 % of the travel.
    let out = still;
    let target = still;
    for (let i = 30; i < 40; i++) {
      target = { R: still.R, t: [still.t[0] + 0.5 + 0.1 * (i - 30), still.t[1], still.t[2]] };
      out = f.filter(target, i * 33.3);
    }
    expect(Math.abs(out.t[0] - target.t[0])).toBeLessThan(0.1 * (target.t[0] - still.t[0]));
  });

  it("follows a rotation and takes the short way round (q and −q are the same rotation)", () => {
    const f = new PoseFilter();
    const a: Pose = { R: mat3FromRotvec([0, 0, 3.1]), t: [0, 0, 3] };
    const b: Pose = { R: mat3FromRotvec([0, 0, -3.1]), t: [0, 0, 3] }; // 0.08 rad away through π
    f.filter(a, 0);
    let out = a;
    for (let i = 1; i < 60; i++) out = f.filter(b, i * 33.3);
    expect(rotationAngle(out.R, b.R)).toBeLessThan(0.01);
    // Never swung through the long way (≈ 6.2 rad) in between.
    const mid = new PoseFilter();
    mid.filter(a, 0);
    expect(rotationAngle(mid.filter(b, 33.3).R, a.R)).toBeLessThan(0.09);
  });

  it("restarts after a gap and after reset()", () => {
    const f = new PoseFilter({ resetAfterMs: 500 });
    f.filter(still, 0);
    const moved: Pose = { R: still.R, t: [1, 1, 4] };
    expect(f.filter(moved, 2000).t).toEqual(moved.t);
    f.reset();
    expect(f.filter(still, 2010).t).toEqual(still.t);
  });
});
