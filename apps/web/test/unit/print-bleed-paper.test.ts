// The print dialog with bleed (issue "Printing"): the preview, the sheet count and the "How to
// print it" list use the PDF's layout with the bleed gutter, say the PDF page size and the paper
// it needs; and the dialog's remembered settings come back as they were, bad ones ignored.
import { describe, expect, it } from "vitest";
import { DEFAULT_CUT_OPTIONS, cardRects } from "@ar/card-layout";
import { paperAdvice, paperAdviceLines } from "../../app/components/print/paper-advice";
import { derivePlacement } from "../../app/components/print/placement-form";
import { rememberedOf, restorePlacement } from "../../app/components/print/placement-memory";
import { printInstructions } from "../../app/components/print/print-instructions";
import { base, withValues } from "./print-placement-values";

// 4:3 artwork: a 10.5 cm card is 7.875 cm tall.
const design = { frontAspect: 4 / 3, twoSided: false };
const a4 = { template: "A4" as const, width: "21", height: "29.6", cardWidth: "10.5", format: "pdf" as const };

describe("layout with bleed", () => {
  it("spaces the cards 6 mm apart, so 10.5 cm cards fit 1 across on A4 instead of 2", () => {
    const plain = derivePlacement(withValues({ ...a4, bleed: false }), design);
    const bled = derivePlacement(withValues({ ...a4, bleed: true }), design);
    expect([plain.layout.columns, plain.layout.rows]).toEqual([2, 3]);
    expect([bled.layout.columns, bled.layout.rows]).toEqual([1, 3]);
    const [first, second] = cardRects(bled.layout);
    expect(second!.y - (first!.y + first!.height)).toBeCloseTo(0.6);
    // JPEG output never has bleed: the box is ignored there.
    expect(derivePlacement(withValues({ ...a4, format: "images", bleed: true }), design).layout.columns).toBe(2);
  });

  it("the finished export's instructions count sheets with the same layout and name A3 for the A4 PDF with bleed", () => {
    const cut = { ...DEFAULT_CUT_OPTIONS, template: "A4" as const, width: 21, height: 29.6 };
    const facts = { cardWidthCm: 10.5, frontSize: { width: 800, height: 600 }, twoSided: false };
    const plain = printInstructions({ ...facts, options: { count: 6, cut, format: "pdf", bleed: false } });
    const bled = printInstructions({ ...facts, options: { count: 6, cut, format: "pdf", bleed: true } });
    expect(plain).toMatchObject({ sheets: 1, bleed: false, paper: { width: 21, height: 29.6, paper: "A4" } });
    expect(bled).toMatchObject({
      sheets: 2,
      bleed: true,
      paper: { width: 22.6, height: 31.2, paper: "A3", shrink: { paper: "A4", percent: 92 } },
    });
  });
});

describe("paper advice", () => {
  const cm = (n: number) => String(n);
  it("A4 with bleed: the page size, A3 at actual size, and how much 'Fit to page' on A4 shrinks", () => {
    expect(paperAdviceLines(paperAdvice({ width: 21, height: 29.6 }, true), cm)).toEqual([
      { key: "printDialog.paper.bleedPage", values: { width: "22.6", height: "31.2" } },
      { key: "printDialog.paper.printOn", values: { paper: "A3" } },
      { key: "printDialog.paper.shrink", values: { paper: "A4", percent: 92 } },
    ]);
  });
  it("without bleed the sheet's own paper, and past A0 a roll", () => {
    expect(paperAdvice({ width: 29.6, height: 42 }, false)).toEqual({
      width: 29.6,
      height: 42,
      bleed: false,
      paper: "A3",
    });
    expect(paperAdviceLines(paperAdvice({ width: 85, height: 85 }, true), cm).map((l) => l.key)).toEqual([
      "printDialog.paper.bleedPage",
      "printDialog.paper.tooLarge",
    ]);
  });
});

describe("remembered dialog settings", () => {
  it("come back as chosen, without the order's count or the collection's card width", () => {
    const chosen = withValues({ ...a4, count: "7", bleed: true, cutLineStyle: "extended", linesColor: "#112233" });
    const stored = JSON.parse(JSON.stringify(rememberedOf(chosen)));
    expect(stored).not.toHaveProperty("count");
    expect(stored).not.toHaveProperty("cardWidth");
    const fresh = withValues({ count: "12", cardWidth: "9" });
    expect(restorePlacement(fresh, stored)).toEqual({ ...chosen, count: "12", cardWidth: "9" });
  });

  it("ignore what the form could not hold", () => {
    const stored = {
      template: "A9",
      placement: "middle",
      linesColor: "red",
      bleed: "yes",
      width: "x".repeat(40),
      height: "20",
    };
    expect(restorePlacement(base, stored)).toEqual({ ...base, height: "20" });
    expect(restorePlacement(base, null)).toEqual(base);
    expect(restorePlacement(base, "A4")).toEqual(base);
  });
});
