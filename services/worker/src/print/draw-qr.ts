// A card's QR code as pixel fills on a raster: the light square (quiet zone included),
// then the dark module runs, clipped to the card so a QR placed over the card's edge never
// paints on its neighbour (and repainting only the QR on a reused page stays exact).

import type { Rect } from "@ar/card-layout";
import { darkRuns, moduleEdges, type QrMatrix } from "./qr-matrix";
import { fillRect, type RgbImage } from "./raster";

export interface QrPaint {
  x: number;
  y: number;
  size: number;
  dark: Buffer;
  light: Buffer;
  clip: Rect;
}

export function drawQr(img: RgbImage, matrix: QrMatrix, paint: QrPaint): void {
  const { clip } = paint;
  const fill = (x: number, y: number, w: number, h: number, color: Buffer): void => {
    const x0 = Math.max(x, clip.x);
    const y0 = Math.max(y, clip.y);
    const x1 = Math.min(x + w, clip.x + clip.width);
    const y1 = Math.min(y + h, clip.y + clip.height);
    if (x1 > x0 && y1 > y0) fillRect(img, x0, y0, x1 - x0, y1 - y0, color);
  };
  const x0 = Math.round(paint.x);
  const y0 = Math.round(paint.y);
  const side = Math.round(paint.size);
  fill(x0, y0, side, side, paint.light);
  const ex = moduleEdges(matrix, x0, side, true);
  const ey = moduleEdges(matrix, y0, side, true);
  for (const run of darkRuns(matrix)) {
    const top = ey(run.row);
    const left = ex(run.from);
    fill(left, top, ex(run.to) - left, ey(run.row + 1) - top, paint.dark);
  }
}
