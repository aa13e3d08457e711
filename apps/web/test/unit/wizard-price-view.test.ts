// The order step's price box and promo field: a refused code keeps the price (without the code)
// in view and says the code cannot be used; codes limited for now say when to retry.
import { describe, expect, it } from "vitest";
import type { ApiErrorInfo } from "../../app/lib/api-error";
import { priceView, promoRefusalMessage, type PriceQueryState } from "../../app/components/wizard/price-view";

const full = { price: 1500, unDiscountPrice: 1500, discount: 0 };
const discounted = { price: 1350, unDiscountPrice: 1500, discount: 150 };
const answered = (data: typeof full): PriceQueryState => ({ pending: false, error: null, data });
const failed = (error: ApiErrorInfo): PriceQueryState => ({ pending: false, error, data: undefined });
const loading: PriceQueryState = { pending: true, error: null, data: undefined };
const refused: ApiErrorInfo = { code: "BAD_REQUEST", status: 400, fields: { promo: "invalid" } };
const limited = (retryAfterSeconds?: number): ApiErrorInfo => ({
  code: "TOO_MANY_REQUESTS",
  status: 429,
  fields: {},
  retryAfterSeconds,
});

describe("the order step's price", () => {
  it("a refused code keeps the price without it and says the code cannot be used", () => {
    expect(
      priceView({ count: 10, promo: true, settled: true, withPromo: failed(refused), plain: answered(full) }),
    ).toEqual({
      kind: "promoRefused",
      message: { key: "wizard.order.promoInvalid" },
      plain: { kind: "ready", price: full },
    });
    // While the price without the code loads, the box says it is calculating, not "enter the number".
    expect(priceView({ count: 10, promo: true, settled: true, withPromo: failed(refused), plain: loading })).toEqual({
      kind: "promoRefused",
      message: { key: "wizard.order.promoInvalid" },
      plain: { kind: "calculating" },
    });
  });

  it("codes limited for now: the price stays and the field says when to retry", () => {
    const view = priceView({
      count: 10,
      promo: true,
      settled: true,
      withPromo: failed(limited(840)),
      plain: answered(full),
    });
    expect(view).toEqual({
      kind: "promoRefused",
      message: { key: "errors.tooManyAttemptsMinutes", values: { minutes: 14 } },
      plain: { kind: "ready", price: full },
    });
    expect(promoRefusalMessage(limited(30))).toEqual({ key: "errors.tooManyAttempts", values: { seconds: 30 } });
    expect(promoRefusalMessage(limited())).toEqual({ key: "errors.tooManyAttemptsLater" });
  });

  it("other answers: the discounted price, calculating while settling, failed for errors that are not the code's", () => {
    const plain = loading;
    expect(priceView({ count: 10, promo: true, settled: true, withPromo: answered(discounted), plain })).toEqual({
      kind: "ready",
      price: discounted,
    });
    expect(priceView({ count: 10, promo: true, settled: false, withPromo: answered(discounted), plain })).toEqual({
      kind: "calculating",
    });
    expect(priceView({ count: null, promo: true, settled: true, withPromo: failed(refused), plain })).toEqual({
      kind: "none",
    });
    const down: ApiErrorInfo = { code: "UNAVAILABLE", status: 503, fields: {} };
    expect(priceView({ count: 10, promo: true, settled: true, withPromo: failed(down), plain })).toEqual({
      kind: "failed",
    });
    expect(promoRefusalMessage(down)).toBeNull();
    // Without a code, a 429 is not the code's.
    expect(priceView({ count: 10, promo: false, settled: true, withPromo: failed(limited(5)), plain })).toEqual({
      kind: "failed",
    });
  });
});
