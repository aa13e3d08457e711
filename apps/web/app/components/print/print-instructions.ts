// What to tell someone holding a finished export about printing it (issue 23: after an export the
// console said nothing about pages, double-sided printing or which edge to flip). Pure, so the
// rule is unit-tested; the numbers come from @ar/card-layout, as the worker lays the pages out.
import {
  DEFAULT_CARD_WIDTH_CM,
  bleedGutterCm,
  fitCards,
  isSheetTemplate,
  linkedCardHeight,
  sheetsNeeded,
  type CutOptions,
} from "@ar/card-layout";
import { paperAdvice, type PaperAdvice } from "./paper-advice";

export type PrintInstructions =
  /**
   * Sheets (zip of Page-N.jpg or one PDF): `pages` files/pages, fronts and backs interleaved when
   * two-sided; `paper` says the page size and the paper it needs (larger than the sheet with bleed).
   */
  | {
      kind: "sheets";
      format: "images" | "pdf";
      pages: number;
      sheets: number;
      twoSided: boolean;
      bleed: boolean;
      paper: PaperAdvice;
    }
  /** Template none: one image (or PDF page) per card side, printed at the card's size. */
  | {
      kind: "cards";
      format: "images" | "pdf";
      files: number;
      twoSided: boolean;
      cardWidthCm: number;
      cardHeightCm: number;
    };

export type ExportFacts = {
  options: { count: number; cut: CutOptions; format: "images" | "pdf"; bleed?: boolean };
  /** From the collection: card width (cm), the front design's size in design pixels, a back exists. */
  cardWidthCm?: number | null;
  frontSize?: { width: number; height: number } | null;
  twoSided: boolean;
};

/** Null for a CSV export (links, nothing to print). */
export function printInstructions(f: ExportFacts): PrintInstructions | null {
  const { cut, count, format } = f.options;
  if (cut.template === "csv") return null;
  const cardWidth = f.cardWidthCm && f.cardWidthCm > 0 ? f.cardWidthCm : DEFAULT_CARD_WIDTH_CM;
  const cardHeight = f.frontSize ? linkedCardHeight(cardWidth, f.frontSize.width, f.frontSize.height) : cardWidth;
  const round = (n: number) => Math.round(n * 100) / 100;
  if (!isSheetTemplate(cut.template)) {
    return {
      kind: "cards",
      format,
      files: count * (f.twoSided ? 2 : 1),
      twoSided: f.twoSided,
      cardWidthCm: round(cardWidth),
      cardHeightCm: round(cardHeight),
    };
  }
  // With bleed the worker spaces the cards by the bleed gutter: fewer may fit a sheet.
  const bleed = format === "pdf" && Boolean(f.options.bleed);
  const layout = fitCards({
    sheetWidth: cut.width,
    sheetHeight: cut.height,
    cardWidth,
    cardHeight,
    placement: cut.placement,
    ...(bleed ? { gutter: bleedGutterCm(true) } : {}),
  });
  const sheets = sheetsNeeded(count, layout.perSheet);
  return {
    kind: "sheets",
    format,
    sheets,
    pages: sheets * (f.twoSided ? 2 : 1),
    twoSided: f.twoSided,
    bleed,
    paper: paperAdvice({ width: cut.width, height: cut.height }, bleed),
  };
}
