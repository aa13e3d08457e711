import { describe, expect, it } from "vitest";
import { formatPrice } from "../../app/lib/format-price";

const NBSP = "\u00A0";

describe("formatPrice", () => {
  it("groups digits the Russian way with no-break spaces and ends with NBSP + ₽", () => {
    expect(formatPrice(123_400, "ru")).toBe(`1${NBSP}234${NBSP}₽`);
    expect(formatPrice(123_456_700, "ru")).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`);
  });

  it("shows kopecks only when there are some", () => {
    expect(formatPrice(50_000, "ru")).toBe(`500${NBSP}₽`);
    expect(formatPrice(123_450, "ru")).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatPrice(5, "ru")).toBe(`0,05${NBSP}₽`);
  });

  it("follows the interface locale's grouping", () => {
    expect(formatPrice(123_400, "en")).toBe(`1,234${NBSP}₽`);
    expect(formatPrice(123_450, "en")).toBe(`1,234.50${NBSP}₽`);
  });

  it("formats zero", () => {
    expect(formatPrice(0, "ru")).toBe(`0${NBSP}₽`);
  });
});
