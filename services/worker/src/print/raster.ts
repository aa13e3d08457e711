// Pixel operations on packed RGB buffers (3 bytes a pixel, no padding), the format sharp
// reads and writes with `.raw()`. Composing a sheet here and encoding it once is what makes
// the renderer fast: sharp composite() of full-size card images was several times slower.

import { hexToRgb, splitDashes, type LineSegment } from "@ar/card-layout";

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A colour as the 3 bytes to repeat with Buffer.fill. */
export function rgbBytes(hex: string): Buffer {
  const { r, g, b } = hexToRgb(hex);
  return Buffer.from([r, g, b]);
}

export const WHITE = Buffer.from([255, 255, 255]);

/** Fills a rectangle, clipped to the image. */
export function fillRect(img: RgbImage, x: number, y: number, w: number, h: number, color: Buffer): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(img.width, Math.round(x + w));
  const y1 = Math.min(img.height, Math.round(y + h));
  if (x1 <= x0 || y1 <= y0) return;
  const stride = img.width * 3;
  const start = y0 * stride + x0 * 3;
  const rowBytes = (x1 - x0) * 3;
  img.data.fill(color, start, start + rowBytes);
  // Further rows copy the first one: one memcpy a row instead of a pattern fill.
  for (let row = y0 + 1; row < y1; row++) {
    img.data.copyWithin(row * stride + x0 * 3, start, start + rowBytes);
  }
}

/** Copies `src` into `dst` with its top-left corner at (x, y), row by row, clipped. */
export function blit(dst: RgbImage, src: RgbImage, x: number, y: number): void {
  const sx = Math.max(0, -x);
  const sy = Math.max(0, -y);
  const w = Math.min(src.width - sx, dst.width - Math.max(0, x));
  const h = Math.min(src.height - sy, dst.height - Math.max(0, y));
  if (w <= 0 || h <= 0) return;
  const dstStride = dst.width * 3;
  const srcStride = src.width * 3;
  const dx = Math.max(0, x);
  const dy = Math.max(0, y);
  if (w === src.width && w === dst.width) {
    // Same width: the rows are contiguous in both buffers, one copy does them all.
    src.data.copy(dst.data, dy * dstStride, sy * srcStride, (sy + h) * srcStride);
    return;
  }
  for (let row = 0; row < h; row++) {
    const from = (sy + row) * srcStride + sx * 3;
    src.data.copy(dst.data, (dy + row) * dstStride + dx * 3, from, from + w * 3);
  }
}

/**
 * Draws an axis-aligned line segment (all cut lines are) as a filled rectangle centred on
 * the line, at least one pixel wide so low-resolution renders still show it. Dashed lines are
 * split into their solid pieces first.
 */
export function drawSegment(img: RgbImage, segment: LineSegment): void {
  const color = rgbBytes(segment.color);
  const width = Math.max(1, Math.round(segment.width));
  for (const piece of splitDashes(segment)) {
    const vertical = piece.x1 === piece.x2;
    if (!vertical && piece.y1 !== piece.y2) throw new Error("Only axis-aligned cut lines are supported");
    if (vertical) {
      const top = Math.round(Math.min(piece.y1, piece.y2));
      const bottom = Math.round(Math.max(piece.y1, piece.y2));
      fillRect(img, Math.round(piece.x1 - width / 2), top, width, bottom - top, color);
    } else {
      const left = Math.round(Math.min(piece.x1, piece.x2));
      const right = Math.round(Math.max(piece.x1, piece.x2));
      fillRect(img, left, Math.round(piece.y1 - width / 2), right - left, width, color);
    }
  }
}

/**
 * Fixed-size page buffers reused between pages, so a long batch does not churn 26 MB
 * allocations. Each free buffer remembers what kind of page it last held; `take` prefers one
 * of the requested kind, whose background, margins and lines are then already in place.
 * Up to `capacity` buffers exist: one more than the pages in flight, so with fronts and backs
 * alternating there is a free buffer of each kind whatever the number in flight.
 */
export class BufferPool {
  private readonly free: { data: Buffer; kind: string | undefined }[] = [];
  private allocated = 0;
  constructor(
    private readonly size: number,
    private readonly capacity: number,
  ) {}

  take(kind: string): { data: Buffer; holdsKind: boolean } {
    const index = this.free.findIndex((entry) => entry.kind === kind);
    if (index >= 0) return { data: this.free.splice(index, 1)[0]!.data, holdsKind: true };
    const any = this.allocated < this.capacity ? undefined : this.free.pop();
    if (any) return { data: any.data, holdsKind: false };
    this.allocated++;
    return { data: Buffer.allocUnsafe(this.size), holdsKind: false };
  }

  /** `kind` undefined: the content is unknown (painting failed part way). */
  give(data: Buffer, kind: string | undefined): void {
    this.free.push({ data, kind });
  }
}
