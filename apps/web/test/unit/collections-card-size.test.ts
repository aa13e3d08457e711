import { describe, expect, it } from "vitest";
import {
  adoptFrontSize,
  aspectOf,
  clampQrPlacement,
  defaultQrPlacement,
  nextCardSize,
  rescaleQr,
} from "../../app/components/collections/card-size";

describe("card size rule (platform spec 4)", () => {
  const front = { width: 1000, height: 1400 };
  const back = { width: 800, height: 600 };

  it("adopts the image's bounds when the other side has no image", () => {
    expect(nextCardSize({ image: back, otherSideHasImage: false, current: null })).toEqual(back);
    expect(nextCardSize({ image: back, otherSideHasImage: false, current: front })).toEqual(back);
  });

  it("keeps the size when the other side already has an image", () => {
    expect(nextCardSize({ image: back, otherSideHasImage: true, current: front })).toEqual(front);
    expect(nextCardSize({ image: front, otherSideHasImage: true, current: back })).toEqual(back);
  });

  it("adopts the image when the other side has an image but no size is known yet", () => {
    expect(nextCardSize({ image: back, otherSideHasImage: true, current: null })).toEqual(back);
  });

  it("gives the aspect ratio once a size is known", () => {
    expect(aspectOf(front)).toBeCloseTo(1000 / 1400);
    expect(aspectOf(null)).toBeUndefined();
    expect(aspectOf({ width: 0, height: 10 })).toBeUndefined();
  });
});

describe("QR placement", () => {
  it("defaults to a square of 20% of the width, centred near the bottom", () => {
    const qr = defaultQrPlacement({ width: 1000, height: 1400 });
    expect(qr.size).toBe(200);
    expect(qr.x).toBe(400);
    expect(qr.y).toBe(1400 - 200 - 70);
  });

  it("keeps the default size within 60–500", () => {
    expect(defaultQrPlacement({ width: 200, height: 400 }).size).toBe(60);
    expect(defaultQrPlacement({ width: 5000, height: 5000 }).size).toBe(500);
  });

  it("clamps the size to 60–500 and keeps the square on the card", () => {
    const card = { width: 1000, height: 800 };
    expect(clampQrPlacement({ x: 10, y: 10, size: 20 }, card).size).toBe(60);
    expect(clampQrPlacement({ x: 10, y: 10, size: 900 }, card).size).toBe(500);
    expect(clampQrPlacement({ x: -50, y: -1, size: 100 }, card)).toEqual({ x: 0, y: 0, size: 100 });
    expect(clampQrPlacement({ x: 990, y: 790, size: 100 }, card)).toEqual({ x: 900, y: 700, size: 100 });
    expect(clampQrPlacement({ x: Number.NaN, y: 5, size: Number.NaN }, card)).toEqual({ x: 0, y: 5, size: 60 });
  });

  it("moves with the card when the card size changes", () => {
    const qr = rescaleQr({ x: 400, y: 1130, size: 200 }, { width: 1000, height: 1400 }, { width: 500, height: 700 });
    expect(qr).toEqual({ x: 200, y: 565, size: 100 });
  });

  it("adopts the front image's own size before printing, moving the QR with it", () => {
    const front = { width: 2000, height: 1000 };
    expect(adoptFrontSize({ width: 1000, height: 500 }, { x: 100, y: 100, size: 100 }, front)).toEqual({
      card: front,
      qr: { x: 200, y: 200, size: 200 },
    });
    const same = { width: 2000, height: 1000 };
    const qr = { x: 1, y: 2, size: 80 };
    expect(adoptFrontSize(same, qr, front)).toEqual({ card: same, qr });
    expect(adoptFrontSize(null, null, front)).toEqual({ card: front, qr: null });
  });
});
