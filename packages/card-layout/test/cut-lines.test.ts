import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOLD_LINE_WIDTH_CM,
  CUT_LINE_STYLES,
  DASH_CM,
  EXTENDED_MARKER_LENGTH_CM,
  LINE_WIDTH_CM,
  cardRects,
  cutLineSegments,
  fitCards,
  layoutToPixels,
  pxPerCm,
  splitDashes,
  type CutLineOptions,
  type CutLineStyle,
  type LineSegment,
  type SheetLayout,
} from "../src/index";

const colours = { linesColor: "#FFFFFF", extendedLinesColor: "#000000", extendedLinesWidth: 2 };
const opts = (cutLineStyle: CutLineStyle, extendedLinesWidth = 2): CutLineOptions => ({
  ...colours,
  cutLineStyle,
  extendedLinesWidth,
});
// 2 × 2 cards of 9 × 12 cm centred on A4: block 18 × 24, margins 1.5 and 2.85.
const layout = fitCards({ sheetWidth: 21, sheetHeight: 29.7, cardWidth: 9, cardHeight: 12, placement: "center" });

const isVertical = (s: LineSegment) => s.x1 === s.x2;

describe("cut line styles", () => {
  it("none draws nothing, and nothing is drawn when no card fits", () => {
    expect(cutLineSegments(layout, opts("none"), 1)).toEqual([]);
    const empty = fitCards({ sheetWidth: 5, sheetHeight: 5, cardWidth: 9, cardHeight: 12, placement: "center" });
    expect(cutLineSegments(empty, opts("solid"), 1)).toEqual([]);
  });

  it("solid: one line per grid line across the block, width 2 px at 300 DPI", () => {
    const segs = cutLineSegments(layout, opts("solid"), 1);
    expect(segs).toHaveLength(3 + 3);
    expect(segs.every((s) => s.width === LINE_WIDTH_CM && s.color === "#FFFFFF" && !s.dash)).toBe(true);
    expect(segs.filter(isVertical).map((s) => s.x1)).toEqual([1.5, 10.5, 19.5]);
    const first = segs.find(isVertical)!;
    expect(first.y1).toBeCloseTo(2.85);
    expect(first.y2).toBeCloseTo(2.85 + 24);
    expect(LINE_WIDTH_CM * pxPerCm(300)).toBeCloseTo(2);
  });

  it("solid-bold is 4 px at 300 DPI", () => {
    const segs = cutLineSegments(layout, opts("solid-bold"), pxPerCm(300));
    expect(segs[0]!.width).toBeCloseTo(4);
    expect(BOLD_LINE_WIDTH_CM).toBeCloseTo(2 * LINE_WIDTH_CM);
  });

  it("dashed: a 50/50 px pattern at 300 DPI", () => {
    const segs = cutLineSegments(layout, opts("dashed"), pxPerCm(300));
    expect(segs).toHaveLength(6);
    expect(segs[0]!.dash![0]).toBeCloseTo(50);
    expect(segs[0]!.dash![1]).toBeCloseTo(50);
  });

  it("extended: inner lines plus extensions from the margin gap to the sheet edge", () => {
    const segs = cutLineSegments(layout, opts("extended", 2), 1);
    const outer = segs.filter((s) => s.color === "#000000");
    expect(segs.filter((s) => s.color === "#FFFFFF")).toHaveLength(6);
    // 3 vertical lines × (top + bottom) + 3 horizontal lines × (left + right)
    expect(outer).toHaveLength(12);
    const top = outer.find((s) => isVertical(s) && s.x1 === 1.5 && s.y1 === 0)!;
    expect(top.y2).toBeCloseTo(2.85 - 0.2);
    const right = outer.find((s) => !isVertical(s) && Math.abs(s.y1 - 2.85) < 1e-9 && s.x1 > 19.5)!;
    expect(right.x1).toBeCloseTo(19.7);
    expect(right.x2).toBe(21);
  });

  it("extended-markers: only short markers outside the block", () => {
    const segs = cutLineSegments(layout, opts("extended-markers", 2), 1);
    expect(segs).toHaveLength(12);
    expect(segs.every((s) => s.color === "#000000")).toBe(true);
    const top = segs.find((s) => isVertical(s) && s.y2 < 2.85)!;
    expect(top.y2 - top.y1).toBeCloseTo(EXTENDED_MARKER_LENGTH_CM);
    expect(top.y2).toBeCloseTo(2.65);
    // left margin is 1.5 cm: 0.2 gap + 0.5 marker fits
    const left = segs.find((s) => !isVertical(s) && s.x2 < 1.5)!;
    expect(left.x1).toBeCloseTo(0.8);
  });

  it("extended styles leave out sides where the block touches the sheet edge", () => {
    const topLeft = fitCards({
      sheetWidth: 21,
      sheetHeight: 29.7,
      cardWidth: 9,
      cardHeight: 12,
      placement: "top-left",
    });
    const segs = cutLineSegments(topLeft, opts("extended-markers"), 1);
    expect(segs.every((s) => s.y1 > 0 || s.x1 > 0 || (isVertical(s) ? s.y1 >= 24 : s.x1 >= 18))).toBe(true);
    expect(segs).toHaveLength(6);
  });
});

describe("splitDashes", () => {
  it("splits into on pieces starting at the line start", () => {
    const pieces = splitDashes({ x1: 0, y1: 5, x2: 250, y2: 5, width: 2, color: "#fff", dash: [50, 50] });
    expect(pieces.map((p) => [p.x1, p.x2])).toEqual([
      [0, 50],
      [100, 150],
      [200, 250],
    ]);
    expect(pieces.every((p) => p.dash === undefined)).toBe(true);
  });

  it("keeps solid lines whole", () => {
    const line = { x1: 0, y1: 0, x2: 0, y2: 9, width: 1, color: "#000" };
    expect(splitDashes(line)).toEqual([line]);
  });

  it("the dash covers half of a long line", () => {
    const pieces = splitDashes({ x1: 0, y1: 0, x2: 0, y2: 1000, width: 1, color: "#000", dash: [DASH_CM, DASH_CM] });
    const on = pieces.reduce((sum, p) => sum + p.y2 - p.y1, 0);
    expect(on / 1000).toBeCloseTo(0.5, 2);
  });
});

const fitInput = fc.record({
  sheetWidth: fc.double({ min: 5, max: 60, noNaN: true }),
  sheetHeight: fc.double({ min: 5, max: 60, noNaN: true }),
  cardWidth: fc.double({ min: 2, max: 30, noNaN: true }),
  cardHeight: fc.double({ min: 2, max: 30, noNaN: true }),
  placement: fc.constantFrom("top-left" as const, "center" as const),
});

function onCardEdge(s: LineSegment, l: SheetLayout, eps = 1e-6): boolean {
  const rects = cardRects(l);
  const near = (a: number, b: number) => Math.abs(a - b) <= eps;
  return isVertical(s)
    ? rects.some(
        (r) =>
          (near(s.x1, r.x) || near(s.x1, r.x + r.width)) &&
          s.y1 >= r.y - eps &&
          s.y2 <= l.originY + l.rows * l.cardHeight + eps,
      )
    : rects.some(
        (r) =>
          (near(s.y1, r.y) || near(s.y1, r.y + r.height)) &&
          s.x1 >= r.x - eps &&
          s.x2 <= l.originX + l.columns * l.cardWidth + eps,
      );
}

describe("cut line properties", () => {
  it("solid and dashed lines lie on card edges, inside the block", () => {
    fc.assert(
      fc.property(fitInput, fc.constantFrom<CutLineStyle>("solid", "solid-bold", "dashed"), (input, style) => {
        const l = fitCards(input);
        const segs = cutLineSegments(l, opts(style), 1);
        expect(segs.length).toBe(l.perSheet === 0 ? 0 : l.columns + 1 + l.rows + 1);
        expect(segs.every((s) => onCardEdge(s, l))).toBe(true);
        for (const piece of segs.flatMap(splitDashes)) expect(onCardEdge(piece, l)).toBe(true);
      }),
    );
  });

  it("every style stays on the sheet and draws axis-aligned lines along grid lines", () => {
    fc.assert(
      fc.property(
        fitInput,
        fc.constantFrom(...CUT_LINE_STYLES),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (input, style, margin) => {
          const l = fitCards(input);
          const xs = Array.from({ length: l.columns + 1 }, (_, i) => l.originX + i * l.cardWidth);
          const ys = Array.from({ length: l.rows + 1 }, (_, i) => l.originY + i * l.cardHeight);
          for (const s of cutLineSegments(l, opts(style, margin), 1)) {
            expect(s.x1 === s.x2 || s.y1 === s.y2).toBe(true);
            expect(Math.min(s.x1, s.x2, s.y1, s.y2)).toBeGreaterThanOrEqual(-1e-9);
            expect(Math.max(s.x1, s.x2)).toBeLessThanOrEqual(l.sheetWidth + 1e-9);
            expect(Math.max(s.y1, s.y2)).toBeLessThanOrEqual(l.sheetHeight + 1e-9);
            expect(isVertical(s) ? xs.includes(s.x1) : ys.includes(s.y1)).toBe(true);
          }
        },
      ),
    );
  });

  it("lines computed on a pixel layout land exactly on pixel card edges", () => {
    fc.assert(
      fc.property(fitInput, fc.integer({ min: 30, max: 300 }), (input, dpi) => {
        const px = layoutToPixels(fitCards(input), dpi);
        const segs = cutLineSegments(px, opts("solid"), pxPerCm(dpi));
        expect(segs.every((s) => onCardEdge(s, px, 0) && Number.isInteger(s.x1) && Number.isInteger(s.y1))).toBe(true);
      }),
    );
  });
});
