import { describe, expect, it } from "vitest";
import {
  DEFAULT_CARD_WIDTH_CM,
  DEFAULT_CUT_OPTIONS,
  SHEET_PRESETS,
  applyTemplate,
  isSheetTemplate,
  parseCardCount,
  parsePageSize,
  swapSheetSize,
  validateCutOptions,
} from "../src/index";

describe("defaults and templates", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_CARD_WIDTH_CM).toBe(14.8);
    expect(DEFAULT_CUT_OPTIONS).toEqual({
      template: "none",
      width: 21,
      height: 29.7,
      placement: "center",
      cutLineStyle: "dashed",
      linesColor: "#FFFFFF",
      extendedLinesWidth: 2,
      extendedLinesColor: "#000000",
      count: 1,
    });
  });

  it("presets fill width and height; other templates keep them", () => {
    expect(SHEET_PRESETS).toEqual({
      A3: { width: 29.6, height: 42 },
      A4: { width: 21, height: 29.6 },
      A5: { width: 14.8, height: 21 },
    });
    expect(applyTemplate(DEFAULT_CUT_OPTIONS, "A3")).toMatchObject({ template: "A3", width: 29.6, height: 42 });
    const custom = applyTemplate({ ...DEFAULT_CUT_OPTIONS, width: 10, height: 12 }, "Custom");
    expect(custom).toMatchObject({ template: "Custom", width: 10, height: 12 });
  });

  it("only Custom and presets combine cards on sheets", () => {
    expect(["none", "Custom", "A3", "A4", "A5", "csv"].map((t) => isSheetTemplate(t as never))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("swaps the sheet size", () => {
    expect(swapSheetSize({ ...DEFAULT_CUT_OPTIONS, width: 21, height: 29.7 })).toMatchObject({
      width: 29.7,
      height: 21,
    });
  });
});

describe("field parsing", () => {
  it("page sizes fall back to 21 and 29.7 when empty or non-numeric", () => {
    expect(parsePageSize("", 21)).toBe(21);
    expect(parsePageSize("abc", 29.7)).toBe(29.7);
    expect(parsePageSize(undefined, 21)).toBe(21);
    expect(parsePageSize("0", 21)).toBe(21);
    expect(parsePageSize("15,5", 21)).toBe(15.5);
    expect(parsePageSize(" 30 ", 21)).toBe(30);
    expect(parsePageSize(Number.NaN, 29.7)).toBe(29.7);
  });

  it("card count must be a whole number, else 'Input valid value'", () => {
    expect(parseCardCount("12")).toEqual({ ok: true, value: 12 });
    expect(parseCardCount(" 3 ")).toEqual({ ok: true, value: 3 });
    for (const bad of ["", "abc", "1.5", "1e3", "-2", "0", "12abc"]) {
      expect(parseCardCount(bad)).toEqual({ ok: false, error: "Input valid value" });
    }
  });
});

describe("validateCutOptions", () => {
  it("accepts the defaults and normalises colours", () => {
    const result = validateCutOptions({ ...DEFAULT_CUT_OPTIONS, template: "A4", linesColor: "fff" });
    expect(result).toEqual({ ok: true, value: { ...DEFAULT_CUT_OPTIONS, template: "A4", linesColor: "#FFFFFF" } });
  });

  it("reports each bad field", () => {
    const result = validateCutOptions({
      ...DEFAULT_CUT_OPTIONS,
      template: "A4",
      width: 0,
      placement: "middle",
      linesColor: "zz",
      count: "x",
      extendedLinesWidth: -1,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([
        "count",
        "extendedLinesWidth",
        "linesColor",
        "placement",
        "width",
      ]);
      expect(result.errors.count).toBe("Input valid value");
    }
  });

  it("does not need a sheet size for 'none' and 'csv'", () => {
    const result = validateCutOptions({ ...DEFAULT_CUT_OPTIONS, template: "csv", width: undefined, height: undefined });
    expect(result.ok).toBe(true);
    expect(validateCutOptions(null).ok).toBe(false);
  });
});
