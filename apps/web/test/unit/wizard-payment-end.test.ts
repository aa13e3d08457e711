// Issue 23: a payment cancelled or failed at the provider ends the payment step's wait visibly;
// the server's record decides (not the page), and a paid order always wins.
import { describe, expect, it } from "vitest";
import { paymentEnd } from "../../app/components/wizard/payment-flow";

describe("the end of the payment being made", () => {
  it("is cancelled or failed as the server recorded the active payment", () => {
    expect(paymentEnd({ orderStatus: "waitForPayment", latest: { id: 5, status: "canceled" }, activeId: 5 })).toBe(
      "canceled",
    );
    expect(paymentEnd({ orderStatus: "waitForPayment", latest: { id: 5, status: "failed" }, activeId: 5 })).toBe(
      "failed",
    );
    expect(
      paymentEnd({ orderStatus: "waitForPayment", latest: { id: 5, status: "amount_mismatch" }, activeId: 5 }),
    ).toBe("failed");
  });

  it("is still open while pending, or before the first status answer", () => {
    expect(paymentEnd({ orderStatus: "waitForPayment", latest: { id: 5, status: "pending" }, activeId: 5 })).toBeNull();
    expect(paymentEnd({ orderStatus: undefined, latest: undefined, activeId: 5 })).toBeNull();
    expect(paymentEnd({ orderStatus: "waitForPayment", latest: null, activeId: 5 })).toBeNull();
  });

  it("a paid order wins over an earlier failure report", () => {
    expect(paymentEnd({ orderStatus: "paid", latest: { id: 5, status: "canceled" }, activeId: 5 })).toBeNull();
    expect(paymentEnd({ orderStatus: "complete", latest: { id: 5, status: "failed" }, activeId: 5 })).toBeNull();
  });

  it("a newer payment of the order (bought again elsewhere) ends this one as failed; an older one's status says nothing", () => {
    expect(paymentEnd({ orderStatus: "waitForPayment", latest: { id: 6, status: "pending" }, activeId: 5 })).toBe(
      "failed",
    );
    expect(
      paymentEnd({ orderStatus: "waitForPayment", latest: { id: 4, status: "canceled" }, activeId: 5 }),
    ).toBeNull();
  });
});
