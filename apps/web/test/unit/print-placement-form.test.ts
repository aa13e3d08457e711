import { describe, expect, it } from "vitest";
import { DEFAULT_CUT_OPTIONS, SHEET_PRESETS } from "@ar/card-layout";

import {
  buildSubmission,
  cardWidthForHeight,
  commitColor,
  derivePlacement,
  editSheetSize,
  initialPlacementValues,
  parseLength,
  selectTemplate,
  showsExtendedFields,
  swapSheet,
} from "../../app/components/print/placement-form";

import { base, design, withValues } from "./print-placement-values";

describe("defaults", () => {
  it("start from the spec's defaults, but with cut lines that show on white paper (issue 23)", () => {
    expect(base).toMatchObject({
      count: "1",
      template: "none",
      width: "21",
      height: "29.7",
      cardWidth: "14.8",
      placement: "center",
      cutLineStyle: "dashed",
      linesColor: "#808080",
      extendedLinesWidth: "2",
      extendedLinesColor: "#000000",
      format: "images",
      bleed: false,
    });
  });

  it("take the count and card width the caller passes", () => {
    expect(initialPlacementValues({ defaultCount: 25, cardWidthCm: 9 })).toMatchObject({ count: "25", cardWidth: "9" });
  });
});

describe("cards count", () => {
  it.each(["", "abc", "1.5", "0", "-3", "2e3"])(
    "rejects %j as invalid ('Input valid value') and submits nothing",
    (count) => {
      const result = buildSubmission(withValues({ count }), design);
      expect(result).toEqual({ ok: false, errors: { count: "invalid" } });
    },
  );

  it("accepts whole numbers, spaces around them included", () => {
    const result = buildSubmission(withValues({ count: " 12 " }), design);
    expect(result.ok && result.value.count).toBe(12);
    expect(result.ok && result.value.cut.count).toBe(12);
  });
});

describe("sheet templates", () => {
  it.each(["A3", "A4", "A5"] as const)("%s fills width and height from the preset", (tpl) => {
    const v = selectTemplate(base, tpl);
    expect(v.template).toBe(tpl);
    expect([Number(v.width), Number(v.height)]).toEqual([SHEET_PRESETS[tpl].width, SHEET_PRESETS[tpl].height]);
  });

  it("Custom, none and csv keep the typed size", () => {
    const typed = withValues({ width: "30", height: "40" });
    for (const tpl of ["Custom", "none", "csv"] as const) {
      expect(selectTemplate(typed, tpl)).toMatchObject({ template: tpl, width: "30", height: "40" });
    }
  });

  it("editing a preset's size makes it Custom; other templates stay", () => {
    expect(editSheetSize(selectTemplate(base, "A4"), "width", "22")).toMatchObject({ template: "Custom", width: "22" });
    expect(editSheetSize(base, "height", "30").template).toBe("none");
  });

  it("swap exchanges width and height and keeps the template", () => {
    const v = swapSheet(selectTemplate(base, "A4"));
    expect(v).toMatchObject({ template: "A4", width: "29.6", height: "21" });
    expect(swapSheet(v)).toMatchObject({ width: "21", height: "29.6" });
  });

  it("sheet fields only count for sheet templates", () => {
    expect(buildSubmission(withValues({ width: "x" }), design).ok).toBe(true);
    const custom = buildSubmission(withValues({ template: "Custom", width: "x", height: "" }), design);
    expect(custom).toEqual({ ok: false, errors: { width: "invalid", height: "invalid" } });
  });

  it("the preview falls back to 21 × 29.7 while a size is not a number", () => {
    const d = derivePlacement(withValues({ template: "Custom", width: "", height: "abc" }), design);
    expect([d.layout.sheetWidth, d.layout.sheetHeight]).toEqual([21, 29.7]);
  });
});

describe("card size", () => {
  it("links the height to the front image's aspect ratio", () => {
    const d = derivePlacement(withValues({ cardWidth: "10" }), { frontAspect: 2, twoSided: false });
    expect(d.cardWidth).toBe(10);
    expect(d.cardHeight).toBe(5);
  });

  it("a typed height sets the width by the same ratio; text that is no length changes nothing", () => {
    const d = derivePlacement(withValues({ cardWidth: "10" }), { frontAspect: 2, twoSided: false });
    expect(cardWidthForHeight("7,5", d)).toBe("15");
    expect(
      derivePlacement(withValues({ cardWidth: cardWidthForHeight("7,5", d)! }), { frontAspect: 2, twoSided: false })
        .cardHeight,
    ).toBe(7.5);
    expect(cardWidthForHeight("3", derivePlacement(base, design))).toBe(
      String(Math.round(3 * (14.8 / 21) * 100) / 100),
    );
    for (const text of ["", "0", "-2", "abc"]) expect(cardWidthForHeight(text, d)).toBeUndefined();
  });

  it("accepts a decimal comma", () => {
    expect(derivePlacement(withValues({ cardWidth: "7,4" }), design).cardWidth).toBeCloseTo(7.4);
    expect(parseLength("0", { allowZero: true })).toBe(0);
    expect(parseLength("0")).toBeUndefined();
  });

  it("rejects a card width that is not a positive number", () => {
    expect(buildSubmission(withValues({ cardWidth: "-1" }), design)).toEqual({
      ok: false,
      errors: { cardWidth: "invalid" },
    });
  });

  it("hands the chosen card size to onSubmit", () => {
    const result = buildSubmission(withValues({ cardWidth: "10" }), { frontAspect: 2, twoSided: false });
    expect(result.ok && [result.value.cardWidthCm, result.value.cardHeightCm]).toEqual([10, 5]);
  });
});

describe("colours", () => {
  it("add the missing '#' and normalise", () => {
    expect(commitColor(base, "linesColor", "ff0000").linesColor).toBe("#FF0000");
    expect(commitColor(base, "extendedLinesColor", "#abc").extendedLinesColor).toBe("#AABBCC");
  });

  it("revert to the previous value on invalid input", () => {
    const red = commitColor(base, "linesColor", "#FF0000");
    expect(commitColor(red, "linesColor", "not a colour").linesColor).toBe("#FF0000");
    expect(commitColor(red, "linesColor", "").linesColor).toBe("#FF0000");
    expect(commitColor(red, "linesColor", "#12345").linesColor).toBe("#FF0000");
  });
});

describe("extended cut line fields", () => {
  it("show only for the extended styles", () => {
    expect(showsExtendedFields("extended")).toBe(true);
    expect(showsExtendedFields("extended-markers")).toBe(true);
    for (const style of ["none", "dashed", "solid", "solid-bold"] as const)
      expect(showsExtendedFields(style)).toBe(false);
  });

  it("are visible and validated only on a sheet template with an extended style", () => {
    const bad = { cutLineStyle: "extended" as const, extendedLinesWidth: "wide" };
    expect(derivePlacement(withValues(bad), design).extendedVisible).toBe(false);
    expect(buildSubmission(withValues(bad), design).ok).toBe(true);
    const onSheet = withValues({ ...bad, template: "A4", width: "21", height: "29.6" });
    expect(derivePlacement(onSheet, design).extendedVisible).toBe(true);
    expect(buildSubmission(onSheet, design)).toEqual({ ok: false, errors: { extendedLinesWidth: "invalid" } });
  });

  it("a hidden margin is sent as the default", () => {
    const result = buildSubmission(withValues({ extendedLinesWidth: "?" }), design);
    expect(result.ok && result.value.cut.extendedLinesWidth).toBe(DEFAULT_CUT_OPTIONS.extendedLinesWidth);
  });
});
