import { describe, expect, it } from "vitest";
import { chooseYStep, yTicks } from "../../app/lib/chart-axis";

describe("chooseYStep", () => {
  it("takes the smallest listed step whose four steps reach the maximum", () => {
    expect(chooseYStep(0)).toBe(5);
    expect(chooseYStep(1)).toBe(5);
    expect(chooseYStep(20)).toBe(5);
    expect(chooseYStep(21)).toBe(10);
    expect(chooseYStep(40)).toBe(10);
    expect(chooseYStep(41)).toBe(25);
    expect(chooseYStep(100)).toBe(25);
    expect(chooseYStep(101)).toBe(50);
    expect(chooseYStep(200)).toBe(50);
    expect(chooseYStep(201)).toBe(100);
    expect(chooseYStep(400)).toBe(100);
    expect(chooseYStep(999)).toBe(250);
    expect(chooseYStep(1000)).toBe(250);
    expect(chooseYStep(2000)).toBe(500);
    expect(chooseYStep(2001)).toBe(1000);
    expect(chooseYStep(4000)).toBe(1000);
  });

  it("keeps the 1-2.5-5 pattern past the listed steps instead of clipping the line", () => {
    expect(chooseYStep(4001)).toBe(2500);
    expect(chooseYStep(20_000)).toBe(5000);
    expect(chooseYStep(40_001)).toBe(25_000);
  });

  it("treats negative and non-finite maxima as an empty chart", () => {
    expect(chooseYStep(-3)).toBe(5);
    expect(chooseYStep(Number.NaN)).toBe(5);
  });
});

describe("yTicks", () => {
  it("gives five ticks from 0 to four steps", () => {
    expect(yTicks(0)).toEqual([0, 5, 10, 15, 20]);
    expect(yTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(yTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(yTicks(3500)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it("always covers the maximum", () => {
    for (let max = 0; max <= 5000; max += 7) {
      const ticks = yTicks(max);
      expect(ticks).toHaveLength(5);
      expect(ticks[4]).toBeGreaterThanOrEqual(max);
    }
  });
});
