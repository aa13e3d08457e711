// Vector drawing for the PDF: QR codes as filled rectangles, cut lines and crop marks.
// Coordinates given to these helpers are top-down (like the layout); `flip` maps them.

import {
  clip,
  endPath,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFPage,
} from "pdf-lib";
import { hexToRgb, type LineSegment, type Rect } from "@ar/card-layout";
import { darkRuns, moduleEdges, type QrMatrix } from "./qr-matrix";

export interface Flip {
  /** Top-down x / y inside the trim box → PDF user space. */
  x(x: number): number;
  y(y: number): number;
}

function pdfColor(hex: string) {
  const { r, g, b } = hexToRgb(hex);
  return [r / 255, g / 255, b / 255] as const;
}

/**
 * QR square (quiet zone included) at top-down (x, y): the light square, then one path of dark
 * runs, clipped to the card like the raster renderer's.
 */
export function drawQrVector(
  page: PDFPage,
  matrix: QrMatrix,
  at: { x: number; y: number; size: number },
  colors: { dark: string; light: string },
  card: Rect,
  flip: Flip,
): void {
  const ex = moduleEdges(matrix, at.x, at.size, false);
  const ey = moduleEdges(matrix, at.y, at.size, false);
  const ops = [
    pushGraphicsState(),
    rectangle(flip.x(card.x), flip.y(card.y + card.height), card.width, card.height),
    clip(),
    endPath(),
    setFillingRgbColor(...pdfColor(colors.light)),
    rectangle(flip.x(at.x), flip.y(at.y + at.size), at.size, at.size),
    fill(),
    setFillingRgbColor(...pdfColor(colors.dark)),
  ];
  for (const run of darkRuns(matrix)) {
    const top = ey(run.row);
    const bottom = ey(run.row + 1);
    // All runs in one path and one fill: no seams between rows where modules touch.
    ops.push(rectangle(flip.x(ex(run.from)), flip.y(bottom), ex(run.to) - ex(run.from), bottom - top));
  }
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

export function drawSegments(page: PDFPage, segments: LineSegment[], flip: Flip): void {
  for (const s of segments) {
    page.drawLine({
      start: { x: flip.x(s.x1), y: flip.y(s.y1) },
      end: { x: flip.x(s.x2), y: flip.y(s.y2) },
      thickness: s.width,
      color: rgb(...pdfColor(s.color)),
      ...(s.dash ? { dashArray: [...s.dash], dashPhase: 0 } : {}),
    });
  }
}

export const CROP_MARK_WIDTH_PT = 0.25;

/**
 * Crop marks outside the bleed: for every cut position (the trim edges and each card
 * edge), a short line from the bleed edge to the page edge on both sides of the trim box.
 * `xs`/`ys` are top-down trim coordinates; `bleed` and `margin` (trim → page edge) in points.
 */
export function cropMarkSegments(
  xs: number[],
  ys: number[],
  trim: { width: number; height: number },
  bleed: number,
  margin: number,
): LineSegment[] {
  // A card edge on the trim edge would get a second, identical mark: keep the first of each.
  const unique = (values: number[]) => [...new Map(values.map((v) => [Math.round(v * 1000), v])).values()];
  const mark = { width: CROP_MARK_WIDTH_PT, color: "#000000" };
  const segments: LineSegment[] = [];
  for (const x of unique([0, trim.width, ...xs])) {
    segments.push({ x1: x, y1: -margin, x2: x, y2: -bleed, ...mark });
    segments.push({ x1: x, y1: trim.height + bleed, x2: x, y2: trim.height + margin, ...mark });
  }
  for (const y of unique([0, trim.height, ...ys])) {
    segments.push({ x1: -margin, y1: y, x2: -bleed, y2: y, ...mark });
    segments.push({ x1: trim.width + bleed, y1: y, x2: trim.width + margin, y2: y, ...mark });
  }
  return segments;
}
