// Design canvas maths (editors spec 5 and 9): 700×600 area, QR snapping and clamping, the
// upload dialog's size fields and the crop templates.
import {
  defaultQrOnSide,
  fitInArea,
  initialCrop,
  linkedDimension,
  parseAspect,
  parseDesignDimension,
  snapQr,
  templateAspect,
} from "@ar/card-layout";
import { describe, expect, it } from "vitest";

describe("design area", () => {
  it("fits a side into 700×600, centred", () => {
    expect(fitInArea(1000, 1400)).toEqual({
      x: (700 - 1000 * (600 / 1400)) / 2,
      y: 0,
      width: 1000 * (600 / 1400),
      height: 600,
      scale: 600 / 1400,
    });
    expect(fitInArea(1400, 600)).toMatchObject({ x: 0, width: 700, height: 300, y: 150, scale: 0.5 });
    expect(fitInArea(0, 10).scale).toBe(0);
  });
});

describe("QR on the canvas", () => {
  const side = { width: 1000, height: 1400 };
  it("snaps to the centre within 8 canvas pixels, measured at the drawing scale", () => {
    // At scale 0.5, 8 canvas px are 16 design px.
    expect(snapQr({ x: 415, y: 100, size: 200 }, side, 0.5)).toMatchObject({
      x: 400,
      snappedX: true,
      y: 100,
      snappedY: false,
    });
    expect(snapQr({ x: 417, y: 100, size: 200 }, side, 0.5)).toMatchObject({ x: 417, snappedX: false });
    expect(snapQr({ x: 0, y: 607, size: 200 }, side, 1)).toMatchObject({ y: 600, snappedY: true });
  });

  it("keeps the size within 60–500", () => {
    expect(snapQr({ x: 0, y: 0, size: 900 }, side, 1).size).toBe(500);
    expect(snapQr({ x: 0, y: 0, size: 10 }, side, 1).size).toBe(60);
  });

  it("places a default QR centred near the bottom", () => {
    expect(defaultQrOnSide(side, 160)).toEqual({ x: 420, y: 1400 - 160 - 70, size: 160 });
    expect(defaultQrOnSide(side, 200).size).toBe(200);
    expect(defaultQrOnSide({ width: 100, height: 100 }, 1000)).toEqual({ x: -200, y: 0, size: 500 });
  });
});

describe("upload dialog size fields", () => {
  it("accepts whole pixel numbers and refuses the rest with 'Input the valid number'", () => {
    expect(parseDesignDimension("1200")).toEqual({ ok: true, value: 1200 });
    expect(parseDesignDimension(" 800.4 ")).toEqual({ ok: true, value: 800 });
    for (const bad of ["", "abc", "-5", "12px", "0", "99", "8001"])
      expect(parseDesignDimension(bad)).toEqual({ ok: false, error: "Input the valid number" });
  });

  it("keeps proportions", () => {
    expect(linkedDimension(500, 1000, 1400)).toBe(700);
    expect(linkedDimension(700, 1400, 1000)).toBe(500);
  });
});

describe("crop templates", () => {
  it("reads typed aspects and drops those outside 0.001–1000", () => {
    expect(parseAspect("16:9")).toBeCloseTo(16 / 9);
    expect(parseAspect("3/2")).toBe(1.5);
    expect(parseAspect("1,5")).toBe(1.5);
    expect(parseAspect("2000")).toBeUndefined();
    expect(parseAspect("1:2000")).toBeUndefined();
    expect(parseAspect("wide")).toBeUndefined();
  });

  it("uses none as free, aspect as typed, opposite as the other side's", () => {
    expect(templateAspect("none", "16:9", null)).toBeUndefined();
    expect(templateAspect("aspect", "2:1", null)).toBe(2);
    expect(templateAspect("opposite", "", { width: 1000, height: 500 })).toBe(2);
    expect(templateAspect("opposite", "", null)).toBeUndefined();
  });

  it("starts from the largest centred rectangle of the aspect", () => {
    expect(initialCrop({ width: 1000, height: 1000 }, 2)).toEqual({ x: 0, y: 250, width: 1000, height: 500 });
    expect(initialCrop({ width: 1000, height: 400 }, 1)).toEqual({ x: 300, y: 0, width: 400, height: 400 });
    expect(initialCrop({ width: 300, height: 200 }, undefined)).toEqual({ x: 0, y: 0, width: 300, height: 200 });
  });
});
