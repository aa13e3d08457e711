// Bleed and crop marks of the print-ready PDF, shared by the worker that draws them and the
// console that lays the sheet out, counts sheets and tells which paper the file needs.
//
// With bleed every card's artwork runs BLEED_MM past its trim on all four sides, and cards are
// laid out with a gutter of twice that (sheet-layout.ts), so neighbouring bleeds meet halfway
// and never cross a trim. The PDF page is the sheet plus the bleed and a band for the crop
// marks (CROP_MARK_LENGTH_MM) on every side: bigger than the sheet, so an A4 sheet's file does
// not print at actual size on A4 paper. `paperFor` names the smallest ISO paper it fits on.

import { mmToCm } from "./units";

export const BLEED_MM = 3;
export const CROP_MARK_LENGTH_MM = 5;

/** The gap between neighbouring cards in cm: twice the bleed with bleed, none without. */
export function bleedGutterCm(bleed: boolean): number {
  return bleed ? 2 * mmToCm(BLEED_MM) : 0;
}

/** Distance from the sheet's trim to the PDF page edge on each side, in cm. */
export function pageMarginCm(bleed: boolean): number {
  return bleed ? mmToCm(BLEED_MM + CROP_MARK_LENGTH_MM) : 0;
}

/** The PDF page size in cm for a sheet (or a single card) of `size`. */
export function pdfPageSizeCm(
  size: { width: number; height: number },
  bleed: boolean,
): { width: number; height: number } {
  const m = 2 * pageMarginCm(bleed);
  return { width: size.width + m, height: size.height + m };
}

/** ISO 216 A sizes, portrait, in cm, smallest first. */
export const PAPER_SIZES = [
  { name: "A6", width: 10.5, height: 14.8 },
  { name: "A5", width: 14.8, height: 21 },
  { name: "A4", width: 21, height: 29.7 },
  { name: "A3", width: 29.7, height: 42 },
  { name: "A2", width: 42, height: 59.4 },
  { name: "A1", width: 59.4, height: 84.1 },
  { name: "A0", width: 84.1, height: 118.9 },
] as const;

export type PaperName = (typeof PAPER_SIZES)[number]["name"];

/**
 * The smallest paper a page fits on at actual size, either way round; undefined past A0.
 * A preset sheet that is a millimetre short of its paper (the spec's A4 21 × 29.6) fits it.
 */
export function paperFor(page: { width: number; height: number }): PaperName | undefined {
  const eps = 1e-9;
  const short = Math.min(page.width, page.height);
  const long = Math.max(page.width, page.height);
  return PAPER_SIZES.find((p) => short <= p.width + eps && long <= p.height + eps)?.name;
}

/**
 * How much "Fit to page" shrinks a page to fit `paper` (turned to match the page), as a fraction
 * of actual size; 1 when it fits as it is.
 */
export function fitToPaperScale(page: { width: number; height: number }, paper: PaperName): number {
  const p = PAPER_SIZES.find((s) => s.name === paper)!;
  const short = Math.min(page.width, page.height);
  const long = Math.max(page.width, page.height);
  return Math.min(1, p.width / short, p.height / long);
}
