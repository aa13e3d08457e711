// Sheet templates (A3/A4/A5/Custom): a zip of Page-N.jpg, one JPEG per sheet side at the
// sheet's physical size, cards laid out by @ar/card-layout and cut lines drawn on top.
// Page numbering interleaves fronts and backs (see sheetPages).

import type { Writable } from "node:stream";
import {
  cardRects,
  cutLineSegments,
  layoutToPixels,
  mirrorLayout,
  pageFileName,
  pxPerCm,
  sheetPages,
  type LineSegment,
  type Rect,
  type SheetLayout,
  type SheetPage,
} from "@ar/card-layout";
import { writeJpegZip } from "./jpeg-zip";
import { artworkPixels, paintCard, prepareDesign, printLayoutCm, type PreparedDesign } from "./page-painter";
import { WHITE, drawSegment, fillRect, type RgbImage } from "./raster";
import type { PrintJob, RenderOptions, RenderResult } from "./types";

export async function renderSheetsZip(
  job: PrintJob,
  out: Writable,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const dpi = options.dpi ?? 300;
  const layout = layoutToPixels(await printLayoutCm(job), dpi);
  const design = await prepareDesign(job.design, { width: layout.cardWidth, height: layout.cardHeight });
  const lines = {
    front: cutLineSegments(layout, job.cut, pxPerCm(dpi)),
    back: cutLineSegments(mirrorLayout(layout), job.cut, pxPerCm(dpi)),
  };

  const { files, entries } = await writeJpegZip<SheetPage>(
    {
      pages: sheetPages(job.cards.length, layout.perSheet, design.twoSided),
      width: layout.sheetWidth,
      height: layout.sheetHeight,
      dpi,
      kind: (page) => `${page.side}:${page.cardCount}`,
      paint: (img, page, sameKind) => paintSheet(img, layout, page, design, job, lines[page.side], sameKind),
      fileName: (page) => pageFileName(page.pageNumber),
      // A side without a QR code looks the same on every sheet holding as many cards.
      identical: (page) => !design.sides[page.side]!.qr,
      artworkPixels: artworkPixels(design),
    },
    out,
    options,
  );
  return { kind: "zip", contentType: "application/zip", files, ...(entries ? { entries } : {}) };
}

export function paintSheet(
  img: RgbImage,
  layout: SheetLayout,
  page: SheetPage,
  design: PreparedDesign,
  job: PrintJob,
  lines: LineSegment[],
  sameKind = false,
): void {
  const side = design.sides[page.side]!;
  const rects = cardRects(layout, { mirrored: page.side === "back", limit: page.cardCount });
  // On a buffer that held a sheet of the same kind, paper and artwork are already in place:
  // only the QR codes change, and the lines are redrawn in case a QR code covered one.
  if (!sameKind) paintPaper(img, layout, rects);
  for (const [slot, rect] of rects.entries()) {
    paintCard(img, rect, side, job.cards[page.firstCard + slot]!, sameKind);
  }
  for (const segment of lines) drawSegment(img, segment);
}

/**
 * White paper wherever no card will be drawn. A full sheet's cards cover their block, so
 * only the margins around it are filled (saves a 26 MB memset per A4 page); a partly filled
 * sheet is cleared whole.
 */
function paintPaper(img: RgbImage, layout: SheetLayout, rects: Rect[]): void {
  if (rects.length < layout.perSheet || rects.length === 0) {
    fillRect(img, 0, 0, img.width, img.height, WHITE);
    return;
  }
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  fillRect(img, 0, 0, img.width, top, WHITE);
  fillRect(img, 0, bottom, img.width, img.height - bottom, WHITE);
  fillRect(img, 0, top, left, bottom - top, WHITE);
  fillRect(img, right, top, img.width - right, bottom - top, WHITE);
}
