// Placement maths of new objects and the gizmo snap (editors spec §9).
import { GLB_TARGET_DIAGONAL, MOVE_SNAP, ROTATION_SNAP_DEGREES, SCALE_SNAP } from "./scene-constants";

/** The uniform scale that makes a box of this size (at scale 1) have the target diagonal. */
export function scaleToDiagonal(size: { x: number; y: number; z: number }, target = GLB_TARGET_DIAGONAL): number {
  const diagonal = Math.hypot(size.x, size.y, size.z);
  return Number.isFinite(diagonal) && diagonal > 0 ? target / diagonal : 1;
}

/** The gizmo's rotation snap in radians: 15° while Shift is held, free otherwise. */
export function rotationSnap(shiftHeld: boolean): number | null {
  return shiftHeld ? (ROTATION_SNAP_DEGREES * Math.PI) / 180 : null;
}

/** An angle (radians) snapped to the nearest multiple of `stepDegrees`. */
export function snapAngle(radians: number, stepDegrees = ROTATION_SNAP_DEGREES): number {
  const step = (stepDegrees * Math.PI) / 180;
  return Math.round(radians / step) * step;
}

export const toDegrees = (radians: number) => (radians * 180) / Math.PI;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The panel shows numbers rounded for reading; the stored value keeps full precision. */
export function formatNumber(v: number, digits = 3): string {
  const r = Number(v.toFixed(digits));
  return Object.is(r, -0) ? "0" : String(r);
}

/** A typed number, or null when the text is not one (the panel then keeps the last good value). */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (t === "" || t === "-" || t === ".") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** The source rectangle that covers a dstW x dstH picture without distortion (centre crop). */
export function coverRect(
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const want = dstW / dstH;
  if (srcW / srcH > want) {
    const sw = srcH * want;
    return { sx: (srcW - sw) / 2, sy: 0, sw, sh: srcH };
  }
  const sh = srcW / want;
  return { sx: 0, sy: (srcH - sh) / 2, sw: srcW, sh };
}

/** The gizmo's snaps while Shift is held (move and scale, besides rotation); free otherwise. */
export function gizmoSnaps(shiftHeld: boolean): {
  translation: number | null;
  rotation: number | null;
  scale: number | null;
} {
  return {
    translation: shiftHeld ? MOVE_SNAP : null,
    rotation: rotationSnap(shiftHeld),
    scale: shiftHeld ? SCALE_SNAP : null,
  };
}

type Vec3 = [number, number, number];
type Box = { min: { x: number; y: number; z: number }; max: { x: number; y: number; z: number } };

/**
 * Where a model fitted to `scale` goes so that it rests on the marker: the bottom of its bounding
 * box on the marker plane (y of `plane`) and its footprint centred on the marker, instead of its
 * origin at the marker's centre (which left most models half-sunk).
 */
export function restOnPlane(box: Box, scale: number, plane: Vec3 = [0, 0, 0]): Vec3 {
  const finite = [box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z].every(Number.isFinite);
  if (!finite) return [...plane];
  const cx = (box.min.x + box.max.x) / 2;
  const cz = (box.min.z + box.max.z) / 2;
  return [plane[0] - cx * scale, plane[1] - box.min.y * scale, plane[2] - cz * scale];
}

const TAU = 2 * Math.PI;
/** `a` moved by whole turns to lie within half a turn of `near`. */
const nearestTurn = (a: number, near: number) => a - TAU * Math.round((a - near) / TAU);

/**
 * The XYZ Euler triple for the gizmo's result that is closest to what the panel showed before.
 * three.js reads a rotation back from its quaternion as one of two equivalent triples — (x, y, z)
 * and (x + π, π − y, z + π) — and picks by the range of y, so turning only the Y ring past 90°
 * showed X = −180, Z = −180. Choosing the equivalent nearest the previous values (whole turns
 * included) shows the rotation the person made.
 */
export function closestEuler(rotation: Vec3, previous: Vec3): Vec3 {
  const [x, y, z] = rotation;
  const candidates: Vec3[] = [
    [x, y, z],
    [x + Math.PI, Math.PI - y, z + Math.PI],
  ].map((c) => c.map((v, i) => nearestTurn(v, previous[i]!)) as Vec3);
  const distance = (c: Vec3) => c.reduce((sum, v, i) => sum + Math.abs(v - previous[i]!), 0);
  const best = distance(candidates[1]!) + 1e-9 < distance(candidates[0]!) ? candidates[1]! : candidates[0]!;
  // Keep the exact values three.js gave when no other choice was needed (no rounding drift).
  return best.map((v, i) => (Math.abs(v - rotation[i]!) < 1e-12 ? rotation[i]! : v)) as Vec3;
}
