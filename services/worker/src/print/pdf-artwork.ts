// Background artwork for the PDF: each side's image embedded once and drawn by reference on
// every page, plus (only with bleed) its edge pixels stretched outwards so cards that touch
// the trim edge run into the bleed without rescaling or shifting the artwork.

import sharp from "sharp";
import { PDFDocument, rgb, type PDFImage, type PDFPage } from "pdf-lib";
import type { Rect } from "@ar/card-layout";
import { DESIGN_INPUT } from "./sharp-io";

export interface PdfArtwork {
  image: PDFImage;
  /** Lazily built edge strips for bleed; undefined until first needed. */
  edges?: Promise<ArtworkEdges>;
  source: Buffer;
}

interface ArtworkEdges {
  left: PDFImage;
  right: PDFImage;
  top: PDFImage;
  bottom: PDFImage;
  /** Corner pixel colours, 0..1, in the order top-left, top-right, bottom-left, bottom-right. */
  corners: [number, number, number][];
}

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8;

/** Embeds JPEG and PNG as they are; other formats, and rotated JPEGs, go through sharp once. */
export async function embedArtwork(pdf: PDFDocument, source: Buffer): Promise<PdfArtwork> {
  if (isPng(source)) return { image: await pdf.embedPng(source), source };
  const meta = isJpeg(source) ? await sharp(source, DESIGN_INPUT).metadata() : undefined;
  if (meta && (meta.orientation ?? 1) === 1) return { image: await pdf.embedJpg(source), source };
  const upright = await sharp(source, DESIGN_INPUT)
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { image: await pdf.embedJpg(upright), source };
}

async function buildEdges(pdf: PDFDocument, source: Buffer): Promise<ArtworkEdges> {
  const { data, info } = await sharp(source, DESIGN_INPUT)
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const px = (x: number, y: number) => data.subarray((y * w + x) * 3, (y * w + x) * 3 + 3);
  const strip = async (width: number, height: number, at: (i: number) => Buffer) => {
    const buf = Buffer.concat(Array.from({ length: width * height }, (_, i) => at(i)));
    return pdf.embedPng(
      await sharp(buf, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer(),
    );
  };
  const colour = (x: number, y: number): [number, number, number] => {
    const p = px(x, y);
    return [p[0]! / 255, p[1]! / 255, p[2]! / 255];
  };
  return {
    left: await strip(1, h, (i) => px(0, i)),
    right: await strip(1, h, (i) => px(w - 1, i)),
    top: await strip(w, 1, (i) => px(i, 0)),
    bottom: await strip(w, 1, (i) => px(i, h - 1)),
    corners: [colour(0, 0), colour(w - 1, 0), colour(0, h - 1), colour(w - 1, h - 1)],
  };
}

/**
 * Extends a card's artwork by `bleed` on the sides where it touches the trim edge.
 * `card` is in top-down trim coordinates; `toPdf` maps a top-down rect to PDF's bottom-up one.
 */
export async function drawBleedEdges(
  pdf: PDFDocument,
  page: PDFPage,
  art: PdfArtwork,
  card: Rect,
  touches: { left: boolean; right: boolean; top: boolean; bottom: boolean },
  bleed: number,
  toPdf: (r: Rect) => Rect,
): Promise<void> {
  if (!touches.left && !touches.right && !touches.top && !touches.bottom) return;
  art.edges ??= buildEdges(pdf, art.source);
  const e = await art.edges;
  const draw = (image: PDFImage, r: Rect) => page.drawImage(image, toPdf(r));
  const fillCorner = (c: [number, number, number], r: Rect) =>
    page.drawRectangle({ ...toPdf(r), color: rgb(...c), borderWidth: 0 });
  const { x, y, width: w, height: h } = card;
  if (touches.left) draw(e.left, { x: x - bleed, y, width: bleed, height: h });
  if (touches.right) draw(e.right, { x: x + w, y, width: bleed, height: h });
  if (touches.top) draw(e.top, { x, y: y - bleed, width: w, height: bleed });
  if (touches.bottom) draw(e.bottom, { x, y: y + h, width: w, height: bleed });
  const corner = { width: bleed, height: bleed };
  if (touches.top && touches.left) fillCorner(e.corners[0]!, { x: x - bleed, y: y - bleed, ...corner });
  if (touches.top && touches.right) fillCorner(e.corners[1]!, { x: x + w, y: y - bleed, ...corner });
  if (touches.bottom && touches.left) fillCorner(e.corners[2]!, { x: x - bleed, y: y + h, ...corner });
  if (touches.bottom && touches.right) fillCorner(e.corners[3]!, { x: x + w, y: y + h, ...corner });
}
