// From the tracker's pose (OpenCV camera, code-side units) to the matrix a three.js Object3D holding
// the scene's marker space needs (three camera at the origin looking down −z, y up).
import type { Pose } from "./types";

/** Modules per side of a QR code of this version (1–40). */
export const qrModules = (version: number): number => 17 + 4 * version;

/** The editor's QR marker image is the code plus a 4-module quiet zone on every side. */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * Width of the editor's QR marker image (the scene's marker-space unit) in code sides:
 * (modules + 2·4) / modules. A version-2 code (25 modules) gives 33/25 = 1.32.
 */
export function markerUnitInCodeSides(version: number): number {
  const n = qrModules(version);
  return (n + 2 * QR_QUIET_ZONE_MODULES) / n;
}

/**
 * Column-major 4×4 (three's Matrix4.fromArray / .elements order) that maps marker space — 1 unit =
 * the marker image width (code + quiet zone), origin at the code's centre, x right along the
 * printed code, y out of the paper towards the viewer, z down the code — to three.js camera space.
 *
 * `unit` is the marker-space unit in the pose's units: markerUnitInCodeSides(version) for a pose
 * from poseFromCorners on the code's corners (the default when `version` is given).
 */
export function markerPoseToObject(pose: Pose, opts: { version: number } | { unit: number }): number[] {
  const s = "unit" in opts ? opts.unit : markerUnitInCodeSides(opts.version);
  const R = pose.R,
    t = pose.t;
  // Marker axes in the tracker's plane frame (x right, y down the code, z into the paper):
  // x_m = x_p, y_m = −z_p, z_m = y_p. So the plane-frame columns used are R·e_x, −R·e_z, R·e_y.
  const cx = [R[0], R[3], R[6]],
    cy = [-R[2], -R[5], -R[8]],
    cz = [R[1], R[4], R[7]];
  // OpenCV camera → three camera: flip y and z.
  const f = (v: number[]) => [v[0]! * s, -v[1]! * s, -v[2]! * s];
  const X = f(cx),
    Y = f(cy),
    Z = f(cz);
  return [X[0]!, X[1]!, X[2]!, 0, Y[0]!, Y[1]!, Y[2]!, 0, Z[0]!, Z[1]!, Z[2]!, 0, t[0], -t[1], -t[2], 1];
}
