import { describe, expect, it } from "vitest";
import { checkOrderCount, MAX_ORDER_COUNT, normalizePromo } from "../../app/components/wizard/order-count";
import {
  CONFIRM_LIMIT_MS,
  confirmWaitMs,
  frameRefused,
  isPaymentSuccessMessage,
  paymentPhase,
  paymentView,
} from "../../app/components/wizard/payment-flow";

describe("order count", () => {
  it("takes whole positive numbers", () => {
    expect(checkOrderCount("10")).toEqual({ ok: true, count: 10 });
    expect(checkOrderCount(" 7 ")).toEqual({ ok: true, count: 7 });
    expect(checkOrderCount("+3")).toEqual({ ok: true, count: 3 });
    expect(checkOrderCount(String(MAX_ORDER_COUNT))).toEqual({ ok: true, count: MAX_ORDER_COUNT });
  });

  it("is required", () => {
    expect(checkOrderCount("")).toEqual({ ok: false, error: "required" });
    expect(checkOrderCount("   ")).toEqual({ ok: false, error: "required" });
  });

  it("refuses what is not an integer ('Введите корректное количество')", () => {
    for (const bad of ["abc", "5.5", "1e3", "0x10", "10 шт", "1,5", "--1"])
      expect(checkOrderCount(bad)).toEqual({ ok: false, error: "invalid" });
  });

  it("gives no price for zero or negative, nor above the server's limit", () => {
    expect(checkOrderCount("0")).toEqual({ ok: false, error: "notPositive" });
    expect(checkOrderCount("-4")).toEqual({ ok: false, error: "notPositive" });
    expect(checkOrderCount(String(MAX_ORDER_COUNT + 1))).toEqual({ ok: false, error: "tooMany" });
    expect(checkOrderCount("99999999999999999999")).toEqual({ ok: false, error: "tooMany" });
  });

  it("sends a blank promo as none", () => {
    expect(normalizePromo("  ")).toBeUndefined();
    expect(normalizePromo(" spring10 ")).toBe("spring10");
  });
});

describe("payment", () => {
  const origin = "http://localhost:3311";
  it("listens only to same-origin payment-success messages for this order", () => {
    expect(
      isPaymentSuccessMessage({ origin, data: { type: "payment-success", orderId: 5, paymentId: 9 } }, origin, 5),
    ).toBe(true);
    expect(isPaymentSuccessMessage({ origin, data: { type: "payment-success" } }, origin, 5)).toBe(true);
    expect(isPaymentSuccessMessage({ origin, data: { type: "payment-success", orderId: 6 } }, origin, 5)).toBe(false);
    expect(
      isPaymentSuccessMessage(
        { origin: "https://evil.example", data: { type: "payment-success", orderId: 5 } },
        origin,
        5,
      ),
    ).toBe(false);
    expect(isPaymentSuccessMessage({ origin, data: "payment-success" }, origin, 5)).toBe(false);
    expect(isPaymentSuccessMessage({ origin, data: null }, origin, 5)).toBe(false);
  });

  it("moves to confirming on the message, and to success only on the server's status", () => {
    expect(paymentPhase(false, "waitForPayment")).toBe("waiting");
    expect(paymentPhase(true, "waitForPayment")).toBe("confirming");
    expect(paymentPhase(true, undefined)).toBe("confirming");
    expect(paymentPhase(false, "paid")).toBe("success");
    expect(paymentPhase(true, "complete")).toBe("success");
  });

  it("frames a same-origin payment page by path and opens a provider's page in a window", () => {
    expect(paymentView(`${origin}/pay/sandbox/12`, origin)).toEqual({ kind: "frame", src: "/pay/sandbox/12" });
    expect(paymentView("https://yoomoney.ru/checkout/payments/v2/contract?orderId=1", origin)).toEqual({
      kind: "window",
      href: "https://yoomoney.ru/checkout/payments/v2/contract?orderId=1",
    });
  });

  it("sees a refused frame: no window, an error page, or a document it may not read", () => {
    expect(frameRefused(null)).toBe(true);
    expect(frameRefused({ contentWindow: null })).toBe(true);
    expect(frameRefused({ contentWindow: { location: { href: "chrome-error://chromewebdata/" } } })).toBe(true);
    const throwing = {
      contentWindow: {
        location: {
          get href(): string {
            throw new DOMException("Blocked", "SecurityError");
          },
        },
      },
    };
    expect(frameRefused(throwing)).toBe(true);
    expect(frameRefused({ contentWindow: { location: { href: `${origin}/pay/sandbox/12` } } })).toBe(false);
    expect(frameRefused({ contentWindow: { location: { href: "about:blank" } } })).toBe(false);
  });
});

describe("the wait for a payment's confirmation", () => {
  it("comes from the configuration (PAYMENT_CONFIRM_WAIT_SECONDS), a minute without it", () => {
    expect(CONFIRM_LIMIT_MS).toBe(60_000);
    expect(confirmWaitMs({ paymentConfirmWaitMs: 8_000 })).toBe(8_000);
    for (const config of [undefined, null, {}, { paymentConfirmWaitMs: 0 }, { paymentConfirmWaitMs: "9000" }])
      expect(confirmWaitMs(config)).toBe(60_000);
  });
});
