import { describe, expect, it } from "vitest";
import { cardLinkBaseOn, isDomainHost } from "../src";

describe("card link base on a collection's domain", () => {
  it("keeps the viewer base without a domain, and its path on one", () => {
    expect(cardLinkBaseOn("https://app.example/w/", null)).toEqual({ ok: true, value: "https://app.example/w" });
    expect(cardLinkBaseOn("https://app.example/w", " ")).toEqual({ ok: true, value: "https://app.example/w" });
    expect(cardLinkBaseOn("https://app.example/w", "Cards.Shop.example")).toEqual({
      ok: true,
      value: "https://cards.shop.example/w",
    });
    expect(cardLinkBaseOn("https://app.example", "https://cards.shop.example/old/")).toEqual({
      ok: true,
      value: "https://cards.shop.example",
    });
  });

  it("refuses what is not a host name", () => {
    for (const domain of ["not a domain", "localhost", "a.b.c:80x"])
      expect(cardLinkBaseOn("https://app.example/w", domain).ok).toBe(false);
    expect(isDomainHost("my.cards.ru")).toBe(true);
    expect(isDomainHost("https://my.cards.ru")).toBe(false);
  });
});
