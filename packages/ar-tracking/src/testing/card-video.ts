// A fake-camera video of a card held in front of the camera: still for a while (the tracker must
// find it and hold steady), then moved and tilted (it must follow). Also returns the true pose and
// code corners of every frame so a test can compare what the viewer drew with where the card was.
import { intrinsics } from "../intrinsics";
import { mat3FromRotvec, mat3Mul } from "../mat3";
import { projectPlane } from "../pose";
import type { Intrinsics, Pose, Quad, Vec2 } from "../types";
import { addSensorNoise, renderWarpedFrame, seededRandom, type Rgba } from "./render";
import { writeY4m } from "./y4m";

export type CardVideoOptions = {
  /** The card (or marker) image, RGBA. */
  image: Rgba;
  /** Number of frames; the first `stillFrames` (default a third) do not move. */
  frames: number;
  stillFrames?: number;
  path: string;
  fps?: number;
  width?: number;
  height?: number;
  fovDeg?: number;
  /** Physical width of the image in pose units (default 1) and where the QR code sits on it. */
  imageWidth?: number;
  /** The QR code's square on the image in image pixels (top-left x, y and side) to report its corners; optional. */
  qr?: { x: number; y: number; size: number };
  /** Distance of the card from the camera in image widths (default 1.6: the card fills about half the frame). */
  distance?: number;
  /** Sensor noise sigma in grey levels (default 2). */
  noise?: number;
  background?: [number, number, number];
};

export type CardVideo = {
  path: string;
  frames: number;
  fps: number;
  K: Intrinsics;
  poses: Pose[];
  qrCorners: Quad[] | null;
};

/** The pose of frame i: still at first, then a slow sway, tilt and approach. */
export function cardPose(i: number, still: number, fps: number, distance: number): Pose {
  const tt = Math.max(0, i - still) / fps;
  const base = mat3FromRotvec([0.35, 0, 0]); // tilted back like a card on a table seen at an angle
  const sway = mat3FromRotvec([0.15 * Math.sin(tt * 1.3), 0.25 * Math.sin(tt * 0.9), 0.1 * Math.sin(tt * 0.7)]);
  return {
    R: mat3Mul(sway, base),
    t: [0.15 * Math.sin(tt * 0.8), 0.1 * Math.sin(tt * 1.1), distance * (1 + 0.15 * Math.sin(tt * 0.6))],
  };
}

export function makeCardVideo(o: CardVideoOptions): CardVideo {
  const width = o.width ?? 640,
    height = o.height ?? 480,
    fps = o.fps ?? 30;
  const K = intrinsics(width, height, o.fovDeg);
  const still = o.stillFrames ?? Math.floor(o.frames / 3);
  const pw = o.imageWidth ?? 1,
    distance = (o.distance ?? 1.6) * pw;
  const rand = seededRandom(20);
  const poses: Pose[] = [];
  const qrCorners: Quad[] | null = o.qr ? [] : null;
  const toPlane = (x: number, y: number): Vec2 => [
    (x / o.image.width - 0.5) * pw,
    (y / o.image.height - 0.5) * pw * (o.image.height / o.image.width),
  ];
  function* frames() {
    for (let i = 0; i < o.frames; i++) {
      const pose = cardPose(i, still, fps, distance);
      poses.push(pose);
      if (o.qr && qrCorners) {
        const { x, y, size } = o.qr;
        qrCorners.push(
          projectPlane(pose, K, [
            toPlane(x, y),
            toPlane(x + size, y),
            toPlane(x + size, y + size),
            toPlane(x, y + size),
          ]) as Quad,
        );
      }
      const f = renderWarpedFrame(o.image, pose, K, width, height, o.background ?? [70, 74, 80], { width: pw });
      yield (o.noise ?? 2) > 0 ? addSensorNoise(f, o.noise ?? 2, rand) : f;
    }
  }
  const n = writeY4m(frames(), o.path, fps, width, height);
  return { path: o.path, frames: n, fps, K, poses, qrCorners };
}
