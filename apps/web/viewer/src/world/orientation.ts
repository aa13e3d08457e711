// The phone's orientation as a camera rotation (W3C DeviceOrientation: alpha about z, beta about x,
// gamma about y, intrinsic Z-X'-Y''; degrees), for the world scene over the camera feed without
// WebXR. The maths of three's former DeviceOrientationControls: the Euler angles in YXZ order,
// then -90° about x (the camera looks out of the back of the screen, not up out of its face),
// then the screen's own rotation (portrait 0, landscape ±90). World frame: y up, and at alpha 0
// the phone's top points to -z, so an upright phone (beta 90) looks along -z.
import { Euler, Quaternion, Vector3 } from "three";

const DEG = Math.PI / 180;
const Z = new Vector3(0, 0, 1);
/** -90° about x. */
const BACK_CAMERA = new Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5));

export type Orientation = { alpha: number | null; beta: number | null; gamma: number | null };

export function cameraQuaternion(o: Orientation, screenAngle = 0, out = new Quaternion()): Quaternion {
  const euler = new Euler((o.beta ?? 0) * DEG, (o.alpha ?? 0) * DEG, -(o.gamma ?? 0) * DEG, "YXZ");
  out.setFromEuler(euler).multiply(BACK_CAMERA);
  return out.multiply(new Quaternion().setFromAxisAngle(Z, -screenAngle * DEG));
}

/** Where the camera looks, flattened onto the floor (unit length; -z when it looks straight down or up). */
export function headingOf(q: Quaternion): Vector3 {
  const f = new Vector3(0, 0, -1).applyQuaternion(q);
  f.y = 0;
  return f.lengthSq() < 1e-6 ? new Vector3(0, 0, -1) : f.normalize();
}
