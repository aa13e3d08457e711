// What one print job may ask for (docs/decisions/0018-heavy-work-bounds.md). The raster outputs
// hold whole pages as raw RGB at 300 DPI: a 300 cm sheet is 3.9 GB, so sizes are bounded by what
// a printer takes and by the memory one job may use. The print dialog, the API (print.start and
// the collection's card width) and the worker's renderer all check these same numbers.
import { isSheetTemplate, type SheetTemplate } from "./cut-options";

/** A sheet side: A1 (59.4 × 84.1 cm) fits in either orientation, the largest sheet a print shop feeds. */
export const MAX_SHEET_SIDE_CM = 85;
/** A card side: up to A3's long side; a smaller card has QR modules too small to scan anyway. */
export const MAX_CARD_SIDE_CM = 42;
export const MIN_CARD_SIDE_CM = 1;
/**
 * Raw pixels one raster job may hold at once: the page buffers in flight plus each side's decoded
 * artwork (3 bytes a pixel, so 480 MB). The largest sheet (100.8 Mpx at 300 DPI) with two A3-sized
 * card sides (2 × 24.6 Mpx) fits; the renderer lowers the pages in flight to stay within it.
 */
export const MAX_JOB_PIXELS = 160_000_000;
/**
 * Pixels an uploaded image may declare (a design, a sticker, an AR asset): a 42 cm card at 300 DPI
 * needs about 25 Mpx; anything above is refused at the upload (core uploads/image-pixel-cap.ts),
 * and the worker gives sharp the same limit, so an older file is not decoded past it either.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type PrintSizeField = "width" | "height" | "cardWidth" | "cardHeight";
/** too_large / too_small: over or under the bounds above; card_does_not_fit: the card is larger than its sheet. */
export type PrintSizeCode = "too_large" | "too_small" | "card_does_not_fit";
export type PrintSizeErrors = Partial<Record<PrintSizeField, PrintSizeCode>>;

export interface PrintSize {
  template: SheetTemplate;
  /** Sheet size in cm (read for sheet templates only). */
  sheetWidth: number;
  sheetHeight: number;
  cardWidth: number;
  /** Unknown until the front image's proportions are: then only the width is checked. */
  cardHeight?: number;
}

function side(value: number, min: number, max: number): PrintSizeCode | undefined {
  if (!Number.isFinite(value) || value > max) return "too_large";
  return value < min ? "too_small" : undefined;
}

/** Field → what is wrong with it; empty when the print may be made. The csv template prints nothing. */
export function printSizeErrors(size: PrintSize): PrintSizeErrors {
  if (size.template === "csv") return {};
  const errors: PrintSizeErrors = {};
  const put = (field: PrintSizeField, code: PrintSizeCode | undefined) => {
    if (code && !errors[field]) errors[field] = code;
  };
  put("cardWidth", side(size.cardWidth, MIN_CARD_SIDE_CM, MAX_CARD_SIDE_CM));
  if (size.cardHeight !== undefined) put("cardHeight", side(size.cardHeight, MIN_CARD_SIDE_CM, MAX_CARD_SIDE_CM));
  if (!isSheetTemplate(size.template)) return errors;
  put("width", side(size.sheetWidth, 0, MAX_SHEET_SIDE_CM));
  put("height", side(size.sheetHeight, 0, MAX_SHEET_SIDE_CM));
  // Edge to edge with no rotation (sheet-layout.ts): a card wider or taller than the sheet fits nowhere.
  const slack = 1e-9;
  if (!errors.width && !errors.cardWidth && size.cardWidth > size.sheetWidth + slack) put("width", "card_does_not_fit");
  if (
    size.cardHeight !== undefined &&
    !errors.height &&
    !errors.cardHeight &&
    size.cardHeight > size.sheetHeight + slack
  )
    put("height", "card_does_not_fit");
  return errors;
}
