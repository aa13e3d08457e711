// Cut-line geometry, computed once here so the browser preview canvas, the JPEG renderer and
// the PDF renderer draw the same lines.
//
// Line widths and the dash pattern are the spec's pixel values ("line width 2, 4 for
// solid-bold, dash 50/50") at the 300 DPI print resolution; they are turned into physical
// lengths and scaled to whatever unit the caller draws in, so a preview or a PDF looks like
// the printed sheet.
//
// What each style draws (all segments are axis-aligned, centred on the line they mark):
// - none: nothing.
// - solid / solid-bold / dashed: every card edge, i.e. each grid line of the card block from
//   one side of the block to the other, in `linesColor` (white by default, so the line shows
//   on the artwork where the knife goes).
// - extended: the solid lines above, plus each grid line continued outside the block into the
//   sheet margin, in `extendedLinesColor`, from a gap of `margin` away from the block to the
//   sheet edge. The gap keeps the dark extension off the cards if the cut is slightly off.
// - extended-markers: only short markers outside the block: for each grid line, a piece of
//   EXTENDED_MARKER_LENGTH_CM starting `margin` away from the block (clipped at the sheet
//   edge), in `extendedLinesColor`; nothing is drawn over the cards.
// `margin` is `extendedLinesWidth` in millimetres. The spec's "0.1 of the margin value" is the
// millimetre → centimetre conversion (layout maths is in cm), not a further reduction: a 2 mm
// setting leaves a 2 mm (0.2 cm) gap.
// Where the block touches the sheet edge (top-left placement, or a block that fills the sheet)
// there is no room outside it and that side gets no extension or marker.
// With a gutter between cards (a print with bleed, sheet-layout.ts) each card edge is its own
// line: both sides of every gutter get one, as the knife cuts the waste strip out.

import type { CutLineStyle } from "./cut-options";
import { blockSize, cardEdges, type SheetLayout } from "./sheet-layout";
import { CM_PER_INCH, PRINT_DPI, mmToCm } from "./units";

export interface LineSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: string;
  /** [on, off] lengths, starting "on" at (x1, y1). */
  dash?: [number, number];
}

export interface CutLineOptions {
  cutLineStyle: CutLineStyle;
  linesColor: string;
  /** Extended-style margin in millimetres. */
  extendedLinesWidth: number;
  extendedLinesColor: string;
}

const referencePxToCm = (px: number): number => (px / PRINT_DPI) * CM_PER_INCH;

export const LINE_WIDTH_CM = referencePxToCm(2);
export const BOLD_LINE_WIDTH_CM = referencePxToCm(4);
export const DASH_CM = referencePxToCm(50);
export const EXTENDED_MARKER_LENGTH_CM = 0.5;

/**
 * Cut lines for a layout. `layout` may be in any unit; `unitsPerCm` says how many of its
 * units make a centimetre (1 for a cm layout, PT_PER_CM for points, dpi/2.54 for pixels).
 */
export function cutLineSegments(layout: SheetLayout, options: CutLineOptions, unitsPerCm: number): LineSegment[] {
  const style = options.cutLineStyle;
  if (style === "none" || layout.perSheet === 0) return [];

  const { xs, ys } = cardEdges(layout);
  const block = blockSize(layout);
  const x0 = layout.originX;
  const y0 = layout.originY;
  const x1 = x0 + block.width;
  const y1 = y0 + block.height;
  const width = (style === "solid-bold" ? BOLD_LINE_WIDTH_CM : LINE_WIDTH_CM) * unitsPerCm;

  const segments: LineSegment[] = [];
  if (style !== "extended-markers") {
    const dash: [number, number] | undefined =
      style === "dashed" ? [DASH_CM * unitsPerCm, DASH_CM * unitsPerCm] : undefined;
    const base = { width, color: options.linesColor, ...(dash ? { dash } : {}) };
    for (const x of xs) segments.push({ x1: x, y1: y0, x2: x, y2: y1, ...base });
    for (const y of ys) segments.push({ x1: x0, y1: y, x2: x1, y2: y, ...base });
  }
  if (style !== "extended" && style !== "extended-markers") return segments;

  const gap = mmToCm(options.extendedLinesWidth) * unitsPerCm;
  const reach = style === "extended" ? Infinity : EXTENDED_MARKER_LENGTH_CM * unitsPerCm;
  const color = options.extendedLinesColor;
  const push = (a: number, b: number, fixed: number, vertical: boolean): void => {
    // a..b runs along the line; empty or inverted pieces mean there is no room on that side.
    if (b - a <= 1e-9) return;
    segments.push(
      vertical
        ? { x1: fixed, y1: a, x2: fixed, y2: b, width, color }
        : { x1: a, y1: fixed, x2: b, y2: fixed, width, color },
    );
  };
  for (const x of xs) {
    push(Math.max(0, y0 - gap - reach), y0 - gap, x, true);
    push(y1 + gap, Math.min(layout.sheetHeight, y1 + gap + reach), x, true);
  }
  for (const y of ys) {
    push(Math.max(0, x0 - gap - reach), x0 - gap, y, false);
    push(x1 + gap, Math.min(layout.sheetWidth, x1 + gap + reach), y, false);
  }
  return segments;
}

/**
 * A dashed segment as its solid pieces, for renderers without a dash primitive (the pixel
 * renderer); canvas and PDF can use `dash` directly and get the same pattern.
 */
export function splitDashes(segment: LineSegment): LineSegment[] {
  const { dash, ...solid } = segment;
  if (!dash) return [solid];
  const [on, off] = dash;
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const length = Math.hypot(dx, dy);
  if (length === 0 || on <= 0) return [];
  if (off <= 0) return [solid];
  const pieces: LineSegment[] = [];
  for (let t = 0; t < length; t += on + off) {
    const end = Math.min(t + on, length);
    pieces.push({
      ...solid,
      x1: segment.x1 + (dx * t) / length,
      y1: segment.y1 + (dy * t) / length,
      x2: segment.x1 + (dx * end) / length,
      y2: segment.y1 + (dy * end) / length,
    });
  }
  return pieces;
}
