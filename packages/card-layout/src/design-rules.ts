// Small rules of the card design step (QR size and snapping, crop limits) and the print
// dialog's preview box, kept beside the layout maths so browser and worker share them.

import type { Rect } from "./sheet-layout";

export const DESIGN_AREA = { width: 700, height: 600 } as const;

export const QR_MIN_SIZE = 60;
export const QR_MAX_SIZE = 500;
/** Default QR size in the place-QR-on-card dialog (the upload dialog uses 200). */
export const QR_DEFAULT_SIZE = 160;
export const QR_UPLOAD_DEFAULT_SIZE = 200;
export const SNAP_THRESHOLD_PX = 8;

export function clampQrSize(size: number): number {
  if (Number.isNaN(size)) return QR_MIN_SIZE;
  return Math.min(QR_MAX_SIZE, Math.max(QR_MIN_SIZE, size));
}

/**
 * Snaps an object to the centre of its container along one axis when its centre is within
 * the threshold of the container's centre. Call once per axis.
 */
export function snapToCenter(
  position: number,
  size: number,
  containerSize: number,
  threshold: number = SNAP_THRESHOLD_PX,
): { position: number; snapped: boolean } {
  const centred = (containerSize - size) / 2;
  return Math.abs(position - centred) <= threshold
    ? { position: centred, snapped: true }
    : { position, snapped: false };
}

export interface QrPlacement {
  /** Top-left corner and side of the QR square (quiet zone included), in design pixels. */
  x: number;
  y: number;
  size: number;
}

/**
 * A QR placement stored in design pixels, in the units of a card `cardWidth` wide. Design
 * positions are relative to the width of the design image they were placed on, so both
 * axes scale by the same factor.
 */
export function qrRectOnCard(qr: QrPlacement, designWidth: number, cardWidth: number): QrPlacement {
  const k = designWidth > 0 ? cardWidth / designWidth : 0;
  return { x: qr.x * k, y: qr.y * k, size: qr.size * k };
}

export const MIN_CROP_SIZE = 100;
export const MIN_CROP_ASPECT = 0.001;
export const MAX_CROP_ASPECT = 1000;

/** An aspect ratio (width / height) the crop tool will honour, or undefined to crop freely. */
export function usableAspectRatio(aspect: number | null | undefined): number | undefined {
  return aspect != null && aspect >= MIN_CROP_ASPECT && aspect <= MAX_CROP_ASPECT ? aspect : undefined;
}

/**
 * Keeps a crop rectangle inside the image, at least MIN_CROP_SIZE on each side where the
 * image is big enough, and at the given aspect ratio when that ratio is usable. When the
 * minimum and the image bounds disagree, the bounds win.
 */
export function constrainCrop(rect: Rect, image: { width: number; height: number }, aspect?: number): Rect {
  const ratio = usableAspectRatio(aspect);
  const minW = Math.min(MIN_CROP_SIZE, image.width);
  const minH = Math.min(MIN_CROP_SIZE, image.height);
  let width = Math.min(Math.max(rect.width, minW), image.width);
  let height = Math.min(Math.max(rect.height, minH), image.height);
  if (ratio !== undefined) {
    // The width drives; widen first so the derived height also meets the minimum.
    width = Math.max(width, minH * ratio);
    height = width / ratio;
    const shrink = Math.min(1, image.width / width, image.height / height);
    width *= shrink;
    height *= shrink;
  }
  const x = Math.min(Math.max(rect.x, 0), image.width - width);
  const y = Math.min(Math.max(rect.y, 0), image.height - height);
  return { x, y, width, height };
}

export const PREVIEW_BOX = { width: 400, height: 300 } as const;
export const PREVIEW_SCALE = 0.8;
export const PREVIEW_MAX_SIZE = 200;

/**
 * Where the print dialog draws the sheet (or single card) preview: scaled to fit the
 * 400×300 box, then to 0.8 of that, and never longer than 200 px on its longest side;
 * centred in the box. `scale` is preview pixels per content unit (cm).
 */
export function fitPreview(contentWidth: number, contentHeight: number): Rect & { scale: number } {
  if (!(contentWidth > 0) || !(contentHeight > 0)) {
    return { x: PREVIEW_BOX.width / 2, y: PREVIEW_BOX.height / 2, width: 0, height: 0, scale: 0 };
  }
  const fit = Math.min(PREVIEW_BOX.width / contentWidth, PREVIEW_BOX.height / contentHeight) * PREVIEW_SCALE;
  const scale = Math.min(fit, PREVIEW_MAX_SIZE / Math.max(contentWidth, contentHeight));
  const width = contentWidth * scale;
  const height = contentHeight * scale;
  return { x: (PREVIEW_BOX.width - width) / 2, y: (PREVIEW_BOX.height - height) / 2, width, height, scale };
}
