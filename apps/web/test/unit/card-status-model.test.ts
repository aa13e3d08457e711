// The collection's card list (issue 20): viewer links as the QR codes print them, paging, the filled count.
import { describe, expect, it } from "vitest";
import {
  CARDS_PER_PAGE,
  cardViewerLink,
  filledCount,
  pageCount,
  rowsOfPage,
} from "../../app/components/collections/card-status-model";

const bases = { wishes: "https://cards.example/w", wishesV2: "https://cards.example/v2" };

describe("card status model", () => {
  it("links a card to its collection type's viewer base, and to nothing before the bases are known", () => {
    expect(cardViewerLink(bases, "v2", "abcd2345efgh6789")).toBe("https://cards.example/v2/abcd2345efgh6789");
    expect(cardViewerLink(bases, "classic", "abcd2345efgh6789")).toBe("https://cards.example/w/abcd2345efgh6789");
    expect(cardViewerLink(bases, "v2", "a/b?c")).toBe("https://cards.example/v2/a%2Fb%3Fc");
    expect(cardViewerLink(undefined, "v2", "abcd")).toBeNull();
  });

  it("pages the cards, clamping the page to those there are", () => {
    const rows = Array.from({ length: CARDS_PER_PAGE * 2 + 3 }, (_, i) => i);
    expect(pageCount(rows.length)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(rowsOfPage(rows, 1)).toEqual(rows.slice(0, CARDS_PER_PAGE));
    expect(rowsOfPage(rows, 3)).toEqual(rows.slice(CARDS_PER_PAGE * 2));
    expect(rowsOfPage(rows, 9)).toEqual(rows.slice(CARDS_PER_PAGE * 2));
    expect(rowsOfPage(rows, 0)).toEqual(rows.slice(0, CARDS_PER_PAGE));
    expect(rowsOfPage([], 1)).toEqual([]);
  });

  it("counts the filled cards", () => {
    expect(
      filledCount([
        { filledAt: null },
        { filledAt: "2026-11-25T10:00:00.000Z" },
        { filledAt: "2026-11-24T10:00:00.000Z" },
      ]),
    ).toBe(2);
  });
});
