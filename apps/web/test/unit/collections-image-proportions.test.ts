// Issue 23: the classic editor notices an image of other proportions than the card and fits,
// fills or crops it to the card's shape in the image's own resolution.
import { describe, expect, it } from "vitest";
import { cardShapedCrop, placement, proportionsDiffer } from "../../app/components/collections/image-proportions";

describe("image proportions against the card", () => {
  it("differs only beyond 1 % and only once the card's size is known", () => {
    expect(proportionsDiffer({ width: 500, height: 500 }, { width: 1000, height: 500 })).toBe(true);
    expect(proportionsDiffer({ width: 1000, height: 500 }, { width: 2000, height: 1000 })).toBe(false);
    expect(proportionsDiffer({ width: 1000, height: 503 }, { width: 1000, height: 500 })).toBe(false);
    expect(proportionsDiffer({ width: 1000, height: 520 }, { width: 1000, height: 500 })).toBe(true);
    expect(proportionsDiffer({ width: 500, height: 500 }, null)).toBe(false);
  });

  it("fit keeps the whole image centred on a card-shaped canvas with margins", () => {
    // A square on a 2:1 card: margins left and right.
    expect(placement("fit", { width: 500, height: 500 }, { width: 1000, height: 500 })).toEqual({
      size: { width: 1000, height: 500 },
      source: { x: 0, y: 0, width: 500, height: 500 },
      target: { x: 250, y: 0, width: 500, height: 500 },
    });
    // A wide image on a portrait card: margins above and below.
    const tall = placement("fit", { width: 800, height: 400 }, { width: 600, height: 900 });
    expect(tall.size).toEqual({ width: 800, height: 1200 });
    expect(tall.target).toEqual({ x: 0, y: 400, width: 800, height: 400 });
  });

  it("fill takes the largest centred part of the card's shape, edges cut evenly", () => {
    const p = placement("fill", { width: 500, height: 500 }, { width: 1000, height: 500 });
    expect(p.source).toEqual({ x: 0, y: 125, width: 500, height: 250 });
    expect(p.size).toEqual({ width: 500, height: 250 });
    expect(p.size.width / p.size.height).toBeCloseTo(2, 5);
  });

  it("the crop dialog starts from the card-shaped centre", () => {
    expect(cardShapedCrop({ width: 1200, height: 600 }, { width: 600, height: 600 })).toEqual({
      x: 300,
      y: 0,
      width: 600,
      height: 600,
    });
  });
});
