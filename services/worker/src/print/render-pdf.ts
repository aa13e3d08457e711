// PDF output (pdf-lib): one page per sheet side for sheet templates, one per card side for
// template 'none', at the exact physical size in points. Artwork is embedded once per side
// and referenced from every page; QR codes, cut lines and crop marks are vectors, so 200
// pages stay small and render in about a second.
//
// Page boxes: TrimBox is the sheet (or card). Without bleed, MediaBox = BleedBox = TrimBox.
// With bleed, BleedBox is 3 mm larger on every side, MediaBox 5 mm beyond that, and crop
// marks sit in that outer band, outside the bleed. Backs use the mirrored layout, so a duplex
// print puts each back behind its front.
// With bleed every card gets its own 3 mm of artwork (mirrored at its trim, pdf-artwork.ts) on
// all four sides, and the cards are laid out with card-layout's bleed gutter (6 mm between
// neighbours, the layout the console previews and counts), so no bleed covers another card.

import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { PDFDocument } from "pdf-lib";
import {
  BLEED_MM,
  CROP_MARK_LENGTH_MM,
  PT_PER_CM,
  bleedGutterCm,
  cardEdges,
  cardRects,
  cutLineSegments,
  isSheetTemplate,
  mirrorLayout,
  mmToCm,
  qrRectOnCard,
  scaleLayout,
  sheetPages,
  type CardSide,
  type LineSegment,
  type SheetLayout,
} from "@ar/card-layout";
import { printLayoutCm } from "./page-painter";
import { drawMirroredBleed, embedArtwork, type PdfArtwork } from "./pdf-artwork";
import { cropMarkSegments, drawQrVector, drawSegments, type Flip } from "./pdf-vectors";
import { progressReporter } from "./progress";
import { qrMatrix } from "./qr-matrix";
import type { PrintJob, PrintSideDesign, RenderOptions, RenderResult } from "./types";

export const PDF_BLEED_MM = BLEED_MM;
export const PDF_MARK_LENGTH_MM = CROP_MARK_LENGTH_MM;

const mmToPt = (mm: number) => mmToCm(mm) * PT_PER_CM;

export async function renderPdf(job: PrintJob, out: Writable, options: RenderOptions = {}): Promise<RenderResult> {
  const layout = scaleLayout(await printLayoutCm(job, bleedGutterCm(Boolean(options.bleed))), PT_PER_CM);
  const sheets = isSheetTemplate(job.cut.template);
  const pdf = await PDFDocument.create();
  pdf.setTitle("Cards");
  pdf.setCreator("AR console print renderer");
  const sideDesigns: Partial<Record<CardSide, PrintSideDesign>> = {
    front: job.design.front,
    ...(job.design.back ? { back: job.design.back } : {}),
  };
  const art: Partial<Record<CardSide, PdfArtwork>> = {};
  for (const [side, design] of Object.entries(sideDesigns) as [CardSide, PrintSideDesign][]) {
    art[side] = await embedArtwork(pdf, design.image);
  }
  const twoSided = Boolean(job.design.back);
  const pages = sheetPages(job.cards.length, layout.perSheet, twoSided);
  const bleed = options.bleed ? mmToPt(PDF_BLEED_MM) : 0;
  const margin = options.bleed ? bleed + mmToPt(PDF_MARK_LENGTH_MM) : 0;
  const trim = { width: layout.sheetWidth, height: layout.sheetHeight };
  const flip: Flip = { x: (x) => margin + x, y: (y) => margin + trim.height - y };
  const toPdf = (r: { x: number; y: number; width: number; height: number }) => ({
    x: flip.x(r.x),
    y: flip.y(r.y + r.height),
    width: r.width,
    height: r.height,
  });
  const cutStyle = sheets ? job.cut : { ...job.cut, cutLineStyle: "none" as const };
  // Cut lines and crop marks depend only on the side (backs use the mirrored layout).
  const strokes = (sideLayout: SheetLayout): LineSegment[] => {
    const lines = cutLineSegments(sideLayout, cutStyle, PT_PER_CM);
    if (!options.bleed) return lines;
    // Marks at every card's trim edges (both sides of each gutter), in the band outside the bleed.
    const { xs, ys } = cardEdges(sideLayout);
    return [...lines, ...cropMarkSegments(xs, ys, trim, bleed, margin)];
  };
  const sideStrokes = { front: strokes(layout), back: strokes(mirrorLayout(layout)) };
  const tick = progressReporter(pages.length, options.onProgress, options.signal);

  for (const pageSpec of pages) {
    const side = sideDesigns[pageSpec.side]!;
    const sideArt = art[pageSpec.side]!;
    const page = pdf.addPage([trim.width + 2 * margin, trim.height + 2 * margin]);
    page.setTrimBox(margin, margin, trim.width, trim.height);
    page.setBleedBox(margin - bleed, margin - bleed, trim.width + 2 * bleed, trim.height + 2 * bleed);
    page.setCropBox(0, 0, trim.width + 2 * margin, trim.height + 2 * margin);

    const rects = cardRects(layout, { mirrored: pageSpec.side === "back", limit: pageSpec.cardCount });
    for (const [slot, rect] of rects.entries()) {
      const card = job.cards[pageSpec.firstCard + slot]!;
      if (bleed > 0) drawMirroredBleed(page, sideArt, rect, bleed, toPdf);
      page.drawImage(sideArt.image, toPdf(rect));
      if (side.qr) {
        const q = qrRectOnCard(side.qr, side.qr.designWidth, rect.width);
        const at = { x: rect.x + q.x, y: rect.y + q.y, size: q.size };
        drawQrVector(page, qrMatrix(card.link), at, side.qr.colors, rect, flip);
      }
    }
    drawSegments(page, sideStrokes[pageSpec.side], flip);
    tick();
  }

  const bytes = await pdf.save();
  const done = finished(out);
  out.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  await done;
  return { kind: "pdf", contentType: "application/pdf", files: pages.length };
}
