/// <reference types="webxr" />
// A world project's light part (issue 21 "World scenes", docs/decisions/0032): find out what this
// device offers — WebXR `immersive-ar` with hit-test, iOS AR Quick Look, a camera and device
// orientation — pick the mode (world-mode.ts, pure and unit-tested) and hand over to the heavy
// part (world-view.ts: three.js and the scene renderer, loaded here, after the snapshot). No
// camera is asked for before the person taps a button: AR in a world scene is the person's choice.
import "./world-texts";
import { cameraPrecheck } from "../shell/camera";
import { isMobile } from "../shell/browser";
import type { StatusLine } from "../shell/status";
import type { PublicProject, PublicScene } from "../project/types";
import { chooseWorldMode, quickLookBlockers, type WorldCaps, type WorldMode } from "./world-mode";

export type WorldOptions = {
  root: HTMLElement;
  status: StatusLine;
  project: PublicProject;
  scene: PublicScene;
  onReady(): void;
};

/** What this browser can do for a world scene (each probe fails closed: no AR rather than an error). */
export async function probeWorldCaps(): Promise<WorldCaps> {
  const ua = navigator.userAgent;
  const xr = (navigator as Navigator & { xr?: XRSystem }).xr;
  const immersiveAr = xr ? await xr.isSessionSupported("immersive-ar").catch(() => false) : false;
  // A desktop's webcam looks at the person, and its browser never sends orientation events:
  // the camera-over-3D mode is for phones and tablets only.
  const camera = isMobile(ua) && (await cameraPrecheck().catch(() => "unsupported" as const)) === null;
  const orientation = isMobile(ua) && typeof DeviceOrientationEvent !== "undefined";
  return { ua, immersiveAr, camera, orientation };
}

export async function showWorld(opts: WorldOptions): Promise<WorldMode> {
  const [caps, view] = await Promise.all([probeWorldCaps(), import("./world-view")]);
  const mode = chooseWorldMode(caps, quickLookBlockers(opts.scene.objects));
  document.getElementById("viewer")?.setAttribute("data-world-mode", mode.mode);
  await view.showWorldView({ ...opts, mode });
  return mode;
}
