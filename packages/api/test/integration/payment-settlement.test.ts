// Issue 19 §6: a payment settles for what THAT payment paid for. A re-bought order supersedes its
// earlier payments (they can no longer settle), the amount the provider reports must be the
// payment's own, and two settles — or a settle racing a re-buy — issue cards at most once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { completeSandboxPayment, getSandboxPayment, sandboxSignature } from "@ar/core";
import {
  call,
  startApiServer,
  type ApiServer,
  signIn,
  signInWithCollection,
  startFakeYooKassa,
} from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

const owner = () => signInWithCollection(api.url);

type Bought = { orderId: number; paymentId: number; amount: number; paymentUrl: string };
async function buy(o: { token: string; collectionId: number }, body: Record<string, unknown>): Promise<Bought> {
  const res = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Bought;
}

/** The provider (sandbox) reports success for the payment, and its notification arrives. */
async function providerSaysPaid(paymentId: number) {
  const p = await getDb().payment.update({ where: { id: paymentId }, data: { providerStatus: "succeeded" } });
  const text = JSON.stringify({ event: "payment.succeeded", object: { id: p.providerPaymentId } });
  return fetch(`${api.url}/api/payments/sandbox/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-sandbox-signature": sandboxSignature(text) },
    body: text,
  });
}

const cardsOf = (orderId: number) => getDb().card.count({ where: { orderId } });
const orderOf = (orderId: number) => getDb().order.findUniqueOrThrow({ where: { id: orderId } });
const paymentOf = (paymentId: number) => getDb().payment.findUniqueOrThrow({ where: { id: paymentId } });

describe("a re-bought order supersedes its earlier payment", () => {
  it("paying the 1-card payment (150 ₽) after a re-buy of 500 cards issues nothing", async () => {
    const o = await owner();
    const admin = await signIn(api.url, { isAdmin: true });
    const cheap = await buy(o, { count: 1 });
    expect(cheap.amount).toBe(150);
    const dear = await buy(o, { count: 500, orderId: cheap.orderId });
    expect(dear.orderId).toBe(cheap.orderId);
    expect(dear.amount).toBe(50_000);

    // The earlier payment is superseded, and the sandbox provider cancelled it.
    expect(await paymentOf(cheap.paymentId)).toMatchObject({ status: "superseded", providerStatus: "canceled" });
    // Its page refuses to pay it.
    await expect(
      completeSandboxPayment({ actor: o.user, paymentId: cheap.paymentId, outcome: "succeeded" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // Even if the provider reports it paid, it does not settle (it is kept for a refund).
    expect((await providerSaysPaid(cheap.paymentId)).status).toBe(200);
    // …with what the provider took, which the admin list shows as the amount to refund.
    expect(await paymentOf(cheap.paymentId)).toMatchObject({
      status: "superseded_paid",
      providerAmountKopecks: 15_000,
    });
    expect((await orderOf(cheap.orderId)).status).toBe("waitForPayment");
    expect(await cardsOf(cheap.orderId)).toBe(0);
    // Nor can an admin mark it paid.
    expect(
      (await call(api.url, "POST", `/api/admin/paymnets/${cheap.paymentId}/pay`, { token: admin.token })).status,
    ).toBe(409);
    expect(await cardsOf(cheap.orderId)).toBe(0);

    // The current payment pays for exactly what it was made for.
    await completeSandboxPayment({ actor: o.user, paymentId: dear.paymentId, outcome: "succeeded" });
    expect(await orderOf(cheap.orderId)).toMatchObject({ status: "paid", count: 500, amountKopecks: 5_000_000 });
    expect(await cardsOf(cheap.orderId)).toBe(500);
  });

  it("a settled payment issues its own count and promo, even if the order row says otherwise", async () => {
    const o = await owner();
    const b = await buy(o, { count: 3 });
    // A stale or tampered order row must not decide what is issued: the payment does.
    await getDb().order.update({ where: { id: b.orderId }, data: { count: 400, amountKopecks: 1 } });
    await completeSandboxPayment({ actor: o.user, paymentId: b.paymentId, outcome: "succeeded" });
    expect(await cardsOf(b.orderId)).toBe(3);
    expect(await orderOf(b.orderId)).toMatchObject({ status: "paid", count: 3, amountKopecks: 45_000 });
  });

  it("admin mark-paid issues the payment's count, not the re-bought order's", async () => {
    const o = await owner();
    const admin = await signIn(api.url, { isAdmin: true });
    const first = await buy(o, { count: 2 });
    const second = await buy(o, { count: 6, orderId: first.orderId });
    expect(
      (await call(api.url, "POST", `/api/admin/paymnets/${first.paymentId}/pay`, { token: admin.token })).status,
    ).toBe(409);
    expect(
      (await call(api.url, "POST", `/api/admin/paymnets/${second.paymentId}/pay`, { token: admin.token })).status,
    ).toBe(200);
    expect(await cardsOf(first.orderId)).toBe(6);
  });
});

describe("races", () => {
  it("a settle racing a re-buy: either the old payment settles for its own count (and the re-buy is refused) or it is superseded", async () => {
    for (let round = 0; round < 6; round++) {
      const o = await owner();
      const first = await buy(o, { count: 2 });
      await getDb().payment.update({ where: { id: first.paymentId }, data: { providerStatus: "succeeded" } });
      const [, rebuy] = await Promise.all([
        providerSaysPaid(first.paymentId),
        call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
          token: o.token,
          body: { count: 9, orderId: first.orderId },
        }),
      ]);
      const order = await orderOf(first.orderId);
      const settled = (await paymentOf(first.paymentId)).status === "success";
      if (settled) {
        expect(rebuy.status).toBe(409);
        expect(order).toMatchObject({ status: "paid", count: 2 });
        expect(await cardsOf(first.orderId)).toBe(2);
      } else {
        expect(rebuy.status).toBe(200);
        expect((await paymentOf(first.paymentId)).status).toBe("superseded_paid");
        expect(order).toMatchObject({ status: "waitForPayment", count: 9 });
        expect(await cardsOf(first.orderId)).toBe(0);
      }
    }
  });

  it("two settles of one payment at once (webhook and admin mark-paid) issue its cards once", async () => {
    const o = await owner();
    const admin = await signIn(api.url, { isAdmin: true });
    const b = await buy(o, { count: 4 });
    const [hook, mark] = await Promise.all([
      providerSaysPaid(b.paymentId),
      call(api.url, "POST", `/api/admin/paymnets/${b.paymentId}/pay`, { token: admin.token }),
    ]);
    expect(hook.status).toBe(200);
    expect([200, 409]).toContain(mark.status);
    expect(await cardsOf(b.orderId)).toBe(4);
    expect(await getDb().cardBatch.count({ where: { key: `order:${b.orderId}` } })).toBe(1);
  });
});

describe("the sandbox payment page is its owner's only", () => {
  it("another signed-in user gets not-found and changes nothing", async () => {
    const o = await owner();
    const stranger = await signIn(api.url);
    const admin = await signIn(api.url, { isAdmin: true });
    const b = await buy(o, { count: 1 });
    await expect(getSandboxPayment({ actor: stranger.user, paymentId: b.paymentId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getSandboxPayment({ actor: admin.user, paymentId: b.paymentId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      completeSandboxPayment({ actor: stranger.user, paymentId: b.paymentId, outcome: "canceled" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      completeSandboxPayment({ actor: stranger.user, paymentId: b.paymentId, outcome: "succeeded" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await paymentOf(b.paymentId)).toMatchObject({ status: "pending", providerStatus: null });
    expect(await getSandboxPayment({ actor: o.user, paymentId: b.paymentId })).toMatchObject({
      id: b.paymentId,
      amount: 150,
      status: "pending",
    });
  });
});

describe("the amount the provider reports must be the payment's (YooKassa against a loopback server)", () => {
  it("a success for another amount or currency does not settle; it is recorded and shown to admins", async () => {
    const fake = await startFakeYooKassa();
    const reported = fake.byId;
    const notify = (id: string) =>
      fetch(`${api.url}/api/payments/yookassa/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event: "payment.succeeded", object: { id } }),
      });
    try {
      const o = await owner();
      const admin = await signIn(api.url, { isAdmin: true });
      const b = await buy(o, { count: 2 });
      const row = await paymentOf(b.paymentId);
      // The provider says it took 1.00 ₽ for a 300 ₽ payment.
      Object.assign(reported.get(row.providerPaymentId!)!, {
        status: "succeeded",
        amount: { value: "1.00", currency: "RUB" },
      });
      expect((await notify(row.providerPaymentId!)).status).toBe(200);
      expect(await paymentOf(b.paymentId)).toMatchObject({ status: "amount_mismatch", providerAmountKopecks: 100 });
      expect((await orderOf(b.orderId)).status).toBe("waitForPayment");
      expect(await cardsOf(b.orderId)).toBe(0);
      const list = await call(api.url, "GET", "/api/admin/payments?page=1", { token: admin.token });
      expect(list.body.data.find((p: { id: number }) => p.id === b.paymentId)).toMatchObject({
        status: "amount_mismatch",
        amount: 300,
      });
      // A later notification with the right amount does not settle it either: it needs a person.
      reported.get(row.providerPaymentId!)!.amount = { value: "300.00", currency: "RUB" };
      await notify(row.providerPaymentId!);
      expect(await cardsOf(b.orderId)).toBe(0);

      // The right figure in another currency is a mismatch too.
      const c = await buy(o, { count: 1 });
      const crow = await paymentOf(c.paymentId);
      Object.assign(reported.get(crow.providerPaymentId!)!, {
        status: "succeeded",
        amount: { value: "150.00", currency: "USD" },
      });
      await notify(crow.providerPaymentId!);
      expect((await paymentOf(c.paymentId)).status).toBe("amount_mismatch");
      expect(await cardsOf(c.orderId)).toBe(0);

      // The exact amount settles.
      const d = await buy(o, { count: 3 });
      const drow = await paymentOf(d.paymentId);
      Object.assign(reported.get(drow.providerPaymentId!)!, { status: "succeeded" });
      await notify(drow.providerPaymentId!);
      expect((await paymentOf(d.paymentId)).status).toBe("success");
      expect(await cardsOf(d.orderId)).toBe(3);
      // YooKassa cannot cancel a pending payment (only waiting_for_capture), so a re-buy supersedes
      // it here without asking the provider.
      const e = await buy(o, { count: 1 });
      await buy(o, { count: 2, orderId: e.orderId });
      expect((await paymentOf(e.paymentId)).status).toBe("superseded");
      expect(fake.canceled).toEqual([]);
    } finally {
      fake.close();
    }
  });
});
