import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampQrSize, constrainCrop, fitPreview, qrRectOnCard, snapToCenter, usableAspectRatio } from "../src/index";

describe("QR size and snapping", () => {
  it("clamps the QR size to 60..500", () => {
    expect(clampQrSize(10)).toBe(60);
    expect(clampQrSize(160)).toBe(160);
    expect(clampQrSize(900)).toBe(500);
    expect(clampQrSize(Number.NaN)).toBe(60);
  });

  it("snaps to the centre within 8 px", () => {
    // container 700, object 100: centred at 300
    expect(snapToCenter(307, 100, 700)).toEqual({ position: 300, snapped: true });
    expect(snapToCenter(292, 100, 700)).toEqual({ position: 300, snapped: true });
    expect(snapToCenter(308, 100, 700)).toEqual({ position: 300, snapped: true });
    expect(snapToCenter(309, 100, 700)).toEqual({ position: 309, snapped: false });
  });

  it("scales a design-pixel QR placement to the card by the design width", () => {
    expect(qrRectOnCard({ x: 100, y: 50, size: 200 }, 1000, 14.8)).toEqual({ x: 1.48, y: 0.74, size: 2.96 });
  });
});

describe("crop limits", () => {
  it("uses an aspect only between 0.001 and 1000", () => {
    expect(usableAspectRatio(0.0009)).toBeUndefined();
    expect(usableAspectRatio(0.001)).toBe(0.001);
    expect(usableAspectRatio(1000)).toBe(1000);
    expect(usableAspectRatio(1001)).toBeUndefined();
    expect(usableAspectRatio(undefined)).toBeUndefined();
  });

  it("keeps at least 100 px, inside the image", () => {
    expect(constrainCrop({ x: 950, y: -5, width: 20, height: 30 }, { width: 1000, height: 800 })).toEqual({
      x: 900,
      y: 0,
      width: 100,
      height: 100,
    });
    expect(constrainCrop({ x: 0, y: 0, width: 20, height: 20 }, { width: 50, height: 60 })).toEqual({
      x: 0,
      y: 0,
      width: 50,
      height: 60,
    });
  });

  it("property: the crop stays inside the image, at least 100 px where possible, at a usable aspect", () => {
    const image = fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
    const rect = fc.record({
      x: fc.integer({ min: -500, max: 4000 }),
      y: fc.integer({ min: -500, max: 4000 }),
      width: fc.integer({ min: 0, max: 5000 }),
      height: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(image, rect, fc.option(fc.double({ min: 0.0001, max: 5000, noNaN: true })), (img, r, aspect) => {
        const c = constrainCrop(r, img, aspect ?? undefined);
        const eps = 1e-6;
        expect(c.x).toBeGreaterThanOrEqual(-eps);
        expect(c.y).toBeGreaterThanOrEqual(-eps);
        expect(c.x + c.width).toBeLessThanOrEqual(img.width + eps);
        expect(c.y + c.height).toBeLessThanOrEqual(img.height + eps);
        const ratio = usableAspectRatio(aspect);
        if (ratio === undefined) {
          expect(c.width).toBeGreaterThanOrEqual(Math.min(100, img.width));
          expect(c.height).toBeGreaterThanOrEqual(Math.min(100, img.height));
        } else {
          expect(c.width / c.height).toBeCloseTo(ratio, 6);
        }
      }),
    );
  });
});

describe("preview box", () => {
  it("fits the sheet into the 400×300 box at 0.8 scale, capped at 200 px", () => {
    const a4 = fitPreview(21, 29.7);
    expect(a4.height).toBeCloseTo(200);
    expect(a4.width).toBeCloseTo(200 * (21 / 29.7));
    expect(a4.x).toBeCloseTo((400 - a4.width) / 2);
    // a long thin strip stays under 0.8 of the box
    const strip = fitPreview(1000, 10);
    expect(strip.width).toBeCloseTo(200);
    const small = fitPreview(500, 400); // px-sized content: 0.8 × min(0.8, 0.75) = 0.6
    expect(small.scale).toBeCloseTo(0.4);
    expect(fitPreview(0, 10).width).toBe(0);
  });
});
