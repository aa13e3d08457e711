// How a big export is cut into parts (docs/decisions/0030): every page once, in order, balanced,
// even-sized so a sheet's front and back stay together.
import { describe, expect, it } from "vitest";
import { splitPages } from "../../src/print";

const covers = (ranges: { start: number; end: number }[], total: number) =>
  ranges.every((r, i) => r.start === (i === 0 ? 0 : ranges[i - 1]!.end) && r.end > r.start) &&
  ranges.at(-1)!.end === total;

describe("splitPages", () => {
  it("balances the parts instead of leaving a small last one", () => {
    const ranges = splitPages(250, 100);
    expect(ranges.map((r) => r.end - r.start)).toEqual([84, 84, 82]);
    expect(covers(ranges, 250)).toBe(true);
  });

  it("keeps part sizes even (a two-sided sheet's pages together) and within the limit", () => {
    for (const [total, per] of [
      [101, 100],
      [2000, 100],
      [7, 3],
      [6, 2],
      [1999, 64],
    ] as const) {
      const ranges = splitPages(total, per);
      expect(covers(ranges, total)).toBe(true);
      for (const r of ranges.slice(0, -1)) expect((r.end - r.start) % 2).toBe(0);
      for (const r of ranges) expect(r.end - r.start).toBeLessThanOrEqual(Math.max(2, per - (per % 2)));
    }
    expect(splitPages(2000, 100)).toHaveLength(20);
  });
});
