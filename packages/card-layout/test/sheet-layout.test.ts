import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardRects,
  fitCards,
  layoutToPixels,
  linkedCardHeight,
  linkedCardWidth,
  mirrorLayout,
  scaleLayout,
  sheetsNeeded,
  type Rect,
  type SheetLayout,
} from "../src/index";

const a4 = { sheetWidth: 21, sheetHeight: 29.7 };

function overlaps(a: Rect, b: Rect, slack = 1e-9): boolean {
  return (
    a.x + a.width > b.x + slack &&
    b.x + b.width > a.x + slack &&
    a.y + a.height > b.y + slack &&
    b.y + b.height > a.y + slack
  );
}

function inside(r: Rect, layout: SheetLayout, slack = 1e-9): boolean {
  return (
    r.x >= -slack &&
    r.y >= -slack &&
    r.x + r.width <= layout.sheetWidth + slack &&
    r.y + r.height <= layout.sheetHeight + slack
  );
}

const placement = fc.constantFrom("top-left" as const, "center" as const);
// Sizes keep the card count in the hundreds so the pairwise overlap checks stay fast.
const fitInput = fc.record({
  sheetWidth: fc.double({ min: 1, max: 60, noNaN: true }),
  sheetHeight: fc.double({ min: 1, max: 60, noNaN: true }),
  cardWidth: fc.double({ min: 2.5, max: 40, noNaN: true }),
  cardHeight: fc.double({ min: 2.5, max: 40, noNaN: true }),
  placement,
});

/** Index pairs of overlapping rectangles (plain loops: expect() per pair is too slow). */
function overlappingPairs(rects: Rect[], slack?: number): number {
  let pairs = 0;
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) if (overlaps(rects[i]!, rects[j]!, slack)) pairs++;
  }
  return pairs;
}

describe("fitCards", () => {
  it("fits whole cards across and down", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 5, placement: "top-left" });
    expect(layout.columns).toBe(2);
    expect(layout.rows).toBe(5);
    expect(layout.perSheet).toBe(10);
    expect(layout.originX).toBe(0);
    expect(layout.originY).toBe(0);
  });

  it("counts a card that fits exactly despite decimal sizes (2 × 14.8 on 29.6)", () => {
    const layout = fitCards({
      sheetWidth: 29.6,
      sheetHeight: 42,
      cardWidth: 14.8,
      cardHeight: 21,
      placement: "center",
    });
    expect(layout.columns).toBe(2);
    expect(layout.rows).toBe(2);
    expect(layout.originX).toBe(0);
  });

  it("centres the block with symmetric margins", () => {
    const layout = fitCards({ ...a4, cardWidth: 14.8, cardHeight: 10, placement: "center" });
    expect(layout.columns).toBe(1);
    expect(layout.rows).toBe(2);
    expect(layout.originX).toBeCloseTo(3.1);
    expect(layout.originY).toBeCloseTo(4.85);
  });

  it("produces nothing when zero cards fit across or down", () => {
    const wide = fitCards({ ...a4, cardWidth: 22, cardHeight: 5, placement: "center" });
    expect(wide.perSheet).toBe(0);
    expect(wide.rows).toBe(0);
    expect(cardRects(wide)).toEqual([]);
    expect(sheetsNeeded(10, wide.perSheet)).toBe(0);
    expect(fitCards({ ...a4, cardWidth: 5, cardHeight: 30, placement: "top-left" }).perSheet).toBe(0);
    expect(fitCards({ ...a4, cardWidth: 0, cardHeight: 5, placement: "top-left" }).perSheet).toBe(0);
  });

  it("property: cards never overlap and never leave the sheet", () => {
    fc.assert(
      fc.property(fitInput, fc.boolean(), (input, mirrored) => {
        const layout = fitCards(input);
        const rects = cardRects(layout, { mirrored });
        expect(rects).toHaveLength(layout.perSheet);
        expect(rects.every((r) => inside(r, layout))).toBe(true);
        expect(overlappingPairs(rects)).toBe(0);
      }),
    );
  });

  it("property: per sheet = per row × per column, each the whole number that fits", () => {
    fc.assert(
      fc.property(fitInput, (input) => {
        const layout = fitCards(input);
        expect(layout.perSheet).toBe(layout.columns * layout.rows);
        if (layout.perSheet > 0) {
          expect(layout.columns * input.cardWidth).toBeLessThanOrEqual(input.sheetWidth + 1e-6);
          expect((layout.columns + 1) * input.cardWidth).toBeGreaterThan(input.sheetWidth);
          expect((layout.rows + 1) * input.cardHeight).toBeGreaterThan(input.sheetHeight);
        }
      }),
    );
  });

  it("property: centred margins are symmetric", () => {
    fc.assert(
      fc.property(fitInput, (input) => {
        const layout = fitCards({ ...input, placement: "center" });
        if (layout.perSheet === 0) return;
        const right = layout.sheetWidth - layout.originX - layout.columns * layout.cardWidth;
        const bottom = layout.sheetHeight - layout.originY - layout.rows * layout.cardHeight;
        expect(Math.abs(right - layout.originX)).toBeLessThan(1e-6);
        expect(Math.abs(bottom - layout.originY)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe("pixel layouts", () => {
  it("A4 at 300 DPI is 2480 × 3508", () => {
    const px = layoutToPixels(fitCards({ ...a4, cardWidth: 14.8, cardHeight: 10.5, placement: "center" }), 300);
    expect([px.sheetWidth, px.sheetHeight]).toEqual([2480, 3508]);
    expect([px.cardWidth, px.cardHeight]).toEqual([1748, 1240]);
    expect(px.originX).toBe(366);
  });

  it("property: whole-pixel cards never overlap, stay on the sheet, keep symmetric margins within a pixel", () => {
    fc.assert(
      fc.property(fitInput, fc.integer({ min: 30, max: 600 }), fc.boolean(), (input, dpi, mirrored) => {
        const px = layoutToPixels(fitCards(input), dpi);
        const rects = cardRects(px, { mirrored });
        expect(rects.every((r) => [r.x, r.y, r.width, r.height].every(Number.isInteger))).toBe(true);
        expect(rects.every((r) => inside(r, px, 0))).toBe(true);
        expect(overlappingPairs(rects, 0)).toBe(0);
        if (input.placement === "center" && px.perSheet > 0) {
          const right = px.sheetWidth - px.originX - px.columns * px.cardWidth;
          expect(Math.abs(right - px.originX)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("scaleLayout multiplies every length", () => {
    const cm = fitCards({ ...a4, cardWidth: 9, cardHeight: 5, placement: "center" });
    const pt = scaleLayout(cm, 10);
    expect(pt.sheetWidth).toBe(210);
    expect(pt.originY).toBeCloseTo(cm.originY * 10);
    expect(pt.perSheet).toBe(cm.perSheet);
  });
});

describe("duplex mirroring", () => {
  it("puts the back of slot i behind its front", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 5, placement: "top-left" });
    const front = cardRects(layout);
    const back = cardRects(layout, { mirrored: true });
    expect(front[0]).toMatchObject({ x: 0, y: 0 });
    expect(back[0]).toMatchObject({ x: 21 - 9, y: 0 });
    expect(back[1]!.x).toBeCloseTo(21 - 18);
    for (const [i, f] of front.entries()) expect(back[i]!.x + back[i]!.width / 2).toBeCloseTo(21 - (f.x + f.width / 2));
  });

  it("mirrorLayout moves the block to the other side", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 5, placement: "top-left" });
    expect(mirrorLayout(layout).originX).toBeCloseTo(3);
    const mirroredRects = cardRects(mirrorLayout(layout));
    const backs = cardRects(layout, { mirrored: true });
    expect(new Set(mirroredRects.map((r) => r.x.toFixed(6)))).toEqual(new Set(backs.map((r) => r.x.toFixed(6))));
  });

  it("limit draws only the cards of a partly filled sheet", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 5, placement: "top-left" });
    expect(cardRects(layout, { limit: 3 })).toHaveLength(3);
  });
});

describe("linked card size and sheet counts", () => {
  it("keeps the front image aspect ratio", () => {
    expect(linkedCardHeight(14.8, 1480, 1000)).toBeCloseTo(10);
    expect(linkedCardWidth(10, 1480, 1000)).toBeCloseTo(14.8);
    expect(linkedCardHeight(14.8, 0, 0)).toBe(14.8);
  });

  it("needs ceil(N / per sheet) sheets", () => {
    expect(sheetsNeeded(200, 2)).toBe(100);
    expect(sheetsNeeded(201, 2)).toBe(101);
    expect(sheetsNeeded(0, 2)).toBe(0);
    expect(sheetsNeeded(5, 0)).toBe(0);
  });
});
