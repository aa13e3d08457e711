import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { completeSandboxPayment, sandboxSignature } from "@ar/core";
import { call, signInWithCollection, startApiServer, type ApiServer, startFakeYooKassa } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  await getDb().promoCode.create({ data: { code: "SPRING10", percentOff: 10 } });
  await getDb().promoCode.create({ data: { code: "OLD", percentOff: 50, expiresAt: new Date(Date.now() - 1000) } });
});
afterAll(() => api.close());

const owner = () => signInWithCollection(api.url);

const webhook = (body: unknown, signature?: string) => {
  const text = JSON.stringify(body);
  return fetch(`${api.url}/api/payments/sandbox/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-sandbox-signature": signature ?? sandboxSignature(text) },
    body: text,
  });
};

describe("price", () => {
  it("tiers by quantity, promo percentage, validation", async () => {
    const o = await owner();
    const price = (q: string) => call(api.url, "GET", `/api/cards/price?${q}`, { token: o.token });
    expect((await price("count=10")).body).toEqual({ price: 1500, unDiscountPrice: 1500, discount: 0 });
    expect((await price("count=50")).body).toEqual({ price: 6000, unDiscountPrice: 6000, discount: 0 });
    expect((await price("count=10&promo=spring10")).body).toEqual({
      price: 1350,
      unDiscountPrice: 1500,
      discount: 150,
    });
    // An expired code gets the answer an unknown one gets (promo-attempts.test.ts).
    expect((await price("count=10&promo=OLD")).body.error.fields).toEqual({ promo: "invalid" });
    expect((await price("count=10&promo=NOPE")).status).toBe(400);
    expect((await price("count=0")).body.error.fields).toEqual({ count: "invalid" });
    expect((await price("count=abc")).status).toBe(400);
    expect((await price("count=2.5")).status).toBe(400);
    expect((await call(api.url, "GET", "/api/cards/price?count=1")).status).toBe(401);
  });
});

describe("buy → sandbox → webhook", () => {
  it("an order is paid only through the signed webhook, once, and then its cards exist", async () => {
    const o = await owner();
    const bought = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
      token: o.token,
      body: { count: 10, promo: "SPRING10" },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ amount: 1350 });
    expect(bought.body.paymentUrl).toBe(`${api.url}/pay/sandbox/${bought.body.paymentId}`);
    const orderId = bought.body.orderId as number;
    expect((await call(api.url, "GET", `/api/cards/orders/${orderId}`, { token: o.token })).body.status).toBe(
      "waitForPayment",
    );
    expect((await call(api.url, "GET", `/api/cards/orders/${orderId}/cards`, { token: o.token })).status).toBe(409);

    // A forged or unsigned call changes nothing.
    const payment = await getDb().payment.findUniqueOrThrow({ where: { id: bought.body.paymentId } });
    expect(
      (await webhook({ event: "payment.succeeded", object: { id: payment.providerPaymentId } }, "0".repeat(64))).status,
    ).toBe(403);
    // A signed notification while the provider still says pending changes nothing either: the
    // outcome is re-read from the provider, not taken from the body.
    expect(
      (await (await webhook({ event: "payment.succeeded", object: { id: payment.providerPaymentId } })).json()).status,
    ).toBe("pending");
    expect((await call(api.url, "GET", `/api/cards/orders/${orderId}`, { token: o.token })).body.status).toBe(
      "waitForPayment",
    );

    // The sandbox page's "pay" records the outcome and calls the webhook over HTTP.
    await completeSandboxPayment({ actor: o.user, paymentId: payment.id, outcome: "succeeded" });
    expect((await call(api.url, "GET", `/api/cards/orders/${orderId}`, { token: o.token })).body.status).toBe("paid");
    const cards = await call(api.url, "GET", `/api/cards/orders/${orderId}/cards`, { token: o.token });
    expect(cards.body).toHaveLength(10);

    // Duplicated and replayed notifications: still one paid order and one batch.
    for (let i = 0; i < 3; i++)
      await webhook({ event: "payment.succeeded", object: { id: payment.providerPaymentId } });
    expect(await getDb().card.count({ where: { orderId } })).toBe(10);
    expect(await getDb().cardBatch.count({ where: { key: `order:${orderId}` } })).toBe(1);
    // A late failure never undoes the success.
    await getDb().payment.update({ where: { id: payment.id }, data: { providerStatus: "canceled" } });
    await webhook({ event: "payment.canceled", object: { id: payment.providerPaymentId } });
    expect((await getDb().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("success");
  });

  it("success after an earlier failure still pays the order once", async () => {
    const o = await owner();
    const bought = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 2 } })
    ).body;
    await completeSandboxPayment({ actor: o.user, paymentId: bought.paymentId, outcome: "canceled" });
    expect((await getDb().payment.findUniqueOrThrow({ where: { id: bought.paymentId } })).status).toBe("canceled");
    await completeSandboxPayment({ actor: o.user, paymentId: bought.paymentId, outcome: "succeeded" });
    expect((await call(api.url, "GET", `/api/cards/orders/${bought.orderId}`, { token: o.token })).body.status).toBe(
      "paid",
    );
    expect(await getDb().card.count({ where: { orderId: bought.orderId } })).toBe(2);
  });

  it("concurrent duplicate notifications (reordered with a stale failure) pay once and make one batch", async () => {
    const o = await owner();
    const bought = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 3 } })
    ).body;
    const payment = await getDb().payment.findUniqueOrThrow({ where: { id: bought.paymentId } });
    // The provider now reports success; its notifications arrive at once, a stale "canceled" among them.
    await getDb().payment.update({ where: { id: payment.id }, data: { providerStatus: "succeeded" } });
    const events = [
      "payment.succeeded",
      "payment.canceled",
      "payment.succeeded",
      "payment.succeeded",
      "payment.succeeded",
    ];
    const answers = await Promise.all(
      events.map((event) => webhook({ event, object: { id: payment.providerPaymentId } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(api.url, "GET", `/api/cards/orders/${bought.orderId}`, { token: o.token })).body.status).toBe(
      "paid",
    );
    expect(await getDb().card.count({ where: { orderId: bought.orderId } })).toBe(3);
    expect(await getDb().cardBatch.count({ where: { key: `order:${bought.orderId}` } })).toBe(1);
    expect((await getDb().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("success");
  });

  it("an unpaid order is reused with the new count and promo; a paid one is refused; strangers get 404", async () => {
    const o = await owner();
    const first = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 5 } })
    ).body;
    const again = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
      token: o.token,
      body: { count: 7, promo: "SPRING10", orderId: first.orderId },
    });
    expect(again.body.orderId).toBe(first.orderId);
    const order = await getDb().order.findUniqueOrThrow({ where: { id: first.orderId } });
    expect(order).toMatchObject({ count: 7, promo: "SPRING10", amountKopecks: 94500 });
    await completeSandboxPayment({ actor: o.user, paymentId: again.body.paymentId, outcome: "succeeded" });
    const paid = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
      token: o.token,
      body: { count: 7, orderId: first.orderId },
    });
    expect(paid.status).toBe(409);
    const stranger = await owner();
    expect(
      (await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: stranger.token, body: { count: 1 } }))
        .status,
    ).toBe(404);
    expect((await call(api.url, "GET", `/api/cards/orders/${first.orderId}`, { token: stranger.token })).status).toBe(
      404,
    );
    // Every attempt is a Payment row visible to admins.
    expect(await getDb().payment.count({ where: { orderId: first.orderId } })).toBe(2);
  });
});

describe("YooKassa adapter against a loopback server playing its API", () => {
  it("creates with an Idempotence-Key and trusts only the re-read status", async () => {
    const fake = await startFakeYooKassa();
    try {
      const o = await owner();
      const bought = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
        token: o.token,
        body: { count: 3 },
      });
      expect(bought.body.paymentUrl).toBe("https://yoomoney.example/checkout/yk-1");
      const create = fake.seen.find((s) => s.method === "POST")!;
      expect(create.key).toBe(`ar-payment-${bought.body.paymentId}`);
      expect(create.auth).toBe(`Basic ${Buffer.from("shop-1:secret-1").toString("base64")}`);
      expect(create.body).toMatchObject({ amount: { value: "450.00", currency: "RUB" }, capture: true });

      const notify = () =>
        fetch(`${api.url}/api/payments/yookassa/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            type: "notification",
            event: "payment.succeeded",
            object: { id: "yk-1", status: "succeeded" },
          }),
        });
      // The body claims success, the provider still says pending: nothing changes.
      expect((await (await notify()).json()).status).toBe("pending");
      expect(
        (await call(api.url, "GET", `/api/cards/orders/${bought.body.orderId}`, { token: o.token })).body.status,
      ).toBe("waitForPayment");
      fake.byKey.get(`ar-payment-${bought.body.paymentId}`)!.status = "succeeded";
      await Promise.all([notify(), notify()]);
      expect(
        (await call(api.url, "GET", `/api/cards/orders/${bought.body.orderId}`, { token: o.token })).body.status,
      ).toBe("paid");
      expect(await getDb().card.count({ where: { orderId: bought.body.orderId } })).toBe(3);
      expect(
        (
          await fetch(`${api.url}/api/payments/yookassa/webhook`, {
            method: "POST",
            body: JSON.stringify({ event: "x", object: { id: "unknown" } }),
          })
        ).status,
      ).toBe(404);
    } finally {
      fake.close();
    }
  });
});
