// The promo code screen's rules (issue 23): what the form refuses before sending, the body it
// sends, and which codes a filter keeps.
import { describe, expect, it } from "vitest";
import {
  dayToIso,
  emptyPromoForm,
  filterPromoCodes,
  isoToDay,
  amountFieldText,
  parseRoubles,
  promoFieldErrorKey,
  promoFormFrom,
  promoInput,
  promoState,
  validatePromoForm,
  type PromoCodeRow,
} from "../../app/components/admin/promo-form";

const row = (over: Partial<PromoCodeRow>): PromoCodeRow => ({
  code: "SPRING",
  kind: "percent",
  percentOff: 10,
  amountOff: 0,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...over,
});
const now = new Date("2026-11-26T12:00:00Z");

describe("promo code form", () => {
  it("refuses an empty or malformed code, a percent outside 1–100, a non-amount, a zero limit", () => {
    expect(validatePromoForm({ ...emptyPromoForm(), code: " " })).toEqual({ code: "required" });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "a b" })).toEqual({ code: "promo_format" });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", percentOff: "101" })).toEqual({
      percentOff: "percent",
    });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", percentOff: "" })).toEqual({ percentOff: "required" });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", kind: "amount", amountOff: "12.345" })).toEqual({
      amountOff: "amount",
    });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", kind: "amount", amountOff: "0" })).toEqual({
      amountOff: "amount",
    });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", usageLimit: "0" })).toEqual({ usageLimit: "usage" });
    expect(validatePromoForm({ ...emptyPromoForm(), code: "OK1", expiresOn: "2026-02-31" })).toEqual({
      expiresAt: "date",
    });
    expect(
      validatePromoForm({ ...emptyPromoForm(), code: "ok-1", kind: "amount", amountOff: "150,50", usageLimit: "5" }),
    ).toEqual({});
  });

  it("sends the code upper-cased, only the chosen kind's value, empty fields as null", () => {
    expect(
      promoInput({ ...emptyPromoForm(), code: " spring ", kind: "amount", amountOff: "150,5", percentOff: "10" }),
    ).toEqual({
      code: "SPRING",
      kind: "amount",
      amountOff: 150.5,
      expiresAt: null,
      usageLimit: null,
      active: true,
    });
    const day = promoInput({
      ...emptyPromoForm(),
      code: "X12",
      expiresOn: "2026-12-31",
      usageLimit: "3",
      active: false,
    });
    expect(day).toMatchObject({ percentOff: 10, usageLimit: 3, active: false });
    expect(isoToDay(day.expiresAt)).toBe("2026-12-31");
  });

  it("keeps a stored expiry as it is when its day was not edited", () => {
    const stored = row({ expiresAt: "2026-12-31T15:30:00.000Z" });
    const values = promoFormFrom(stored, "en");
    expect(promoInput({ ...values, usageLimit: "9" }, stored).expiresAt).toBe("2026-12-31T15:30:00.000Z");
    expect(promoInput({ ...values, expiresOn: "2027-01-02" }, stored).expiresAt).toBe(dayToIso("2027-01-02"));
    expect(promoInput({ ...values, expiresOn: "" }, stored).expiresAt).toBeNull();
  });

  it("shows a fixed amount in the interface language's notation and reads both separators back (issue 23)", () => {
    const amount = row({ code: "FIX", kind: "amount", percentOff: 0, amountOff: 1234.5 });
    expect(promoFormFrom(amount, "ru").amountOff).toBe("1234,50");
    expect(promoFormFrom(amount, "en").amountOff).toBe("1234.50");
    expect(amountFieldText(0.1 + 0.2, "ru")).toBe("0,30");
    expect(amountFieldText(500, "ru")).toBe("500");
    expect(amountFieldText(99.99, "en-US")).toBe("99.99");
    for (const text of ["1234,50", "1234.50", "1234,5", " 1 234,50 ", "1\u00a0234,50"])
      expect(parseRoubles(text)).toBe(1234.5);
    for (const text of ["1234,505", "1,234.50", "12a", "", "0"]) expect(parseRoubles(text)).toBeNull();
    // Opened and saved untouched, the amount is the same number.
    const values = promoFormFrom(amount, "ru");
    expect(validatePromoForm(values)).toEqual({});
    expect(promoInput(values, amount).amountOff).toBe(1234.5);
  });

  it("words a server code it does not know by what the field takes", () => {
    expect(promoFieldErrorKey("code", "taken")).toBe("adminTools.promo.form.errors.taken");
    expect(promoFieldErrorKey("percentOff", "too_big")).toBe("adminTools.promo.form.errors.percent");
    expect(promoFieldErrorKey("active", "weird")).toBe("adminTools.promo.form.errors.invalid");
  });
});

describe("promo code list", () => {
  const rows = [
    row({ code: "LIVE" }),
    row({ code: "OFF", active: false }),
    row({ code: "OLD", expiresAt: "2026-11-26T11:59:59.000Z" }),
    row({ code: "GONE", usageLimit: 2, usedCount: 2 }),
    row({ code: "LAST", usageLimit: 2, usedCount: 1, expiresAt: "2026-11-27T00:00:00.000Z" }),
  ];
  it("names why a code cannot be used, in the price API's order", () => {
    expect(rows.map((r) => promoState(r, now))).toEqual(["active", "inactive", "expired", "usedUp", "active"]);
    expect(promoState(row({ active: false, usageLimit: 1, usedCount: 1 }), now)).toBe("inactive");
  });
  it("filters by state and by the start of the code", () => {
    expect(filterPromoCodes(rows, "", "usable", now).map((r) => r.code)).toEqual(["LIVE", "LAST"]);
    expect(filterPromoCodes(rows, "", "usedUp", now).map((r) => r.code)).toEqual(["GONE"]);
    expect(filterPromoCodes(rows, "l", "all", now).map((r) => r.code)).toEqual(["LIVE", "LAST"]);
    expect(filterPromoCodes(rows, "ive", "all", now)).toEqual([]);
  });
});
