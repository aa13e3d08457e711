import { describe, expect, it } from "vitest";
import { cardFileName, outputSummary, pageFileName, sheetPages } from "../src/index";

describe("sheet pages", () => {
  it("interleaves front and back of each sheet for duplex", () => {
    const pages = sheetPages(5, 2, true);
    expect(pages.map((p) => `${pageFileName(p.pageNumber)}:${p.sheetIndex}:${p.side}:${p.cardCount}`)).toEqual([
      "Page-1.jpg:0:front:2",
      "Page-2.jpg:0:back:2",
      "Page-3.jpg:1:front:2",
      "Page-4.jpg:1:back:2",
      "Page-5.jpg:2:front:1",
      "Page-6.jpg:2:back:1",
    ]);
  });

  it("numbers one-sided sheets 1..N and yields nothing when no card fits", () => {
    expect(sheetPages(5, 2, false).map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(sheetPages(5, 0, true)).toEqual([]);
  });
});

describe("names and summary", () => {
  it("adds a side suffix only for two-sided cards", () => {
    expect(cardFileName("abc", "front", false)).toBe("abc.jpg");
    expect(cardFileName(7, "back", true)).toBe("7-back.jpg");
  });

  it("counts sheets or items and labels the button", () => {
    expect(outputSummary("A4", 5, 2, true)).toEqual({ unit: "sheets", count: 3, buttonLabel: "Save sheets" });
    expect(outputSummary("none", 5, 0, true)).toEqual({ unit: "items", count: 10, buttonLabel: "Save sheets" });
    expect(outputSummary("csv", 5, 0, true)).toEqual({ unit: "items", count: 5, buttonLabel: "Download as CSV" });
  });
});
