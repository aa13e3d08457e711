// Messages between the page (image-tracker.ts) and the image tracking worker (image-worker.ts).
import type { Quad } from "../types";

export type ImageWorkerRequest =
  | { type: "init"; targets: { id: string; url: string }[] }
  | { type: "detect"; id: number; width: number; height: number; data: ArrayBuffer; grey: boolean };

export type ImageHit = { target: string; corners: Quad; aspect: number; inliers: number; tracked: boolean };

export type ImageWorkerResponse =
  | { type: "ready"; failed: string[] }
  | { type: "error"; id: number | null; message: string }
  | { type: "result"; id: number; hit: ImageHit | null; ms: number; buffer: ArrayBuffer };
