import { describe, expect, it } from "vitest";
import { describeChanges, formatValue, type ChangeFormat } from "../../app/components/admin/audit-changes";

const fmt: ChangeFormat = {
  yes: "yes",
  no: "no",
  empty: "none",
  passwordSet: "set",
  passwordChanged: "changed",
  label: (field, value) => (field === "features" ? value.toUpperCase() : undefined),
};

describe("describeChanges", () => {
  it("reads an edit's {from, to} pairs", () => {
    expect(
      describeChanges(
        {
          name: { from: "Ann", to: "Anna" },
          cardsBalance: { from: 0, to: 10 },
          customDomain: { from: null, to: "ar.example.com" },
        },
        fmt,
      ),
    ).toEqual([
      { field: "name", from: "Ann", to: "Anna" },
      { field: "cardsBalance", from: "0", to: "10" },
      { field: "customDomain", from: "none", to: "ar.example.com" },
    ]);
  });

  it("reads a created record's plain values, lists and flags", () => {
    expect(
      describeChanges({ email: "a@b.cd", features: ["wishes", "ar-qr"], isAdmin: false, customDomain: null }, fmt),
    ).toEqual([
      { field: "email", to: "a@b.cd" },
      { field: "features", to: "WISHES, AR-QR" },
      { field: "isAdmin", to: "no" },
      { field: "customDomain", to: "none" },
    ]);
  });

  it("never shows a password value, only set or changed", () => {
    expect(describeChanges({ password: "set" }, fmt)).toEqual([{ field: "password", to: "set" }]);
    expect(describeChanges({ password: "changed" }, fmt)).toEqual([{ field: "password", to: "changed" }]);
    // Even if a value slipped into the log, it is not displayed.
    const lines = describeChanges({ password: "hunter22", newPassword: { from: "a", to: "b" } }, fmt);
    expect(lines).toEqual([
      { field: "password", to: "changed" },
      { field: "newPassword", to: "changed" },
    ]);
    expect(JSON.stringify(lines)).not.toContain("hunter22");
  });

  it("gives nothing for an empty or malformed log entry", () => {
    expect(describeChanges({}, fmt)).toEqual([]);
    expect(describeChanges(null, fmt)).toEqual([]);
    expect(describeChanges("text", fmt)).toEqual([]);
    expect(describeChanges([1, 2], fmt)).toEqual([]);
  });

  it("formats other values readably", () => {
    expect(formatValue("x", [], fmt)).toBe("none");
    expect(formatValue("x", true, fmt)).toBe("yes");
    expect(formatValue("x", { a: 1 }, fmt)).toBe('{"a":1}');
    expect(formatValue("orderId", 17, fmt)).toBe("17");
    // A number the screen words itself (a promo amount in kopecks as a price); others as they are.
    const money: ChangeFormat = { ...fmt, number: (f, v) => (f === "amountOffKopecks" ? `${v / 100} ₽` : undefined) };
    expect(describeChanges({ amountOffKopecks: { from: 0, to: 123450 }, usageLimit: 5 }, money)).toEqual([
      { field: "amountOffKopecks", from: "0 ₽", to: "1234.5 ₽" },
      { field: "usageLimit", to: "5" },
    ]);
    // An object with more than from/to is a value, not an edit.
    expect(describeChanges({ status: { from: "pending", to: "success", by: "x" } }, fmt)).toEqual([
      { field: "status", to: '{"from":"pending","to":"success","by":"x"}' },
    ]);
  });
});
