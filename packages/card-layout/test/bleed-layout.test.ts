// Layout with a gutter (the PDF with bleed): cards spaced by twice the bleed, so each card's bleed
// stops where its neighbour's begins; without a gutter the layout is the edge-to-edge one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLEED_MM,
  bleedGutterCm,
  cardEdges,
  cardRects,
  cutLineSegments,
  fitCards,
  fitToPaperScale,
  layoutToPixels,
  mirrorLayout,
  paperFor,
  pdfPageSizeCm,
  scaleLayout,
  type FitInput,
} from "../src/index";

const bleed = BLEED_MM / 10;
const gutter = bleedGutterCm(true);
const a4 = { sheetWidth: 21, sheetHeight: 29.6, placement: "center" } as const;

describe("layout with a bleed gutter", () => {
  it("spaces the cards by twice the bleed and fits fewer: 10 × 7 cm on A4 is 2 × 4, not 2 × 4 edge to edge of 7.4 cm", () => {
    expect(gutter).toBeCloseTo(0.6);
    const tight = fitCards({ ...a4, cardWidth: 10.5, cardHeight: 7.4 });
    const spaced = fitCards({ ...a4, cardWidth: 10.5, cardHeight: 7.4, gutter });
    expect([tight.columns, tight.rows]).toEqual([2, 4]);
    // 2 × 10.5 + 0.6 > 21 and 4 × 7.4 + 3 × 0.6 > 29.6: one column, three rows.
    expect([spaced.columns, spaced.rows, spaced.perSheet]).toEqual([1, 3, 3]);
    const rects = cardRects(spaced);
    expect(rects[1]!.y - (rects[0]!.y + rects[0]!.height)).toBeCloseTo(gutter);
    // Centred: equal margins around the block of cards and gutters.
    expect(spaced.originY).toBeCloseTo((29.6 - 3 * 7.4 - 2 * gutter) / 2);
  });

  it("no bleed crosses a neighbour's trim and every bleed stays on the sheet's bleed box", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2.5, max: 20, noNaN: true }),
        fc.double({ min: 2.5, max: 20, noNaN: true }),
        fc.constantFrom<"center" | "top-left">("center", "top-left"),
        fc.boolean(),
        (w, h, placement, mirrored) => {
          const layout = fitCards({ ...a4, placement, cardWidth: w, cardHeight: h, gutter });
          const rects = cardRects(mirrored ? mirrorLayout(layout) : layout, { mirrored });
          const grown = rects.map((a) => ({
            x: a.x - bleed,
            y: a.y - bleed,
            width: a.width + 2 * bleed,
            height: a.height + 2 * bleed,
          }));
          const onBleedBox = grown.every(
            (g) => g.x >= -bleed - 1e-9 && g.y >= -bleed - 1e-9 && g.x + g.width <= 21 + bleed + 1e-9,
          );
          const crossing = grown.some((g, i) =>
            rects.some(
              (b, j) =>
                i !== j &&
                g.x < b.x + b.width - 1e-9 &&
                b.x < g.x + g.width - 1e-9 &&
                g.y < b.y + b.height - 1e-9 &&
                b.y < g.y + g.height - 1e-9,
            ),
          );
          return onBleedBox && !crossing;
        },
      ),
      { numRuns: 100 },
    );
  });

  it("cut lines and edges follow both sides of every gutter; the mirrored back lines up", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 6, gutter });
    const { xs, ys } = cardEdges(layout);
    expect(xs).toHaveLength(2 * layout.columns);
    expect(ys).toHaveLength(2 * layout.rows);
    expect(xs[2]! - xs[1]!).toBeCloseTo(gutter);
    const lines = cutLineSegments(
      layout,
      { cutLineStyle: "solid", linesColor: "#FFFFFF", extendedLinesWidth: 2, extendedLinesColor: "#000000" },
      1,
    );
    expect(lines).toHaveLength(xs.length + ys.length);
    // The backs' cards (mirrored slots) sit where the mirrored layout's cut lines go.
    const backs = cardRects(layout, { mirrored: true }).map((r) => Math.round(r.x * 1e6));
    const mirrored = cardRects(mirrorLayout(layout)).map((r) => Math.round(r.x * 1e6));
    expect([...backs].sort()).toEqual([...mirrored].sort());
  });

  it("a gutter of 0 is the edge-to-edge layout, field for field", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 30, noNaN: true }),
        fc.double({ min: 0.5, max: 30, noNaN: true }),
        (w, h) => {
          const input: FitInput = { ...a4, cardWidth: w, cardHeight: h };
          const plain = fitCards(input);
          expect(fitCards({ ...input, gutter: 0 })).toEqual(plain);
          expect(layoutToPixels(fitCards({ ...input, gutter: 0 }), 300)).toEqual(layoutToPixels(plain, 300));
          expect("gutter" in plain).toBe(false);
        },
      ),
    );
  });

  it("scales the gutter with the layout and keeps whole, equal pixels with it", () => {
    const layout = fitCards({ ...a4, cardWidth: 9, cardHeight: 6, gutter });
    expect(scaleLayout(layout, 10).gutter).toBeCloseTo(6);
    const px = layoutToPixels(layout, 300);
    expect(px.gutter).toBe(Math.round((gutter * 300) / 2.54));
    const rects = cardRects(px);
    expect(rects.every((r) => Number.isInteger(r.x) && Number.isInteger(r.y))).toBe(true);
    expect(rects.at(-1)!.x + px.cardWidth).toBeLessThanOrEqual(px.sheetWidth);
  });
});

describe("PDF page and paper", () => {
  it("the A4 preset's PDF with bleed is 22.6 × 31.2 cm and needs A3; without bleed A4 paper holds it", () => {
    const page = pdfPageSizeCm({ width: 21, height: 29.6 }, true);
    expect(page.width).toBeCloseTo(22.6);
    expect(page.height).toBeCloseTo(31.2);
    expect(paperFor(page)).toBe("A3");
    expect(paperFor(pdfPageSizeCm({ width: 21, height: 29.6 }, false))).toBe("A4");
    expect(paperFor({ width: 29.6, height: 21 })).toBe("A4");
    expect(paperFor(pdfPageSizeCm({ width: 14.8, height: 21 }, true))).toBe("A4");
    expect(paperFor({ width: 85, height: 120 })).toBeUndefined();
    // "Fit to page" on A4 shrinks that page to 21 / 22.6 of its size.
    expect(fitToPaperScale(page, "A4")).toBeCloseTo(21 / 22.6);
    expect(fitToPaperScale({ width: 21, height: 29.6 }, "A4")).toBe(1);
  });
});
