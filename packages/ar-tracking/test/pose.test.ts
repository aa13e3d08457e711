import { describe, expect, it } from "vitest";
import {
  DegenerateInputError,
  applyHomography,
  homography,
  intrinsics,
  mat3FromRotvec,
  markerPoseToObject,
  poseFromCorners,
  poseFromHomographyLinear,
  projectPlane,
  reprojectionRms,
  rotationAngle,
  UNIT_SQUARE,
  type Pose,
  type Quad,
  type Vec3,
} from "../src";
import { seededRandom } from "../src/testing";

const K = intrinsics(640, 480);
const poses: Pose[] = [
  { R: mat3FromRotvec([0, 0, 0]), t: [0, 0, 3] },
  { R: mat3FromRotvec([0.4, 0.1, -0.2]), t: [0.3, -0.2, 4] },
  { R: mat3FromRotvec([-0.7, 0.5, 1.2]), t: [-0.4, 0.3, 5] },
  { R: mat3FromRotvec([0.2, -0.9, 2.8]), t: [0.1, 0.1, 2.5] },
  { R: mat3FromRotvec([1.0, 0, 0]), t: [0, 0.5, 6] }, // steep tilt, small in the frame
];
const terr = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe("intrinsics", () => {
  it("puts the principal point at the centre and the FOV across the longer side", () => {
    expect(K.cx).toBe(320);
    expect(K.cy).toBe(240);
    expect((2 * Math.atan(320 / K.fx) * 180) / Math.PI).toBeCloseTo(63, 10);
    const portrait = intrinsics(480, 640);
    expect(portrait.fx).toBeCloseTo(K.fx, 10);
    expect(() => intrinsics(0, 480)).toThrow(RangeError);
  });
});

describe("homography", () => {
  it("maps the four source points exactly onto the destination points", () => {
    const dst: Quad = [
      [101.3, 88.2],
      [402.7, 120.4],
      [380.1, 390.9],
      [90.5, 350.2],
    ];
    const H = homography(UNIT_SQUARE, dst);
    UNIT_SQUARE.forEach((p, i) => {
      const q = applyHomography(H, p);
      expect(Math.hypot(q[0] - dst[i]![0], q[1] - dst[i]![1])).toBeLessThan(1e-9);
    });
  });

  it("refuses degenerate input: collinear, coincident, too few or non-finite points", () => {
    const ok: Quad = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(() =>
      homography(ok, [
        [0, 0],
        [5, 5],
        [10, 10],
        [0, 10],
      ]),
    ).toThrow(DegenerateInputError);
    expect(() =>
      homography(ok, [
        [3, 3],
        [3, 3],
        [3, 3],
        [3, 3],
      ]),
    ).toThrow(DegenerateInputError);
    expect(() => homography(ok.slice(0, 3), ok.slice(0, 3))).toThrow(DegenerateInputError);
    expect(() =>
      homography(ok, [
        [0, 0],
        [10, 0],
        [NaN, 10],
        [0, 10],
      ]),
    ).toThrow(DegenerateInputError);
    expect(() =>
      homography(
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 1],
        ],
        ok,
      ),
    ).toThrow(DegenerateInputError);
  });
});

describe("pose from a homography", () => {
  it("recovers known poses from exact projections", () => {
    for (const pose of poses) {
      const corners = projectPlane(pose, K, UNIT_SQUARE) as Quad;
      const lin = poseFromHomographyLinear(homography(UNIT_SQUARE, corners), K);
      expect(rotationAngle(lin.R, pose.R)).toBeLessThan(1e-6);
      const p = poseFromCorners(corners, K);
      expect(reprojectionRms(p, K, UNIT_SQUARE, corners)).toBeLessThan(1e-6);
      expect(rotationAngle(p.R, pose.R)).toBeLessThan(1e-6);
      expect(terr(p.t, pose.t)).toBeLessThan(1e-6);
    }
  });

  it("with 0.5 px corner noise: reprojection under 1 px, small pose errors", () => {
    const rand = seededRandom(7);
    let worstRot = 0;
    for (const pose of poses) {
      for (let k = 0; k < 20; k++) {
        const truth = projectPlane(pose, K, UNIT_SQUARE) as Quad;
        const noisy = truth.map(([x, y]) => [x + (rand() - 0.5), y + (rand() - 0.5)]) as Quad;
        const p = poseFromCorners(noisy, K);
        expect(reprojectionRms(p, K, UNIT_SQUARE, noisy)).toBeLessThan(1);
        expect(reprojectionRms(p, K, UNIT_SQUARE, truth)).toBeLessThan(1);
        // Depth is the weakly observed direction of a small square; still within a few percent.
        expect(terr(p.t, pose.t) / pose.t[2]).toBeLessThan(0.05);
        worstRot = Math.max(worstRot, rotationAngle(p.R, pose.R));
      }
    }
    // A 90–200 px square seen with ±0.5 px corner noise: tilt is the weakly observed part.
    expect(worstRot).toBeLessThan(0.05);
  });

  it("refinement lowers the reprojection error of the linear pose", () => {
    const rand = seededRandom(11);
    const pose = poses[2]!;
    const noisy = (projectPlane(pose, K, UNIT_SQUARE) as Quad).map(([x, y]) => [
      x + 2 * (rand() - 0.5),
      y + 2 * (rand() - 0.5),
    ]) as Quad;
    const lin = poseFromHomographyLinear(homography(UNIT_SQUARE, noisy), K);
    const ref = poseFromCorners(noisy, K);
    expect(reprojectionRms(ref, K, UNIT_SQUARE, noisy)).toBeLessThanOrEqual(
      reprojectionRms(lin, K, UNIT_SQUARE, noisy) + 1e-9,
    );
  });
});

describe("marker pose → three.js object matrix", () => {
  it("maps marker space (x right, y out of the paper, z down the code; 1 = QR image width) to the three camera", () => {
    const pose = poses[1]!;
    const version = 3,
      unit = (29 + 8) / 29;
    const m = markerPoseToObject(pose, { version });
    const apply = (x: number, y: number, z: number): Vec3 => [
      m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
      m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
      m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
    ];
    const toPixels = (v: Vec3) => [K.fx * (v[0] / -v[2]) + K.cx, -K.fy * (v[1] / -v[2]) + K.cy];
    const corners = projectPlane(pose, K, UNIT_SQUARE);
    // The code's corners are at ±(1/unit)/2 in marker space on the XZ plane, TL at −x, −z.
    const h = 0.5 / unit;
    const got = [apply(-h, 0, -h), apply(h, 0, -h), apply(h, 0, h), apply(-h, 0, h)].map(toPixels);
    got.forEach((g, i) => expect(Math.hypot(g[0]! - corners[i]![0], g[1]! - corners[i]![1])).toBeLessThan(1e-6));
    // y points out of the paper: towards the camera, so a point above the card is nearer.
    expect(-apply(0, 0.5, 0)[2]).toBeLessThan(-apply(0, 0, 0)[2]);
    expect(m[15]).toBe(1);
  });
});
