import { describe, expect, it } from "vitest";
import {
  intrinsics,
  mat3FromRotvec,
  markerUnitInCodeSides,
  projectPlane,
  UNIT_SQUARE,
  type Pose,
  type Quad,
} from "../src";
import { addSensorNoise, qrImage, renderWarpedFrame, seededRandom } from "../src/testing";
import { rgbaToGrey } from "../src/grey";
import { nodeDetector } from "./helpers";
import { codeEdges, refineCode } from "../src/qr/refine";

const W = 640,
  H = 480;
const K = intrinsics(W, H);
const poses: Pose[] = [
  { R: mat3FromRotvec([0.05, 0.02, 0.01]), t: [0, 0, 3] },
  { R: mat3FromRotvec([0.5, -0.2, 0.3]), t: [-0.2, 0.1, 3.5] },
  { R: mat3FromRotvec([-0.3, 0.6, -0.1]), t: [0.3, -0.2, 4] },
  { R: mat3FromRotvec([0.2, 0.1, 2.4]), t: [0.4, 0.3, 4.5] }, // upside-down-ish
  { R: mat3FromRotvec([0.75, 0, 0]), t: [0, 0, 3] }, // steep tilt
];
const maxErr = (a: Quad, b: Quad) => Math.max(...a.map((p, i) => Math.hypot(p[0] - b[i]![0], p[1] - b[i]![1])));

describe("QR detection on synthetic warped frames", () => {
  const text = "https://ar.example.com/c/Zq8Lm2Xc9Vb1";
  const img = qrImage(text, { moduleSize: 10 });

  it("finds the right text, version and corners (< 1.5 px) at several poses, with sensor noise", async () => {
    const det = await nodeDetector();
    const rand = seededRandom(3);
    for (const pose of poses) {
      const frame = addSensorNoise(
        renderWarpedFrame(img, pose, K, W, H, [110, 115, 120], { width: markerUnitInCodeSides(img.version) }),
        3,
        rand,
      );
      const d = await det.detect({ data: frame, width: W, height: H });
      expect(d, `pose t=${pose.t.join(",")}`).not.toBeNull();
      expect(d!.text).toBe(text);
      expect(d!.version).toBe(img.version);
      expect(d!.refined).toBe(true);
      expect(maxErr(d!.corners, projectPlane(pose, K, UNIT_SQUARE) as Quad)).toBeLessThan(1.5);
    }
  });

  it("refinement beats the library's integer corners on average", async () => {
    const det = await nodeDetector();
    let refined = 0,
      n = 0;
    for (const pose of poses) {
      const frame = renderWarpedFrame(img, pose, K, W, H, [110, 115, 120], {
        width: markerUnitInCodeSides(img.version),
      });
      const d = await det.detect(rgbaToGrey({ data: frame, width: W, height: H }));
      const truth = projectPlane(pose, K, UNIT_SQUARE) as Quad;
      d!.corners.forEach((p, i) => {
        refined += Math.hypot(p[0] - truth[i]![0], p[1] - truth[i]![1]);
        n++;
      });
    }
    expect(refined / n).toBeLessThan(0.3);
  });

  it("reads a light-on-dark (inverted) code and a version-1 code", async () => {
    const det = await nodeDetector();
    const inv = qrImage("INV", { moduleSize: 10 });
    for (let i = 0; i < inv.data.length; i += 4) inv.data[i] = inv.data[i + 1] = inv.data[i + 2] = 255 - inv.data[i]!;
    const pose = poses[1]!;
    const f1 = renderWarpedFrame(inv, pose, K, W, H, [255, 255, 255], { width: markerUnitInCodeSides(inv.version) });
    const d1 = await det.detect({ data: f1, width: W, height: H });
    expect(d1?.text).toBe("INV");
    expect(d1?.inverted).toBe(true);
    expect(maxErr(d1!.corners, projectPlane(pose, K, UNIT_SQUARE) as Quad)).toBeLessThan(1.5);
  });

  it("returns null on a frame without a code", async () => {
    const det = await nodeDetector();
    const rand = seededRandom(5);
    const blank = addSensorNoise(new Uint8ClampedArray(W * H * 4).fill(128), 10, rand);
    expect(await det.detect({ data: blank, width: W, height: H })).toBeNull();
  });

  it("after a detection, finds the code again when it has jumped far from the last window", async () => {
    const det = await nodeDetector();
    const a: Pose = { R: mat3FromRotvec([0.1, 0, 0]), t: [-0.9, -0.6, 4] }; // upper left
    const b: Pose = { R: mat3FromRotvec([0.1, 0, 0]), t: [0.9, 0.6, 4] }; // lower right
    for (const pose of [a, b, a]) {
      const f = renderWarpedFrame(img, pose, K, W, H, [110, 115, 120], { width: markerUnitInCodeSides(img.version) });
      const d = await det.detect({ data: f, width: W, height: H });
      expect(maxErr(d!.corners, projectPlane(pose, K, UNIT_SQUARE) as Quad)).toBeLessThan(1.5);
    }
  });
});

describe("tracking through frames the decoder cannot read", () => {
  const text = "https://ar.example.com/c/Zq8Lm2Xc9Vb1";
  const img = qrImage(text, { moduleSize: 10 });
  // The same code with a third of its data modules painted over: finders and alignment intact,
  // too damaged for level M's error correction.
  const damaged = qrImage(text, { moduleSize: 10 });
  const n = damaged.modules,
    m = 4,
    px = 10;
  for (let r = 8; r < n - 9; r++)
    for (let c = 8; c < n - 8; c++)
      for (let y = 0; y < px; y++)
        for (let x = 0; x < px; x++) {
          const o = (((r + m) * px + y) * damaged.width + (c + m) * px + x) * 4;
          damaged.data[o] = damaged.data[o + 1] = damaged.data[o + 2] = (r * 7 + c * 3) % 5 < 2 ? 0 : 255;
        }
  const frame = (image: typeof img, pose: Pose) => ({
    data: renderWarpedFrame(image, pose, K, W, H, [110, 115, 120], { width: markerUnitInCodeSides(image.version) }),
    width: W,
    height: H,
  });
  const pose = (i: number): Pose => ({ R: mat3FromRotvec([0.3 + 0.01 * i, -0.1, 0.05 * i]), t: [0.02 * i, 0, 3.4] });

  it("keeps the code's corners (and last text) while tracking, and never decodes the damaged code", async () => {
    const det = await nodeDetector();
    const fresh = await nodeDetector();
    expect(await fresh.detect(frame(damaged, pose(1)))).toBeNull(); // no history: nothing to follow
    const first = await det.detect(frame(img, pose(0)));
    expect(first?.decoded).toBe(true);
    for (let i = 1; i <= 4; i++) {
      const d = await det.detect(frame(damaged, pose(i)));
      expect(d?.decoded).toBe(false);
      expect(d?.text).toBe(text);
      expect(maxErr(d!.corners, projectPlane(pose(i), K, UNIT_SQUARE) as Quad)).toBeLessThan(1.5);
    }
  });

  it("does not follow a code that is gone", async () => {
    const det = await nodeDetector();
    expect(await det.detect(frame(img, pose(0)))).not.toBeNull();
    const empty = {
      data: renderWarpedFrame(
        { data: new Uint8ClampedArray(16).fill(255), width: 2, height: 2 },
        pose(1),
        K,
        W,
        H,
        [110, 115, 120],
      ),
      width: W,
      height: H,
    };
    expect(await det.detect(empty)).toBeNull();
  });
});

describe("edge refinement", () => {
  it("uses the finder patterns, and the alignment pattern from version 2", () => {
    expect(codeEdges(21).length).toBe(3 * (20 + 20 + 12));
    expect(codeEdges(25).length).toBe(3 * (20 + 20 + 12) + 20 + 12 + 4);
  });

  it("gives up (null) where there is no code to fit", () => {
    const grey = { data: new Uint8Array(W * H).fill(128), width: W, height: H };
    expect(
      refineCode(
        grey,
        [
          [200, 100],
          [300, 100],
          [300, 200],
          [200, 200],
        ],
        29,
      ),
    ).toBeNull();
  });
});
