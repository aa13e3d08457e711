import { describe, expect, it } from "vitest";
import {
  advance,
  canJumpTo,
  isPaidStatus,
  parseOrderParam,
  printOrderHref,
  startState,
  WIZARD_STEPS,
} from "../../app/components/wizard/wizard-steps";

describe("wizard steps", () => {
  it("are the seven steps of the spec, in order", () => {
    expect(WIZARD_STEPS).toEqual(["type", "design", "features", "check", "order", "payment", "save"]);
  });

  it("start a new collection at type", () => {
    expect(startState({ collection: null, order: null })).toEqual({
      step: "type",
      reached: "type",
      orderId: null,
      paymentSuccess: false,
    });
  });

  it("start an existing collection with a front design at check, without one at design", () => {
    expect(startState({ collection: { backgroundFrontSrc: "/api/files/x" }, order: null })).toMatchObject({
      step: "check",
      reached: "check",
    });
    expect(startState({ collection: { backgroundFrontSrc: null }, order: null })).toMatchObject({
      step: "design",
      reached: "design",
    });
  });

  it("go to the order step for an unpaid ?order=, and to save with success for a paid or complete one", () => {
    const c = { backgroundFrontSrc: "/api/files/x" };
    expect(startState({ collection: c, order: { id: 7, status: "waitForPayment" } })).toEqual({
      step: "order",
      reached: "order",
      orderId: 7,
      paymentSuccess: false,
    });
    expect(startState({ collection: c, order: { id: 7, status: "paid" } })).toEqual({
      step: "save",
      reached: "save",
      orderId: 7,
      paymentSuccess: true,
    });
    expect(startState({ collection: c, order: { id: 8, status: "complete" } })).toEqual({
      step: "save",
      reached: "save",
      orderId: 8,
      paymentSuccess: true,
    });
    // A canceled order is treated like an unpaid one: it can be paid again.
    expect(startState({ collection: c, order: { id: 9, status: "canceled" } }).step).toBe("order");
  });

  it("a Print / Reprint link (?print=1) opens a paid order's print view, without the payment's success message", () => {
    const c = { backgroundFrontSrc: "/api/files/x" };
    expect(printOrderHref(5, 7)).toBe("/cards-v2/5?order=7&print=1");
    expect(startState({ collection: c, order: { id: 7, status: "paid" }, print: true })).toEqual({
      step: "save",
      reached: "save",
      orderId: 7,
      paymentSuccess: false,
      printing: true,
    });
    expect(startState({ collection: c, order: { id: 8, status: "complete" }, print: true })).toMatchObject({
      step: "save",
      printing: true,
    });
    // An order not paid (a stale link) is still paid first: the order step, no print view.
    expect(startState({ collection: c, order: { id: 9, status: "waitForPayment" }, print: true })).toEqual({
      step: "order",
      reached: "order",
      orderId: 9,
      paymentSuccess: false,
    });
  });

  it("jump back only, and only to reached steps; never to payment", () => {
    expect(canJumpTo("type", "check", "check")).toBe(true);
    expect(canJumpTo("features", "check", "check")).toBe(true);
    expect(canJumpTo("check", "check", "check")).toBe(false);
    expect(canJumpTo("order", "check", "order")).toBe(false); // forward
    expect(canJumpTo("design", "type", "check")).toBe(false); // forward, even when reached
    expect(canJumpTo("order", "save", "save")).toBe(true);
    expect(canJumpTo("payment", "save", "save")).toBe(false);
  });

  it("advance the reached mark only forward", () => {
    expect(advance({ step: "type", reached: "type" }, "design")).toEqual({ step: "design", reached: "design" });
    expect(advance({ step: "type", reached: "check" }, "design")).toEqual({ step: "design", reached: "check" });
  });

  it("read paid statuses and the order parameter", () => {
    expect(isPaidStatus("paid")).toBe(true);
    expect(isPaidStatus("complete")).toBe(true);
    expect(isPaidStatus("waitForPayment")).toBe(false);
    expect(isPaidStatus(undefined)).toBe(false);
    expect(parseOrderParam("12")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1e3", "abc", "12x"]) expect(parseOrderParam(bad)).toBeNull();
  });
});
