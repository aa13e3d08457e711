// A single-channel 8-bit image: what the design step's image checks (trackability, the area
// around the QR) read. The browser fills it from a downscaled canvas; tests build it directly.

export interface GreyImage {
  width: number;
  height: number;
  /** Row-major luminance 0–255, `width * height` values. */
  data: Uint8Array | Uint8ClampedArray;
}

/** The checks run on a copy whose longest side is at most this (fast, and sizes comparable). */
export const ANALYSIS_MAX_SIDE = 320;

/** Size of the analysis copy: the image scaled down (never up) so its longest side fits `maxSide`. */
export function analysisSize(
  width: number,
  height: number,
  maxSide: number = ANALYSIS_MAX_SIDE,
): { width: number; height: number; scale: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0, scale: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scale };
}

/**
 * RGBA bytes (canvas ImageData) → luminance with the Rec. 601 weights. Transparent pixels are
 * read as lying on white, as a printed card shows them.
 */
export function rgbaToGrey(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const n = width * height;
  const data = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    const a = (rgba[o + 3] ?? 255) / 255;
    const y = 0.299 * (rgba[o] ?? 0) + 0.587 * (rgba[o + 1] ?? 0) + 0.114 * (rgba[o + 2] ?? 0);
    data[i] = Math.round(y * a + 255 * (1 - a));
  }
  return { width, height, data };
}

/** Luminance at (x, y), clamped to the image so neighbourhood maths needs no bounds checks. */
export function greyAt(img: GreyImage, x: number, y: number): number {
  const cx = x < 0 ? 0 : x >= img.width ? img.width - 1 : x;
  const cy = y < 0 ? 0 : y >= img.height ? img.height - 1 : y;
  return img.data[cy * img.width + cx] ?? 0;
}
