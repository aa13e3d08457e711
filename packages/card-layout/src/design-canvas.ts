// Maths of the wizard's design canvas and its dialogs (editors spec 5 and 9): where a side is
// drawn in the 700×600 design area, QR moves with centre snapping, the upload dialog's width and
// height fields and the crop dialog's aspect templates.

import {
  clampQrSize,
  DESIGN_AREA,
  MIN_CROP_SIZE,
  snapToCenter,
  SNAP_THRESHOLD_PX,
  usableAspectRatio,
  type QrPlacement,
} from "./design-rules";
import { fail, ok, type Result } from "./result";

export const INVALID_NUMBER_MESSAGE = "Input the valid number";
/** Design images are at least as big as the smallest crop and at most what a browser canvas draws safely. */
export const MIN_DESIGN_DIMENSION = MIN_CROP_SIZE;
export const MAX_DESIGN_DIMENSION = 8000;

export interface Placement2d {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Canvas pixels per design pixel. */
  scale: number;
}

/** A side of `width`×`height` design pixels fitted (never enlarged past `maxScale`) and centred in the area. */
export function fitInArea(
  width: number,
  height: number,
  area: { width: number; height: number } = DESIGN_AREA,
  padding = 0,
  maxScale = Infinity,
): Placement2d {
  if (!(width > 0) || !(height > 0)) return { x: area.width / 2, y: area.height / 2, width: 0, height: 0, scale: 0 };
  const scale = Math.min((area.width - 2 * padding) / width, (area.height - 2 * padding) / height, maxScale);
  const w = width * scale;
  const h = height * scale;
  return { x: (area.width - w) / 2, y: (area.height - h) / 2, width: w, height: h, scale };
}

/**
 * A QR square dragged to (x, y) in design pixels: the size kept within 60–500 and the position
 * snapped to the side's centre on each axis when within 8 canvas pixels of it (the threshold is
 * in screen terms, so it is divided by the drawing scale).
 */
export function snapQr(
  qr: QrPlacement,
  side: { width: number; height: number },
  scale: number,
): QrPlacement & { snappedX: boolean; snappedY: boolean } {
  const size = clampQrSize(qr.size);
  const threshold = scale > 0 ? SNAP_THRESHOLD_PX / scale : SNAP_THRESHOLD_PX;
  const sx = snapToCenter(qr.x, size, side.width, threshold);
  const sy = snapToCenter(qr.y, size, side.height, threshold);
  return { x: sx.position, y: sy.position, size, snappedX: sx.snapped, snappedY: sy.snapped };
}

/** The default QR for a side: `size` (clamped), centred horizontally, near the bottom edge. */
export function defaultQrOnSide(side: { width: number; height: number }, size: number): QrPlacement {
  const s = clampQrSize(size);
  const margin = Math.round(side.height * 0.05);
  return { x: Math.round((side.width - s) / 2), y: Math.max(0, Math.round(side.height - s - margin)), size: s };
}

/** A width/height field of the upload dialog: a number of pixels within the limits, else 'Input the valid number'. */
export function parseDesignDimension(input: string | number): Result<number> {
  const text = String(input).trim().replace(",", ".");
  if (!/^\+?\d+(\.\d+)?$/.test(text)) return fail(INVALID_NUMBER_MESSAGE);
  const value = Math.round(Number(text));
  return value >= MIN_DESIGN_DIMENSION && value <= MAX_DESIGN_DIMENSION ? ok(value) : fail(INVALID_NUMBER_MESSAGE);
}

/** The other dimension when proportions are kept: height for a new width of a `w`×`h` image (or width for a height, swapping). */
export function linkedDimension(value: number, from: number, to: number): number {
  return from > 0 ? Math.max(1, Math.round((value * to) / from)) : value;
}

/** Crop templates (editors spec 5). */
export const CROP_TEMPLATES = ["none", "aspect", "opposite"] as const;
export type CropTemplate = (typeof CROP_TEMPLATES)[number];

/**
 * Aspect typed in the crop dialog: "16:9", "16/9", "1.5" or "1,5". Undefined when it cannot be
 * read or lies outside 0.001–1000 (then the crop is free).
 */
export function parseAspect(input: string): number | undefined {
  const text = input.trim().replace(/,/g, ".");
  const pair = /^(\d+(?:\.\d+)?)\s*[:/x×]\s*(\d+(?:\.\d+)?)$/i.exec(text);
  const value = pair ? Number(pair[1]) / Number(pair[2]) : /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  return Number.isFinite(value) ? usableAspectRatio(value) : undefined;
}

/** The aspect a crop template imposes: none is free, aspect is what was typed, opposite copies the other side's. */
export function templateAspect(
  template: CropTemplate,
  typed: string,
  opposite: { width: number; height: number } | null,
): number | undefined {
  if (template === "aspect") return parseAspect(typed);
  if (template === "opposite" && opposite && opposite.width > 0 && opposite.height > 0)
    return usableAspectRatio(opposite.width / opposite.height);
  return undefined;
}

/** The crop rectangle a template starts from: the largest centred rectangle of that aspect, or the whole image. */
export function initialCrop(
  image: { width: number; height: number },
  aspect: number | undefined,
): { x: number; y: number; width: number; height: number } {
  if (aspect === undefined) return { x: 0, y: 0, width: image.width, height: image.height };
  let width = image.width;
  let height = width / aspect;
  if (height > image.height) {
    height = image.height;
    width = height * aspect;
  }
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

/** The QR size fields: any number, then kept within 60–500; text that is no number is 'Input the valid number'. */
export function parseQrSize(input: string | number): Result<number> {
  const text = String(input).trim().replace(",", ".");
  if (!/^\+?\d+(\.\d+)?$/.test(text)) return fail(INVALID_NUMBER_MESSAGE);
  return ok(Math.round(clampQrSize(Number(text))));
}
