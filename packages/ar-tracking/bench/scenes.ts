// The bench's card: a 1200×840 px design (≈ 150×105 mm at 8 px/mm) with a real QR code (the
// `qrcode` package, level M, the 4-module quiet zone the product prints) near its lower right, and
// camera poses around it: a moving sequence for timing and a still one for jitter.
import {
  mat3FromRotvec,
  mat3Mul,
  mat3MulVec,
  projectPlane,
  UNIT_SQUARE,
  intrinsics,
  type Intrinsics,
  type Pose,
  type Quad,
  type Vec3,
} from "../src";
import { cardImage, renderWarpedFrame, seededRandom, type Rgba } from "../src/testing";

export const CARD_URL = "https://ar.example.com/c/Kp3xV9qLm2Tz";
export const W = 640,
  H = 480;
export const K: Intrinsics = intrinsics(W, H);

export type Card = Rgba & { codeSide: number; codeCentre: [number, number]; version: number };

export function makeCard(): Card {
  const c = cardImage({ url: CARD_URL, width: 1200, height: 840, moduleSize: 10 });
  return {
    ...c.image,
    codeSide: c.qr.size,
    codeCentre: [c.qr.x + c.qr.size / 2, c.qr.y + c.qr.size / 2],
    version: c.version,
  };
}

/** The card's placement on the code's plane (pose units: the code side = 1, origin at its centre). */
export const placement = (c: Card) => ({
  x: -c.codeCentre[0] / c.codeSide,
  y: -c.codeCentre[1] / c.codeSide,
  width: c.width / c.codeSide,
});

/** A pose looking at the card's centre from `distance` code sides, with the given tilt and spin. */
export function poseAt(c: Card, rot: Vec3, distance: number, shift: [number, number] = [0, 0]): Pose {
  const R = mat3Mul(mat3FromRotvec(rot), mat3FromRotvec([0, 0, 0]));
  const centre: Vec3 = [(c.width / 2 - c.codeCentre[0]) / c.codeSide, (c.height / 2 - c.codeCentre[1]) / c.codeSide, 0];
  const rc = mat3MulVec(R, centre);
  return { R, t: [-rc[0] + shift[0], -rc[1] + shift[1], -rc[2] + distance] };
}

export function render(c: Card, pose: Pose): Uint8ClampedArray {
  return renderWarpedFrame(c, pose, K, W, H, [64, 70, 78], placement(c));
}

/** A moving sequence: tilts up to ±35°, spins ±30°, distance 6–10 code sides (the card fills 45–80 % of the frame). */
export function movingPoses(c: Card, n: number): Pose[] {
  const rand = seededRandom(2026);
  return Array.from({ length: n }, () =>
    poseAt(c, [(rand() - 0.5) * 1.2, (rand() - 0.5) * 1.2, (rand() - 0.5) * 1.05], 6 + rand() * 4, [
      (rand() - 0.5) * 0.8,
      (rand() - 0.5) * 0.6,
    ]),
  );
}

export const trueCorners = (pose: Pose): Quad => projectPlane(pose, K, UNIT_SQUARE) as Quad;

/** A continuous hand-held motion at 30 fps (what the camera gives): sway, tilt, spin and approach. */
export function motionPoses(c: Card, n: number): Pose[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / 30;
    return poseAt(
      c,
      [0.35 + 0.2 * Math.sin(t * 1.3), 0.3 * Math.sin(t * 0.9), 0.25 * Math.sin(t * 0.7)],
      8 + 1.5 * Math.sin(t * 0.6),
      [0.6 * Math.sin(t * 0.8), 0.4 * Math.sin(t * 1.1)],
    );
  });
}
