import { describe, expect, it } from "vitest";
import { canMarkPaid, paymentTone, roublesToKopecks } from "../../app/components/admin/payment-status";
import { readId, readPage, withParams } from "../../app/components/admin/search-params";
import { formatPrice } from "../../app/lib/format-price";

describe("payment status (spec 3/4)", () => {
  it("is success, pending, or failed for any other value", () => {
    expect(paymentTone("success")).toBe("success");
    expect(paymentTone("pending")).toBe("pending");
    for (const other of ["canceled", "failed", "expired", "", "SUCCESS"]) expect(paymentTone(other), other).toBe("failed");
  });

  it("only a pending payment can be marked paid", () => {
    expect(canMarkPaid("pending")).toBe(true);
    expect(canMarkPaid("success")).toBe(false);
    expect(canMarkPaid("canceled")).toBe(false);
  });

  it("amounts in roubles are shown with the shared price format", () => {
    expect(roublesToKopecks(1234)).toBe(123400);
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(formatPrice(roublesToKopecks(1234), "ru")).toBe("1\u00A0234\u00A0₽");
  });
});

describe("list state in the query string", () => {
  it("reads a page, falling back to the first", () => {
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc"]) expect(readPage(new URLSearchParams(bad)), bad).toBe(1);
    expect(readId(new URLSearchParams("targetId=12"), "targetId")).toBe(12);
    expect(readId(new URLSearchParams("targetId=x"), "targetId")).toBeUndefined();
  });

  it("sets values and drops defaults, keeping the rest", () => {
    const base = new URLSearchParams("q=ann&page=4");
    expect(withParams(base, { page: 1 }).toString()).toBe("q=ann");
    expect(withParams(base, { q: "", page: 2 }).toString()).toBe("page=2");
    expect(withParams(base, { onlySuccess: true }).toString()).toBe("q=ann&page=4&onlySuccess=1");
    expect(withParams(new URLSearchParams("onlySuccess=1"), { onlySuccess: false }).toString()).toBe("");
    // The input is not changed.
    expect(base.toString()).toBe("q=ann&page=4");
  });
});
