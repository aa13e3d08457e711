// Physical units. Layout maths works in centimetres (the unit the print dialog shows);
// renderers convert once at their own resolution: pixels at a DPI, or PDF points.

export const CM_PER_INCH = 2.54;
export const POINTS_PER_INCH = 72;
/** Resolution of print output (sheet and card JPEGs). */
export const PRINT_DPI = 300;

export function cmToPx(cm: number, dpi: number): number {
  return (cm / CM_PER_INCH) * dpi;
}

export function pxToCm(px: number, dpi: number): number {
  return (px / dpi) * CM_PER_INCH;
}

export function cmToPt(cm: number): number {
  return (cm / CM_PER_INCH) * POINTS_PER_INCH;
}

export function mmToCm(mm: number): number {
  return mm / 10;
}

/** Units per centimetre for a pixel grid at `dpi`; handy for scaling layouts and cut lines. */
export function pxPerCm(dpi: number): number {
  return dpi / CM_PER_INCH;
}

/** Units per centimetre for PDF points. */
export const PT_PER_CM = POINTS_PER_INCH / CM_PER_INCH;
