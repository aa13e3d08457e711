// The print placement form: fit, sheet counts, output options and the print bounds.
import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { DEFAULT_CUT_OPTIONS, MAX_CARD_SIDE_CM, MAX_SHEET_SIDE_CM, MIN_CARD_SIDE_CM } from "@ar/card-layout";
import { i18nConfig } from "../../app/i18n/config";
import {
  buildSubmission,
  derivePlacement,
  initialPlacementValues,
  selectTemplate,
  submitLabelFor,
  type PlacementFormValues,
} from "../../app/components/print/placement-form";
import { checkCardWidthText, sizeErrorMessage } from "../../app/components/print/print-size-messages";
import { base, design, withValues } from "./print-placement-values";

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
    expect(derivePlacement(withValues({ count: "3" }), { ...design, twoSided: true }).summary).toMatchObject({
      unit: "items",
      count: 6,
    });
    expect(
      derivePlacement(withValues({ count: "3", template: "csv" }), { ...design, twoSided: true }).summary,
    ).toMatchObject({ unit: "items", count: 3 });
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
        cut: {
          ...DEFAULT_CUT_OPTIONS,
          template: "A3",
          width: 29.6,
          height: 42,
          placement: "top-left",
          linesColor: "#808080",
          count: 7,
        },
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
    expect(derivePlacement(custom({ height: String(MAX_SHEET_SIDE_CM + 0.1) }), design).errors).toEqual({
      height: "too_large",
    });
    const edge = derivePlacement(
      custom({ width: String(MAX_SHEET_SIDE_CM), height: String(MAX_SHEET_SIDE_CM) }),
      design,
    );
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
      const big = derivePlacement(
        withValues({ template, width: "80", height: "80", cardWidth: String(MAX_CARD_SIDE_CM + 1) }),
        { frontAspect: 1, twoSided: false },
      );
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
    expect(await say("en", sizeErrorMessage("width", "too_large"))).toBe(
      "A sheet side can be at most 85 cm (A1 is 59.4 × 84.1 cm).",
    );
    expect(await say("ru", sizeErrorMessage("height", "too_large"))).toBe(
      "Сторона листа — не больше 85 см (A1 — 59,4 × 84,1 см).",
    );
    expect(await say("en", sizeErrorMessage("cardWidth", "too_large"))).toBe("A card side can be at most 42 cm.");
    expect(await say("ru", sizeErrorMessage("cardHeight", "too_small"))).toBe("Сторона открытки — не меньше 1 см.");
    expect(await say("en", sizeErrorMessage("cardWidth", "invalid"))).toBe("Input valid value");
  });

  it("a card that does not fit names the size the sheet needs", async () => {
    const card = { width: 14.8, height: 20.999 };
    expect(await say("en", sizeErrorMessage("width", "card_does_not_fit", card))).toBe(
      "Narrower than the card: the sheet must be at least 14.8 cm wide.",
    );
    expect(await say("ru", sizeErrorMessage("height", "card_does_not_fit", card))).toBe(
      "Ниже открытки: высота листа должна быть не меньше 21 см.",
    );
  });
});

describe("the editors' card width field", () => {
  it("takes 1–42 cm, a decimal comma included", () => {
    expect(checkCardWidthText(" 9,5 ")).toEqual({ ok: true, cm: 9.5 });
    expect(checkCardWidthText(String(MAX_CARD_SIDE_CM))).toEqual({ ok: true, cm: MAX_CARD_SIDE_CM });
    expect(checkCardWidthText("42.5")).toEqual({ ok: false, code: "too_large" });
    expect(checkCardWidthText("100")).toEqual({ ok: false, code: "too_large" });
    expect(checkCardWidthText("0.9")).toEqual({ ok: false, code: "too_small" });
    for (const text of ["", "abc", "0", "-3", "Infinity"])
      expect(checkCardWidthText(text)).toEqual({ ok: false, code: "invalid" });
  });
});

describe("a count above the cards there are (issue 23: 50 asked on a 12-card order)", () => {
  const order = { ...design, maxCount: 12 };
  const a4 = (count: string) => withValues({ count, template: "A4", width: "21", height: "29.6", cardWidth: "7" });

  it("is capped: the result counts the 12 cards, not 50, and says it capped", () => {
    const d = derivePlacement(a4("50"), order);
    expect(d.capped).toBe(true);
    expect(d.maxCount).toBe(12);
    expect(d.count).toEqual({ ok: true, value: 12 });
    expect(d.cut.count).toBe(12);
    // 7 × 9.93 cm cards on A4: 3 × 2 = 6 a sheet → 12 cards are 2 sheets (50 would be 9).
    expect(d.layout.perSheet).toBe(6);
    expect(d.summary).toMatchObject({ unit: "sheets", count: 2 });
    const sub = buildSubmission(a4("50"), order);
    expect(sub.ok && sub.value.count).toBe(12);
    expect(sub.ok && sub.value.cut.count).toBe(12);
  });

  it("below or at the maximum is left as typed; no maximum, no cap", () => {
    expect(derivePlacement(a4("5"), order)).toMatchObject({ capped: false, count: { ok: true, value: 5 } });
    expect(derivePlacement(a4("12"), order)).toMatchObject({ capped: false, count: { ok: true, value: 12 } });
    expect(derivePlacement(a4("50"), design)).toMatchObject({ capped: false, count: { ok: true, value: 50 } });
    expect(derivePlacement(a4("50"), design).maxCount).toBeUndefined();
  });

  it("a text that is no number is still an error, not the maximum", () => {
    const d = derivePlacement(a4("lots"), order);
    expect(d.count.ok).toBe(false);
    expect(d.errors.count).toBe("invalid");
    expect(buildSubmission(a4("lots"), order).ok).toBe(false);
  });
});
