// Card size and QR placement rules of the classic editor, in design pixels (the units of
// `data.frontside/backside` width and height and of `data.frontside.qrPosition`).
// Pure, so the rules are unit-tested directly.
import { clampQrSize, type QrPlacement } from "@ar/card-layout";

export type Size = { width: number; height: number };
export type Side = "front" | "back";

/**
 * Platform spec 4: setting the back image does not change the card size when a front image
 * exists, and vice versa; otherwise the size adopts the new image's natural bounds.
 */
export function nextCardSize(opts: { image: Size; otherSideHasImage: boolean; current: Size | null }): Size {
  return opts.otherSideHasImage && opts.current ? opts.current : { width: opts.image.width, height: opts.image.height };
}

/** Share of the image width the default QR takes; it sits centred near the bottom edge. */
const DEFAULT_QR_SHARE = 0.2;
const DEFAULT_BOTTOM_MARGIN_SHARE = 0.05;

export function defaultQrPlacement(card: Size): QrPlacement {
  const size = Math.round(clampQrSize(card.width * DEFAULT_QR_SHARE));
  const margin = Math.round(card.height * DEFAULT_BOTTOM_MARGIN_SHARE);
  return clampQrPlacement({ x: Math.round((card.width - size) / 2), y: card.height - size - margin, size }, card);
}

/** Size within 60–500 (editors spec 5), then the square kept on the card where it fits. */
export function clampQrPlacement(qr: QrPlacement, card: Size): QrPlacement {
  const size = Math.round(clampQrSize(qr.size));
  const within = (v: number, max: number) =>
    Math.round(Math.min(Math.max(0, max), Math.max(0, Number.isFinite(v) ? v : 0)));
  return { x: within(qr.x, card.width - size), y: within(qr.y, card.height - size), size };
}

/**
 * The QR keeps its place relative to the card when the card size changes: x and the size
 * follow the width, y the height (the renderer scales QR positions by the width of the
 * design they were placed on, so the side stays proportional to the card width).
 */
export function rescaleQr(qr: QrPlacement, from: Size, to: Size): QrPlacement {
  if (!(from.width > 0) || !(from.height > 0)) return clampQrPlacement(qr, to);
  const kx = to.width / from.width;
  const ky = to.height / from.height;
  return clampQrPlacement({ x: qr.x * kx, y: qr.y * ky, size: qr.size * kx }, to);
}

export function sameSize(a: Size | null, b: Size | null): boolean {
  return a === b || (a !== null && b !== null && a.width === b.width && a.height === b.height);
}

/** Width / height, or undefined while a size is unknown. */
export function aspectOf(size: Size | null): number | undefined {
  return size && size.width > 0 && size.height > 0 ? size.width / size.height : undefined;
}

/**
 * Before printing the design must be in the front image's own pixels (the renderer reads the
 * card's aspect from the front image and QR positions against `frontside.width`). When the card
 * size was fixed by the back image first, the card adopts the front's natural size here and the
 * QR moves with it.
 */
export function adoptFrontSize(
  card: Size | null,
  qr: QrPlacement | null,
  front: Size,
): { card: Size; qr: QrPlacement | null } {
  if (card && sameSize(card, front)) return { card, qr };
  return { card: { ...front }, qr: qr && (card ? rescaleQr(qr, card, front) : clampQrPlacement(qr, front)) };
}
