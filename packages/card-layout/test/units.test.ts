import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PT_PER_CM, cmToPt, cmToPx, pxToCm } from "../src/index";

describe("units", () => {
  it("converts A4 to pixels and points", () => {
    expect(Math.round(cmToPx(21, 300))).toBe(2480);
    expect(cmToPt(2.54)).toBe(72);
    expect(cmToPt(21)).toBeCloseTo(595.28, 2);
    expect(PT_PER_CM).toBeCloseTo(28.3465, 3);
  });

  it("property: cm ↔ px round-trips at any DPI", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.integer({ min: 1, max: 2400 }), (cm, dpi) => {
        expect(pxToCm(cmToPx(cm, dpi), dpi)).toBeCloseTo(cm, 9);
      }),
    );
  });

  it("property: rounding to whole pixels moves a length by at most half a pixel", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.integer({ min: 30, max: 1200 }), (cm, dpi) => {
        const px = Math.round(cmToPx(cm, dpi));
        expect(Math.abs(pxToCm(px, dpi) - cm)).toBeLessThanOrEqual(pxToCm(0.5, dpi) + 1e-9);
      }),
    );
  });
});
