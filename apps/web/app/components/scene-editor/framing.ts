// "Frame the selection" (F, or the toolbar button): where the camera goes so the selected objects
// (everything when nothing is selected) fill the view. Pure, so the rule is unit-tested; the
// canvas applies it to the camera and the orbit target.
import { FRAME_MARGIN } from "./scene-constants";

type Vec3 = [number, number, number];

export type Sphere = { center: Vec3; radius: number };

/** The smallest sphere of the given radius floor around a box (a flat image still gets room). */
export function boundingSphere(min: Vec3, max: Vec3, minRadius = 0.25): Sphere | null {
  if (![...min, ...max].every(Number.isFinite)) return null;
  const center = min.map((v, i) => (v + max[i]!) / 2) as Vec3;
  const radius = Math.max(minRadius, Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2);
  return { center, radius };
}

/**
 * A perspective camera keeps its viewing direction and moves along it until the sphere fits the
 * narrower field of view (with a margin).
 */
export function framePerspective(
  sphere: Sphere,
  camera: Vec3,
  target: Vec3,
  fovDegrees: number,
  aspect: number,
): { position: Vec3; target: Vec3 } {
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect);
  const half = Math.min(vertical, horizontal) / 2;
  const distance = (sphere.radius * FRAME_MARGIN) / Math.sin(half);
  let dir = camera.map((v, i) => v - target[i]!) as Vec3;
  const len = Math.hypot(...dir);
  dir = len > 1e-9 ? (dir.map((v) => v / len) as Vec3) : [0, 0.6, 0.8];
  return { position: sphere.center.map((c, i) => c + dir[i]! * distance) as Vec3, target: [...sphere.center] };
}

/** The top view's orthographic zoom (pixels per unit) that fits the sphere's diameter in the smaller side. */
export function frameOrthographicZoom(sphere: Sphere, widthPx: number, heightPx: number): number {
  return Math.min(widthPx, heightPx) / (2 * sphere.radius * FRAME_MARGIN);
}
