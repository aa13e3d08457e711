// Template 'none': every card as its own JPEG (<id>.jpg, or <id>-front.jpg and <id>-back.jpg
// for two-sided cards), at the card's physical size.

import type { Writable } from "node:stream";
import { cardFileName, layoutToPixels, type CardSide } from "@ar/card-layout";
import { writeJpegZip } from "./jpeg-zip";
import { artworkPixels, paintCard, prepareDesign, printLayoutCm } from "./page-painter";
import type { PrintCard, PrintJob, RenderOptions, RenderResult } from "./types";

export async function renderCardsZip(job: PrintJob, out: Writable, options: RenderOptions = {}): Promise<RenderResult> {
  const dpi = options.dpi ?? 300;
  const { cardWidth: width, cardHeight: height } = layoutToPixels(await printLayoutCm(job), dpi);
  const design = await prepareDesign(job.design, { width, height });
  const sides: CardSide[] = design.twoSided ? ["front", "back"] : ["front"];
  const pages = job.cards.flatMap((card) => sides.map((side) => ({ card, side })));

  const { files, entries } = await writeJpegZip<{ card: PrintCard; side: CardSide }>(
    {
      pages,
      width,
      height,
      dpi,
      kind: ({ side }) => side,
      paint: (img, { card, side }, sameKind) =>
        paintCard(img, { x: 0, y: 0, width, height }, design.sides[side]!, card, sameKind),
      fileName: ({ card, side }) => cardFileName(card.id, side, design.twoSided),
      // Without a QR code a side is the same picture for every card.
      identical: ({ side }) => !design.sides[side]!.qr,
      artworkPixels: artworkPixels(design),
    },
    out,
    options,
  );
  return { kind: "zip", contentType: "application/zip", files, ...(entries ? { entries } : {}) };
}
