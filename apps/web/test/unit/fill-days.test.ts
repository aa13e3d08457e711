import { describe, expect, it } from "vitest";
import { fillDays } from "../../app/lib/fill-days";

describe("fillDays", () => {
  it("gives one point per day ending today, oldest first, missing days as 0", () => {
    const points = fillDays([{ day: "2024-03-09", count: 4 }], 3, "2024-03-10");
    expect(points).toEqual([
      { day: "2024-03-08", count: 0 },
      { day: "2024-03-09", count: 4 },
      { day: "2024-03-10", count: 0 },
    ]);
  });

  it("sums the collections of the same day", () => {
    const points = fillDays(
      [
        { day: "2024-03-10", count: 2 },
        { day: "2024-03-10", count: 5 },
        { day: "2024-03-09", count: 1 },
      ],
      2,
      "2024-03-10",
    );
    expect(points).toEqual([
      { day: "2024-03-09", count: 1 },
      { day: "2024-03-10", count: 7 },
    ]);
  });

  it("ignores entries outside the window", () => {
    const points = fillDays(
      [
        { day: "2024-01-01", count: 9 },
        { day: "2024-03-11", count: 9 },
      ],
      2,
      "2024-03-10",
    );
    expect(points.map((p) => p.count)).toEqual([0, 0]);
  });

  it("crosses month, year and leap-day boundaries by UTC calendar days", () => {
    expect(fillDays([], 3, "2024-03-01").map((p) => p.day)).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(fillDays([], 2, "2025-01-01").map((p) => p.day)).toEqual(["2024-12-31", "2025-01-01"]);
  });

  it("takes today as a Date (its UTC day) and gives 30 points for the home charts", () => {
    const points = fillDays([], 30, new Date("2024-06-30T23:30:00Z"));
    expect(points).toHaveLength(30);
    expect(points[0]?.day).toBe("2024-06-01");
    expect(points[29]?.day).toBe("2024-06-30");
  });

  it("gives nothing for zero days", () => {
    expect(fillDays([{ day: "2024-03-10", count: 1 }], 0, "2024-03-10")).toEqual([]);
  });
});
