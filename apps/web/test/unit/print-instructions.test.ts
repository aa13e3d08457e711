import { describe, expect, it } from "vitest";
import { DEFAULT_CUT_OPTIONS, type CutOptions } from "@ar/card-layout";
import { printInstructions } from "../../app/components/print/print-instructions";

const cut = (patch: Partial<CutOptions>): CutOptions => ({ ...DEFAULT_CUT_OPTIONS, ...patch });
const a4 = cut({ template: "A4", width: 21, height: 29.6 });
const front = { width: 800, height: 600 };

describe("how to print a finished export (issue 23)", () => {
  it("sheets: pages are sheets × sides; a back means double-sided", () => {
    // 10 × 7.5 cm cards on A4: 2 × 3 = 6 a sheet; 12 cards → 2 sheets.
    expect(
      printInstructions({
        options: { count: 12, cut: a4, format: "images" },
        cardWidthCm: 10,
        frontSize: front,
        twoSided: false,
      }),
    ).toMatchObject({
      kind: "sheets",
      format: "images",
      sheets: 2,
      pages: 2,
      twoSided: false,
      bleed: false,
    });
    expect(
      printInstructions({
        options: { count: 12, cut: a4, format: "pdf" },
        cardWidthCm: 10,
        frontSize: front,
        twoSided: true,
      }),
    ).toMatchObject({
      kind: "sheets",
      format: "pdf",
      sheets: 2,
      pages: 4,
      twoSided: true,
      bleed: false,
    });
    // 13 cards need a third sheet.
    expect(
      printInstructions({
        options: { count: 13, cut: a4, format: "images" },
        cardWidthCm: 10,
        frontSize: front,
        twoSided: true,
      }),
    ).toMatchObject({ sheets: 3, pages: 6 });
  });

  it("uses the spec's default card width when none is saved, and the front's proportions for the height", () => {
    // 14.8 × 11.1 cm on A4: 1 × 2 a sheet → 12 cards are 6 sheets.
    expect(
      printInstructions({
        options: { count: 12, cut: a4, format: "images" },
        cardWidthCm: null,
        frontSize: front,
        twoSided: false,
      }),
    ).toMatchObject({ sheets: 6 });
  });

  it("one image per card: the files and the size to print them at", () => {
    expect(
      printInstructions({
        options: { count: 5, cut: cut({ template: "none" }), format: "images" },
        cardWidthCm: 12,
        frontSize: front,
        twoSided: true,
      }),
    ).toEqual({
      kind: "cards",
      format: "images",
      files: 10,
      twoSided: true,
      cardWidthCm: 12,
      cardHeightCm: 9,
    });
  });

  it("a CSV of links has nothing to print", () => {
    expect(
      printInstructions({
        options: { count: 5, cut: cut({ template: "csv" }), format: "images" },
        cardWidthCm: 12,
        frontSize: front,
        twoSided: false,
      }),
    ).toBeNull();
  });
});
