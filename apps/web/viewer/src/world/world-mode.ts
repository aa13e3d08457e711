// Which AR a world scene gets on this device (issue 21 "World scenes"), as a pure decision so it is
// unit-tested per user agent and capability: WebXR `immersive-ar` with hit-test where it exists
// (Android Chrome); otherwise, on iOS, the scene as USDZ in AR Quick Look when everything in it can
// be expressed there; otherwise the 3D view over the camera feed turned by device orientation;
// the plain 3D view when there is no camera either. world-start.ts probes the device and calls it;
// docs/decisions/0032 says why each mode is chosen where it is.

import { clickActionsOf } from "@ar/scene-render/click-actions";
import { videoOptions, type SceneObject } from "@ar/scene-render/scene-object";

/** What an AR Quick Look USDZ cannot carry: three's USDZExporter writes meshes and materials only — no video textures (so no chroma key), no sound, no taps that run actions. */
export type QuickLookBlocker = "video" | "chroma" | "audio" | "click-action";

export function quickLookBlockers(objects: Pick<SceneObject, "type" | "data">[]): QuickLookBlocker[] {
  const found = new Set<QuickLookBlocker>();
  for (const o of objects) {
    if (o.type === "video") {
      found.add("video");
      if (videoOptions(o).chromaKeyEnabled) found.add("chroma");
    }
    if (o.type === "audio") found.add("audio");
    if (clickActionsOf(o).length > 0) found.add("click-action");
  }
  return [...found];
}

export type WorldCaps = {
  ua: string;
  /** `await navigator.xr?.isSessionSupported("immersive-ar")` */
  immersiveAr: boolean;
  /** A camera can be asked for (getUserMedia exists, a secure page, not an in-app browser). */
  camera: boolean;
  /** DeviceOrientationEvent exists (iOS asks permission for it on a tap). */
  orientation: boolean;
};

export type WorldMode =
  | { mode: "webxr" }
  | { mode: "quick-look" }
  | { mode: "camera-orientation"; blockers: QuickLookBlocker[] }
  | { mode: "3d"; blockers: QuickLookBlocker[] };

const IOS = /iPhone|iPad|iPod/;

export function chooseWorldMode(caps: WorldCaps, blockers: QuickLookBlocker[]): WorldMode {
  if (caps.immersiveAr) return { mode: "webxr" };
  if (IOS.test(caps.ua) && blockers.length === 0) return { mode: "quick-look" };
  if (caps.camera && caps.orientation) return { mode: "camera-orientation", blockers };
  return { mode: "3d", blockers };
}
