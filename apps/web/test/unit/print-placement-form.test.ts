import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { DEFAULT_CUT_OPTIONS, MAX_CARD_SIDE_CM, MAX_SHEET_SIDE_CM, MIN_CARD_SIDE_CM, SHEET_PRESETS } from "@ar/card-layout";
import { i18nConfig } from "../../app/i18n/config";
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
  submitLabelFor,
  swapSheet,
  type PlacementFormValues,
} from "../../app/components/print/placement-form";
import { checkCardWidthText, sizeErrorMessage } from "../../app/components/print/print-size-messages";

// A5-shaped artwork (14.8 × 21): the default card is exactly an A5.
const design = { frontAspect: 14.8 / 21, twoSided: false };
const base = initialPlacementValues();
const withValues = (patch: Partial<PlacementFormValues>): PlacementFormValues => ({ ...base, ...patch });

describe("defaults", () => {
  it("start from the spec's defaults", () => {
    expect(base).toMatchObject({
      count: "1",
      template: "none",
      width: "21",
      height: "29.7",
      cardWidth: "14.8",
      placement: "center",
      cutLineStyle: "dashed",
      linesColor: "#FFFFFF",
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
  it.each(["", "abc", "1.5", "0", "-3", "2e3"])("rejects %j as invalid ('Input valid value') and submits nothing", (count) => {
    const result = buildSubmission(withValues({ count }), design);
    expect(result).toEqual({ ok: false, errors: { count: "invalid" } });
  });

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
    expect(derivePlacement(withValues({ cardWidth: cardWidthForHeight("7,5", d)! }), { frontAspect: 2, twoSided: false }).cardHeight).toBe(7.5);
    expect(cardWidthForHeight("3", derivePlacement(base, design))).toBe(String(Math.round(3 * (14.8 / 21) * 100) / 100));
    for (const text of ["", "0", "-2", "abc"]) expect(cardWidthForHeight(text, d)).toBeUndefined();
  });

  it("accepts a decimal comma", () => {
    expect(derivePlacement(withValues({ cardWidth: "7,4" }), design).cardWidth).toBeCloseTo(7.4);
    expect(parseLength("0", { allowZero: true })).toBe(0);
    expect(parseLength("0")).toBeUndefined();
  });

  it("rejects a card width that is not a positive number", () => {
    expect(buildSubmission(withValues({ cardWidth: "-1" }), design)).toEqual({ ok: false, errors: { cardWidth: "invalid" } });
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
    for (const style of ["none", "dashed", "solid", "solid-bold"] as const) expect(showsExtendedFields(style)).toBe(false);
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

describe("fit and output", () => {
  it("a sheet that fits no card disables submit and shows zero sheets", () => {
    const v = withValues({ template: "Custom", width: "10", height: "29.7", count: "4" });
    const d = derivePlacement(v, design);
    expect(d.fitsNothing).toBe(true);
    expect(d.canSubmit).toBe(false);
    expect(d.summary).toMatchObject({ unit: "sheets", count: 0 });
    expect(buildSubmission(v, design).ok).toBe(false);
  });

  it("counts sheets for sheet templates (two A6-ish cards per A4, nine cards → five sheets)", () => {
    const v = withValues({ template: "A4", width: "21", height: "29.6", cardWidth: "14.8", count: "9" });
    const d = derivePlacement(v, { frontAspect: 14.8 / 10.5, twoSided: false });
    expect([d.layout.columns, d.layout.rows]).toEqual([1, 2]);
    expect(d.summary).toMatchObject({ unit: "sheets", count: 5 });
  });

  it("counts items without sheets: two per card when two-sided, one line per card for csv", () => {
    expect(derivePlacement(withValues({ count: "3" }), { ...design, twoSided: true }).summary).toMatchObject({ unit: "items", count: 6 });
    expect(derivePlacement(withValues({ count: "3", template: "csv" }), { ...design, twoSided: true }).summary).toMatchObject({ unit: "items", count: 3 });
  });

  it("without sheets a card is its own sheet, so it always fits", () => {
    const d = derivePlacement(withValues({ width: "1", height: "1" }), design);
    expect(d.fitsNothing).toBe(false);
    expect(d.layout.perSheet).toBe(1);
  });

  it("labels the button by template", () => {
    expect(submitLabelFor("none")).toBe("saveSheets");
    expect(submitLabelFor("csv")).toBe("downloadCsv");
    for (const tpl of ["Custom", "A3", "A4", "A5"] as const) expect(submitLabelFor(tpl)).toBe("saveSheets");
    expect(derivePlacement(selectTemplate(base, "A5"), design).submitLabel).toBe("saveSheets");
  });

  it("offers PDF and bleed only on sheets", () => {
    const pdf = withValues({ format: "pdf", bleed: true });
    const none = buildSubmission(pdf, design);
    expect(none.ok && [none.value.format, none.value.bleed]).toEqual(["images", false]);
    const sheet = buildSubmission(selectTemplate(pdf, "A4"), design);
    expect(sheet.ok && [sheet.value.format, sheet.value.bleed]).toEqual(["pdf", true]);
    const noBleed = buildSubmission(selectTemplate({ ...pdf, format: "images" }, "A4"), design);
    expect(noBleed.ok && noBleed.value.bleed).toBe(false);
  });

  it("submits complete cut options for a sheet template", () => {
    const result = buildSubmission(selectTemplate(withValues({ count: "7", placement: "top-left" }), "A3"), design);
    expect(result).toEqual({
      ok: true,
      value: {
        count: 7,
        cut: { ...DEFAULT_CUT_OPTIONS, template: "A3", width: 29.6, height: 42, placement: "top-left", count: 7 },
        format: "images",
        bleed: false,
        cardWidthCm: 14.8,
        cardHeightCm: 21,
      },
    });
  });
});

// Issue 19 §9: the dialog refuses what print.start refuses, by card-layout's own constants
// (print-limits.ts), at once and with the export disabled, instead of a request that fails.
describe("print bounds", () => {
  const custom = (patch: Partial<PlacementFormValues>) => withValues({ template: "Custom", ...patch });

  it("a sheet side over the bound is too_large and disables the export; the bound itself is accepted", () => {
    const over = derivePlacement(custom({ width: "100" }), design);
    expect(over.errors).toEqual({ width: "too_large" });
    expect(over.outOfBounds).toBe(true);
    expect(over.canSubmit).toBe(false);
    expect(buildSubmission(custom({ width: "100" }), design)).toEqual({ ok: false, errors: { width: "too_large" } });
    expect(derivePlacement(custom({ height: String(MAX_SHEET_SIDE_CM + 0.1) }), design).errors).toEqual({ height: "too_large" });
    const edge = derivePlacement(custom({ width: String(MAX_SHEET_SIDE_CM), height: String(MAX_SHEET_SIDE_CM) }), design);
    expect(edge.errors).toEqual({});
    expect(edge.outOfBounds).toBe(false);
    expect(edge.canSubmit).toBe(true);
  });

  it("the sheet bound applies to sheet templates only", () => {
    const none = derivePlacement(withValues({ width: "100" }), design);
    expect(none.errors).toEqual({});
    expect(none.canSubmit).toBe(true);
  });

  it("a card side is 1–42 cm, for every template that prints", () => {
    for (const template of ["none", "Custom"] as const) {
      const big = derivePlacement(withValues({ template, width: "80", height: "80", cardWidth: String(MAX_CARD_SIDE_CM + 1) }), { frontAspect: 1, twoSided: false });
      expect(big.errors).toEqual({ cardWidth: "too_large", cardHeight: "too_large" });
      expect(big.canSubmit).toBe(false);
      const small = derivePlacement(withValues({ template, cardWidth: "0,5" }), { frontAspect: 1, twoSided: false });
      expect(small.errors).toEqual({ cardWidth: "too_small", cardHeight: "too_small" });
      expect(small.canSubmit).toBe(false);
    }
    expect(derivePlacement(withValues({ cardWidth: String(MIN_CARD_SIDE_CM) }), design).errors).toEqual({});
    expect(derivePlacement(withValues({ template: "csv", cardWidth: "500" }), design).errors).toEqual({});
  });

  it("the card's height follows the front's proportions and has the same bound", () => {
    // A tall front (1:4): a 14.8 cm wide card is 59.2 cm high.
    const tall = derivePlacement(withValues({ cardWidth: "14.8" }), { frontAspect: 0.25, twoSided: false });
    expect(tall.errors).toEqual({ cardHeight: "too_large" });
    expect(tall.canSubmit).toBe(false);
  });

  it("a card larger than its sheet names the sheet side it does not fit", () => {
    const narrow = derivePlacement(custom({ width: "10", height: "29.7" }), design);
    expect(narrow.errors).toEqual({ width: "card_does_not_fit" });
    expect(narrow.canSubmit).toBe(false);
    const low = derivePlacement(custom({ width: "21", height: "20" }), design);
    expect(low.errors).toEqual({ height: "card_does_not_fit" });
  });

  it("a card width that is no number only says so (nothing about fitting or the height)", () => {
    const d = derivePlacement(custom({ width: "10", cardWidth: "abc" }), { frontAspect: 0.25, twoSided: false });
    expect(d.errors).toEqual({ cardWidth: "invalid" });
  });

  it("a saved card width out of bounds shows at once when the dialog opens", () => {
    const d = derivePlacement(initialPlacementValues({ cardWidthCm: 50 }), design);
    expect(d.errors.cardWidth).toBe("too_large");
    expect(d.canSubmit).toBe(false);
  });
});

describe("size messages", () => {
  const i18n = i18next.createInstance();
  const say = async (lng: "en" | "ru", m: { key: string; values?: Record<string, string | number> }) => {
    if (!i18n.isInitialized) await i18n.init({ ...i18nConfig, lng: "en" });
    return i18n.getFixedT(lng)(m.key, m.values);
  };

  it("name the bound, in English and Russian", async () => {
    expect(await say("en", sizeErrorMessage("width", "too_large"))).toBe("A sheet side can be at most 85 cm (A1 is 59.4 × 84.1 cm).");
    expect(await say("ru", sizeErrorMessage("height", "too_large"))).toBe("Сторона листа — не больше 85 см (A1 — 59,4 × 84,1 см).");
    expect(await say("en", sizeErrorMessage("cardWidth", "too_large"))).toBe("A card side can be at most 42 cm.");
    expect(await say("ru", sizeErrorMessage("cardHeight", "too_small"))).toBe("Сторона открытки — не меньше 1 см.");
    expect(await say("en", sizeErrorMessage("cardWidth", "invalid"))).toBe("Input valid value");
  });

  it("a card that does not fit names the size the sheet needs", async () => {
    const card = { width: 14.8, height: 20.999 };
    expect(await say("en", sizeErrorMessage("width", "card_does_not_fit", card))).toBe("Narrower than the card: the sheet must be at least 14.8 cm wide.");
    expect(await say("ru", sizeErrorMessage("height", "card_does_not_fit", card))).toBe("Ниже открытки: высота листа должна быть не меньше 21 см.");
  });
});

describe("the editors' card width field", () => {
  it("takes 1–42 cm, a decimal comma included", () => {
    expect(checkCardWidthText(" 9,5 ")).toEqual({ ok: true, cm: 9.5 });
    expect(checkCardWidthText(String(MAX_CARD_SIDE_CM))).toEqual({ ok: true, cm: MAX_CARD_SIDE_CM });
    expect(checkCardWidthText("42.5")).toEqual({ ok: false, code: "too_large" });
    expect(checkCardWidthText("100")).toEqual({ ok: false, code: "too_large" });
    expect(checkCardWidthText("0.9")).toEqual({ ok: false, code: "too_small" });
    for (const text of ["", "abc", "0", "-3", "Infinity"]) expect(checkCardWidthText(text)).toEqual({ ok: false, code: "invalid" });
  });
});
