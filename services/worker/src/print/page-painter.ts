// What every raster page needs, prepared once per batch: card pixel size, decoded artwork and
// QR paint per side. Sheet and single-card renderers both paint cards through `paintCard`.

import {
  fitCards,
  isSheetTemplate,
  linkedCardHeight,
  qrRectOnCard,
  type CardSide,
  type Rect,
  type SheetLayout,
} from "@ar/card-layout";
import { drawQr } from "./draw-qr";
import { assertPrintableSize } from "./pixel-budget";
import { qrMatrix } from "./qr-matrix";
import { blit, rgbBytes, type RgbImage } from "./raster";
import { decodeBackground, imageSize } from "./sharp-io";
import {
  PrintRenderError,
  type PrintCard,
  type PrintDesign,
  type PrintJob,
  type PrintSideDesign,
  type QrDesign,
} from "./types";

export interface PreparedSide {
  background: RgbImage;
  qr?: { design: QrDesign; dark: Buffer; light: Buffer };
}

export interface PreparedDesign {
  sides: Partial<Record<CardSide, PreparedSide>> & { front: PreparedSide };
  twoSided: boolean;
}

/** Card size in cm; the height follows the front image's aspect unless the design fixes it. */
export async function cardSizeCm(design: PrintDesign): Promise<{ width: number; height: number }> {
  if (design.cardHeightCm && design.cardHeightCm > 0) return { width: design.cardWidthCm, height: design.cardHeightCm };
  const { width, height } = await imageSize(design.front.image);
  return { width: design.cardWidthCm, height: linkedCardHeight(design.cardWidthCm, width, height) };
}

/**
 * Where the cards go, in cm. Sheet templates fit cards on the sheet; template 'none' (and the
 * PDF of single cards) treats one card as its own sheet, so every output shares the same
 * layout and pixel rounding rules. `gutterCm` spaces the cards (the PDF with bleed:
 * card-layout's bleedGutterCm, which the console's preview and sheet count use too).
 */
export async function printLayoutCm(job: PrintJob, gutterCm = 0): Promise<SheetLayout> {
  const card = await cardSizeCm(job.design);
  const sheet = isSheetTemplate(job.cut.template)
    ? { sheetWidth: job.cut.width, sheetHeight: job.cut.height, placement: job.cut.placement }
    : { sheetWidth: card.width, sheetHeight: card.height, placement: "top-left" as const };
  const layout = fitCards({
    ...sheet,
    cardWidth: card.width,
    cardHeight: card.height,
    ...(gutterCm > 0 ? { gutter: gutterCm } : {}),
  });
  if (layout.perSheet === 0) throw new PrintRenderError("No card fits on the sheet");
  assertPrintableSize({
    template: job.cut.template,
    sheetWidth: job.cut.width,
    sheetHeight: job.cut.height,
    cardWidth: card.width,
    cardHeight: card.height,
  });
  return layout;
}

export async function prepareDesign(
  design: PrintDesign,
  cardPx: { width: number; height: number },
): Promise<PreparedDesign> {
  const prepare = async (side: PrintSideDesign): Promise<PreparedSide> => ({
    background: await decodeBackground(side.image, cardPx.width, cardPx.height),
    ...(side.qr
      ? { qr: { design: side.qr, dark: rgbBytes(side.qr.colors.dark), light: rgbBytes(side.qr.colors.light) } }
      : {}),
  });
  const [front, back] = await Promise.all([prepare(design.front), design.back ? prepare(design.back) : undefined]);
  return { sides: back ? { front, back } : { front }, twoSided: Boolean(back) };
}

/** Raw pixels the decoded artwork holds for the whole job (counted in its pixel budget). */
export function artworkPixels(design: PreparedDesign): number {
  return Object.values(design.sides).reduce((sum, side) => sum + side.background.width * side.background.height, 0);
}

/**
 * Artwork, then this card's own QR code at the design's position, size and colours.
 * With `artworkInPlace` the target already holds this side's artwork in `rect` (a reused page
 * of the same kind) and only the QR code, the one per-card part, is painted.
 */
export function paintCard(
  target: RgbImage,
  rect: Rect,
  side: PreparedSide,
  card: PrintCard,
  artworkInPlace = false,
): void {
  if (!artworkInPlace) blit(target, side.background, rect.x, rect.y);
  if (!side.qr) return;
  const place = qrRectOnCard(side.qr.design, side.qr.design.designWidth, rect.width);
  drawQr(target, qrMatrix(card.link), {
    x: rect.x + place.x,
    y: rect.y + place.y,
    size: place.size,
    dark: side.qr.dark,
    light: side.qr.light,
    clip: rect,
  });
}
