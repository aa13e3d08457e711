import { describe, expect, it } from "vitest";
import {
  MAX_CARD_SIDE_CM,
  MAX_JOB_PIXELS,
  MAX_SHEET_SIDE_CM,
  SHEET_PRESETS,
  cmToPx,
  printSizeErrors,
  type PrintSize,
} from "../src/index";

const a4: PrintSize = { template: "A4", sheetWidth: 21, sheetHeight: 29.6, cardWidth: 14.8, cardHeight: 10.5 };

describe("print size bounds", () => {
  it("accept the presets with the default card, and the largest sheet with the largest card", () => {
    for (const [template, s] of Object.entries(SHEET_PRESETS)) {
      expect(
        printSizeErrors({
          template: template as PrintSize["template"],
          sheetWidth: s.width,
          sheetHeight: s.height,
          cardWidth: 14.8,
          cardHeight: 10.5,
        }),
      ).toEqual({});
    }
    expect(
      printSizeErrors({
        template: "Custom",
        sheetWidth: MAX_SHEET_SIDE_CM,
        sheetHeight: MAX_SHEET_SIDE_CM,
        cardWidth: MAX_CARD_SIDE_CM,
        cardHeight: MAX_CARD_SIDE_CM,
      }),
    ).toEqual({});
  });

  it("refuse a sheet or a card over its bound, naming the field", () => {
    expect(printSizeErrors({ ...a4, template: "Custom", sheetWidth: 100_000 })).toEqual({ width: "too_large" });
    expect(printSizeErrors({ ...a4, template: "Custom", sheetHeight: MAX_SHEET_SIDE_CM + 0.1 })).toEqual({
      height: "too_large",
    });
    expect(printSizeErrors({ ...a4, cardWidth: 1_000_000 })).toEqual({ cardWidth: "too_large" });
    expect(printSizeErrors({ ...a4, cardHeight: 50 })).toEqual({ cardHeight: "too_large" });
    expect(printSizeErrors({ ...a4, cardWidth: 0.5 })).toEqual({ cardWidth: "too_small" });
    expect(printSizeErrors({ ...a4, cardWidth: Number.POSITIVE_INFINITY })).toEqual({ cardWidth: "too_large" });
    expect(printSizeErrors({ ...a4, sheetWidth: Number.NaN })).toEqual({ width: "too_large" });
  });

  it("refuse a card larger than its sheet (it would fit nowhere)", () => {
    expect(
      printSizeErrors({ ...a4, template: "A5", sheetWidth: 14.8, sheetHeight: 21, cardWidth: 20, cardHeight: 10 }),
    ).toEqual({ width: "card_does_not_fit" });
    expect(
      printSizeErrors({ ...a4, template: "A5", sheetWidth: 14.8, sheetHeight: 21, cardWidth: 10, cardHeight: 30 }),
    ).toEqual({ height: "card_does_not_fit" });
    // Exactly as wide as the sheet fits (29.6 / 2 is not exact in binary).
    expect(printSizeErrors({ ...a4, sheetWidth: 29.6, cardWidth: 29.6 / 2 })).toEqual({});
  });

  it("single images check the card only; csv prints nothing", () => {
    expect(printSizeErrors({ ...a4, template: "none", sheetWidth: 100_000 })).toEqual({});
    expect(printSizeErrors({ ...a4, template: "none", cardWidth: 100 })).toEqual({ cardWidth: "too_large" });
    expect(printSizeErrors({ ...a4, template: "csv", cardWidth: 1_000_000 })).toEqual({});
  });

  it("the largest accepted sheet and two largest card sides fit one job's pixel budget at 300 DPI", () => {
    const px = (cm: number) => Math.round(cmToPx(cm, 300));
    expect(px(MAX_SHEET_SIDE_CM) ** 2 + 2 * px(MAX_CARD_SIDE_CM) ** 2).toBeLessThanOrEqual(MAX_JOB_PIXELS);
  });
});
