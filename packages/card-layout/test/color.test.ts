import { describe, expect, it } from "vitest";
import {
  QR_CONTRAST_THRESHOLD,
  acceptColorInput,
  contrastRatio,
  hexToRgb,
  isQrContrastLow,
  parseColor,
  parseHexColor,
  relativeLuminance,
  rgbToHex,
} from "../src/index";

describe("colour parsing", () => {
  it("accepts hex with or without '#', 3 or 6 digits, and adds the '#'", () => {
    expect(parseHexColor("#ffffff")).toEqual({ ok: true, value: "#FFFFFF" });
    expect(parseHexColor("00ff00")).toEqual({ ok: true, value: "#00FF00" });
    expect(parseHexColor("abc")).toEqual({ ok: true, value: "#AABBCC" });
    expect(parseHexColor("  #123  ")).toEqual({ ok: true, value: "#112233" });
  });

  it("rejects anything else", () => {
    for (const bad of ["", "#", "#12", "#1234", "ggg", "#12345g", "red", "##fff"]) {
      expect(parseHexColor(bad).ok).toBe(false);
    }
  });

  it("invalid input reverts to the previous value", () => {
    expect(acceptColorInput("#000000", "zzz")).toBe("#000000");
    expect(acceptColorInput("#000000", "fff")).toBe("#FFFFFF");
  });

  it("an rgb component over 255 is 'Invalid color component'", () => {
    expect(parseColor("rgb(256, 0, 0)")).toEqual({ ok: false, error: "Invalid color component" });
    expect(rgbToHex({ r: 0, g: 300, b: 0 })).toEqual({ ok: false, error: "Invalid color component" });
    expect(rgbToHex({ r: -1, g: 0, b: 0 }).ok).toBe(false);
    expect(parseColor("rgb(255, 128, 0)")).toEqual({ ok: true, value: { r: 255, g: 128, b: 0 } });
    expect(parseColor("#ff8000")).toEqual({ ok: true, value: { r: 255, g: 128, b: 0 } });
  });

  it("hex and rgb round-trip", () => {
    expect(hexToRgb("#1a2B3c")).toEqual({ r: 26, g: 43, b: 60 });
    expect(rgbToHex({ r: 26, g: 43, b: 60 })).toEqual({ ok: true, value: "#1A2B3C" });
    expect(() => hexToRgb("nope")).toThrow();
  });
});

describe("WCAG contrast", () => {
  const black = { r: 0, g: 0, b: 0 };
  const white = { r: 255, g: 255, b: 255 };

  it("luminance and ratio match the WCAG reference values", () => {
    expect(relativeLuminance(white)).toBeCloseTo(1);
    expect(relativeLuminance(black)).toBe(0);
    expect(contrastRatio(black, white)).toBeCloseTo(21);
    expect(contrastRatio(white, black)).toBeCloseTo(21);
    expect(contrastRatio(white, white)).toBe(1);
    // #777777 on white is the classic 4.48:1
    expect(contrastRatio(hexToRgb("#777777"), white)).toBeCloseTo(4.48, 2);
  });

  it("warns under a ratio of 10", () => {
    expect(QR_CONTRAST_THRESHOLD).toBe(10);
    expect(isQrContrastLow("#000000", "#FFFFFF")).toBe(false);
    expect(isQrContrastLow("#777777", "#FFFFFF")).toBe(true);
    // #3f3f3f on white is about 10.7, #4a4a4a about 8.9
    expect(isQrContrastLow("#3f3f3f", "#ffffff")).toBe(false);
    expect(isQrContrastLow("#4a4a4a", "#ffffff")).toBe(true);
  });
});
