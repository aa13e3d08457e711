import { describe, expect, it } from "vitest";
import { paginationSlots, slotsForWidth, type PaginationSlot } from "../../app/components/ui/pagination";

/** Slots as text: page numbers and "…" for gaps. */
const show = (slots: PaginationSlot[]) => slots.map((s) => (s.type === "page" ? String(s.page) : "…")).join(" ");

describe("slotsForWidth (spec 9: 8, 7 or 6 slots above 348 or 312 px)", () => {
  it("picks the count by the container width", () => {
    expect(slotsForWidth(1000)).toBe(8);
    expect(slotsForWidth(349)).toBe(8);
    expect(slotsForWidth(348)).toBe(7);
    expect(slotsForWidth(313)).toBe(7);
    expect(slotsForWidth(312)).toBe(6);
    expect(slotsForWidth(0)).toBe(6);
  });
});

describe("paginationSlots", () => {
  it("lists every page when they fit", () => {
    expect(show(paginationSlots(1, 1, 8))).toBe("1");
    expect(show(paginationSlots(3, 5, 8))).toBe("1 2 3 4 5");
    expect(show(paginationSlots(8, 8, 8))).toBe("1 2 3 4 5 6 7 8");
    expect(show(paginationSlots(2, 6, 6))).toBe("1 2 3 4 5 6");
  });

  it("shows the start, a gap and the last page near the beginning", () => {
    expect(show(paginationSlots(1, 20, 8))).toBe("1 2 3 4 5 6 … 20");
    expect(show(paginationSlots(4, 20, 8))).toBe("1 2 3 4 5 6 … 20");
    expect(show(paginationSlots(1, 9, 8))).toBe("1 2 3 4 5 6 … 9");
  });

  it("shows a window around the current page in the middle", () => {
    expect(show(paginationSlots(10, 20, 8))).toBe("1 … 9 10 11 12 … 20");
    expect(show(paginationSlots(10, 20, 7))).toBe("1 … 9 10 11 … 20");
    expect(show(paginationSlots(10, 20, 6))).toBe("1 … 10 11 … 20");
  });

  it("shows the first page, a gap and the end near the end", () => {
    expect(show(paginationSlots(20, 20, 8))).toBe("1 … 15 16 17 18 19 20");
    expect(show(paginationSlots(16, 20, 8))).toBe("1 … 15 16 17 18 19 20");
    expect(show(paginationSlots(20, 20, 6))).toBe("1 … 17 18 19 20");
  });

  it("always fills exactly the given slots, holds the current page, and never hides a single page behind a gap", () => {
    for (const slots of [6, 7, 8]) {
      for (let count = 1; count <= 30; count++) {
        for (let page = 1; page <= count; page++) {
          const result = paginationSlots(page, count, slots);
          expect(result).toHaveLength(Math.min(count, slots));
          expect(result).toContainEqual({ type: "page", page });
          expect(result[0]).toEqual({ type: "page", page: 1 });
          expect(result.at(-1)).toEqual({ type: "page", page: count });
          // Pages ascend, and each gap stands for two or more pages.
          const numbers = result.flatMap((s, i) => (s.type === "page" ? [{ i, page: s.page }] : []));
          for (let k = 1; k < numbers.length; k++) {
            const prev = numbers[k - 1]!;
            const cur = numbers[k]!;
            const step = cur.page - prev.page;
            if (cur.i - prev.i === 2) expect(step, `${page}/${count} in ${slots}`).toBeGreaterThanOrEqual(3);
            else expect(step, `${page}/${count} in ${slots}`).toBe(1);
          }
        }
      }
    }
  });

  it("clamps a page outside the range", () => {
    expect(show(paginationSlots(0, 20, 8))).toBe("1 2 3 4 5 6 … 20");
    expect(show(paginationSlots(99, 20, 8))).toBe("1 … 15 16 17 18 19 20");
    expect(show(paginationSlots(1, 0, 8))).toBe("1");
  });
});
