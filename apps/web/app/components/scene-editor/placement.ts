// Placement maths of new objects and the gizmo snap (editors spec §9).
import { GLB_TARGET_DIAGONAL, ROTATION_SNAP_DEGREES } from "./scene-constants";

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
export function coverRect(srcW: number, srcH: number, dstW: number, dstH: number): { sx: number; sy: number; sw: number; sh: number } {
  const want = dstW / dstH;
  if (srcW / srcH > want) {
    const sw = srcH * want;
    return { sx: (srcW - sw) / 2, sy: 0, sw, sh: srcH };
  }
  const sh = srcW / want;
  return { sx: 0, sy: (srcH - sh) / 2, sw: srcW, sh };
}
