import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_STATUS } from "@ar/core/payments";
import {
  canMarkPaid,
  describePaymentStatus,
  paymentTone,
  roublesToKopecks,
} from "../../app/components/admin/payment-status";
import { readId, readPage, withParams } from "../../app/components/admin/search-params";
import { i18nConfig } from "../../app/i18n/config";
import { formatPrice } from "../../app/lib/format-price";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "en" });
});

/** The status cell of a 1 234 ₽ payment, as the admin list shows it in `lng`. */
function statusOf(lng: "en" | "ru", status: string, providerAmount: number | null = null) {
  return describePaymentStatus({ status, amount: 1234, providerAmount }, i18n.getFixedT(lng), (a) =>
    formatPrice(roublesToKopecks(a), lng),
  );
}

describe("payment status (spec 3/4)", () => {
  it("is success, pending, or failed for any other value", () => {
    expect(paymentTone("success")).toBe("success");
    expect(paymentTone("pending")).toBe("pending");
    for (const other of ["canceled", "failed", "expired", "", "SUCCESS"])
      expect(paymentTone(other), other).toBe("failed");
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

describe("payment status labels (ADR 0014: superseded, superseded_paid, amount_mismatch)", () => {
  it("every status core knows has its own label in both languages; only 'failed' reads Failed", () => {
    expect(Object.fromEntries(Object.values(PAYMENT_STATUS).map((s) => [s, statusOf("en", s).label]))).toEqual({
      success: "Paid",
      pending: "Pending",
      canceled: "Cancelled",
      failed: "Failed",
      superseded: "Replaced",
      superseded_paid: "Paid after replacement",
      amount_mismatch: "Amount mismatch",
      promo_used_up: "Promo code used up",
    });
    const ruLabels = Object.values(PAYMENT_STATUS).map((s) => statusOf("ru", s).label);
    expect(new Set(ruLabels).size).toBe(ruLabels.length);
    for (const label of ruLabels) expect(label).not.toMatch(/admin\.payments|[A-Za-z]/);
    // A known status needs no stored value beside its label.
    for (const s of Object.values(PAYMENT_STATUS)) expect(statusOf("en", s).raw, s).toBeUndefined();
  });

  it("superseded_paid asks for a refund of the amount taken, amount_mismatch for a check of the reported amount", () => {
    expect(statusOf("en", "superseded_paid")).toMatchObject({
      tone: "failed",
      badge: "danger",
      attention: "refund",
      attentionText: "Refund needed: 1,234\u00A0₽",
    });
    expect(statusOf("ru", "superseded_paid").attentionText).toBe("Нужен возврат: 1\u00A0234\u00A0₽");
    expect(statusOf("en", "amount_mismatch", 1500)).toMatchObject({
      tone: "failed",
      attention: "checkAmount",
      attentionText: "Check the amount: the provider reported 1,500\u00A0₽",
    });
    expect(statusOf("ru", "amount_mismatch", 99.5).attentionText).toBe(
      "Проверьте сумму: провайдер сообщил 99,50\u00A0₽",
    );
    // A reported amount is what the provider took, so a refund names it when it is known.
    expect(statusOf("en", "superseded_paid", 150).attentionText).toBe("Refund needed: 150\u00A0₽");
    expect(statusOf("en", "amount_mismatch").attentionText).toBe("Check the amount");
    for (const s of ["success", "pending", "canceled", "failed", "superseded"])
      expect(statusOf("en", s).attention, s).toBeUndefined();
  });

  it("a value it does not know reads Failed with the stored value beside it", () => {
    for (const s of ["expired", "SUCCESS", "", "constructor", "__proto__"]) {
      expect(statusOf("en", s), s).toMatchObject({ tone: "failed", badge: "danger", label: "Failed", raw: s });
      expect(statusOf("ru", s).label).toBe("Ошибка");
    }
  });
});

describe("list state in the query string", () => {
  it("reads a page, falling back to the first", () => {
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc"])
      expect(readPage(new URLSearchParams(bad)), bad).toBe(1);
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
