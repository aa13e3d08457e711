// Which files a print batch produces and what they are called. Shared so the dialog's
// "N sheets / N items" count and the worker's zip agree.

import { isSheetTemplate, type SheetTemplate } from "./cut-options";
import { sheetsNeeded } from "./sheet-layout";

export type CardSide = "front" | "back";

export interface SheetPage {
  /** 1-based number used in the file name Page-N.jpg. */
  pageNumber: number;
  /** 0-based physical sheet. */
  sheetIndex: number;
  side: CardSide;
  /** Index of the first card on this sheet, in batch order. */
  firstCard: number;
  cardCount: number;
}

/**
 * Pages of a sheet batch. Two-sided batches interleave front and back of each physical
 * sheet (Page-1 front of sheet 1, Page-2 its back, Page-3 front of sheet 2, ...): printing
 * the files in name order on a duplex printer then puts each back behind its own front.
 * One-sided batches number the sheets 1..N.
 */
export function sheetPages(cardCount: number, perSheet: number, twoSided: boolean): SheetPage[] {
  const sheets = sheetsNeeded(cardCount, perSheet);
  const sides: CardSide[] = twoSided ? ["front", "back"] : ["front"];
  const pages: SheetPage[] = [];
  for (let sheetIndex = 0; sheetIndex < sheets; sheetIndex++) {
    const firstCard = sheetIndex * perSheet;
    const count = Math.min(perSheet, cardCount - firstCard);
    for (const side of sides) {
      pages.push({ pageNumber: pages.length + 1, sheetIndex, side, firstCard, cardCount: count });
    }
  }
  return pages;
}

export function pageFileName(pageNumber: number): string {
  return `Page-${pageNumber}.jpg`;
}

/** `<id>.jpg` for one-sided cards, `<id>-front.jpg` / `<id>-back.jpg` for two-sided ones. */
export function cardFileName(cardId: string | number, side: CardSide, twoSided: boolean): string {
  return twoSided ? `${cardId}-${side}.jpg` : `${cardId}.jpg`;
}

export interface OutputSummary {
  /** What the dialog counts: physical sheets, or items (card images / CSV lines). */
  unit: "sheets" | "items";
  count: number;
  buttonLabel: "Save sheets" | "Download as CSV";
}

/** The count and button text under the print dialog's preview. */
export function outputSummary(
  template: SheetTemplate,
  cardCount: number,
  perSheet: number,
  twoSided: boolean,
): OutputSummary {
  if (template === "csv") return { unit: "items", count: cardCount, buttonLabel: "Download as CSV" };
  if (!isSheetTemplate(template)) {
    return { unit: "items", count: cardCount * (twoSided ? 2 : 1), buttonLabel: "Save sheets" };
  }
  return { unit: "sheets", count: sheetsNeeded(cardCount, perSheet), buttonLabel: "Save sheets" };
}
