// Background artwork for the PDF: each side's image embedded once and drawn by reference on
// every page, plus (only with bleed) the artwork mirrored at each trim edge into the card's
// bleed, without rescaling or shifting the artwork inside the trim.

import sharp from "sharp";
import {
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
} from "pdf-lib";
import type { Rect } from "@ar/card-layout";
import { DESIGN_INPUT } from "./sharp-io";

export interface PdfArtwork {
  image: PDFImage;
}

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8;

/** Embeds JPEG and PNG as they are; other formats, and rotated JPEGs, go through sharp once. */
export async function embedArtwork(pdf: PDFDocument, source: Buffer): Promise<PdfArtwork> {
  if (isPng(source)) return { image: await pdf.embedPng(source) };
  const meta = isJpeg(source) ? await sharp(source, DESIGN_INPUT).metadata() : undefined;
  if (meta && (meta.orientation ?? 1) === 1) return { image: await pdf.embedJpg(source) };
  const upright = await sharp(source, DESIGN_INPUT)
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { image: await pdf.embedJpg(upright) };
}

/**
 * The card's bleed: on every side (and corner) a strip `bleed` wide of the artwork mirrored
 * about that trim edge, clipped to the strip. What runs into the bleed is the picture's own
 * continuation as seen in a mirror, so a cut that drifts shows more of the same picture, not
 * white paper and not the smeared streaks of a stretched edge row. The strips reference the
 * image embedded once (a transform and a clip each), so the file does not grow with the bleed.
 * `card` is in top-down trim coordinates; `toPdf` maps a top-down rect to PDF's bottom-up one.
 */
export function drawMirroredBleed(
  page: PDFPage,
  art: PdfArtwork,
  card: Rect,
  bleed: number,
  toPdf: (r: Rect) => Rect,
): void {
  const c = toPdf(card);
  for (const dx of [-1, 0, 1] as const) {
    for (const dy of [-1, 0, 1] as const) {
      if (dx === 0 && dy === 0) continue;
      // In PDF space (y up): dy = 1 is the strip above the card.
      const strip = {
        x: dx < 0 ? c.x - bleed : dx > 0 ? c.x + c.width : c.x,
        y: dy < 0 ? c.y - bleed : dy > 0 ? c.y + c.height : c.y,
        width: dx === 0 ? c.width : bleed,
        height: dy === 0 ? c.height : bleed,
      };
      page.pushOperators(
        pushGraphicsState(),
        rectangle(strip.x, strip.y, strip.width, strip.height),
        clip(),
        endPath(),
      );
      // A negative size draws the image flipped, starting from the far side of the mirror line.
      page.drawImage(art.image, {
        x: dx > 0 ? c.x + 2 * c.width : c.x,
        y: dy > 0 ? c.y + 2 * c.height : c.y,
        width: dx === 0 ? c.width : -c.width,
        height: dy === 0 ? c.height : -c.height,
      });
      page.pushOperators(popGraphicsState());
    }
  }
}
