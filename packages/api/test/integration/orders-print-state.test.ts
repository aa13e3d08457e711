// Issue 23: the order status names the order's latest payment as the server recorded it (the
// wizard ends its wait on a cancel or failure), and a collection's paid orders say whether their
// cards were printed (Print or Reprint) — the same on the REST and tRPC doors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { completeSandboxPayment } from "@ar/core";
import { call, signInWithCollection, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const owner = () => signInWithCollection(api.url);

describe("order status and paid orders' print state", () => {
  it("answers the latest payment: pending, then cancelled through the signed webhook; a rebuy is the new latest", async () => {
    const o = await owner();
    const bought = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 2 } })
    ).body;
    const status = () => call(api.url, "GET", `/api/cards/orders/${bought.orderId}`, { token: o.token });
    expect((await status()).body).toMatchObject({
      status: "waitForPayment",
      payment: { id: bought.paymentId, status: "pending" },
    });
    await completeSandboxPayment({ actor: o.user, paymentId: bought.paymentId, outcome: "canceled" });
    expect((await status()).body).toMatchObject({
      status: "waitForPayment",
      payment: { id: bought.paymentId, status: "canceled" },
    });
    const again = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
        token: o.token,
        body: { count: 2, orderId: bought.orderId },
      })
    ).body;
    expect((await status()).body.payment).toEqual({ id: again.paymentId, status: "pending" });
    // Someone else's order stays not found, payment and all.
    const other = await owner();
    expect((await call(api.url, "GET", `/api/cards/orders/${bought.orderId}`, { token: other.token })).status).toBe(
      404,
    );
  });

  it("a paid order is printed once an export (not failed) holds its first card", async () => {
    const o = await owner();
    const bought = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 3 } })
    ).body;
    const unpaid = (
      await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 1 } })
    ).body;
    await completeSandboxPayment({ actor: o.user, paymentId: bought.paymentId, outcome: "succeeded" });
    const orders = async () =>
      (await call(api.url, "GET", `/api/cards/${o.collectionId}`, { token: o.token })).body.orders as {
        id: number;
        printed: boolean;
      }[];
    const printedOf = async (id: number) => (await orders()).find((x) => x.id === id)?.printed;
    expect(await printedOf(bought.orderId)).toBe(false);
    expect(await printedOf(unpaid.orderId)).toBe(false);

    const cards = (
      await getDb().card.findMany({ where: { orderId: bought.orderId }, orderBy: { id: "asc" }, select: { id: true } })
    ).map((c) => c.id);
    const failed = await getDb().printExport.create({
      data: { collectionId: o.collectionId, userId: o.user.id, options: {}, cardIds: cards, status: "error" },
    });
    expect(await printedOf(bought.orderId)).toBe(false);
    await getDb().printExport.update({ where: { id: failed.id }, data: { status: "done" } });
    expect(await printedOf(bought.orderId)).toBe(true);
    // The list answers the same.
    const listed = (await call(api.url, "GET", "/api/cards", { token: o.token })).body;
    const items = (Array.isArray(listed) ? listed : (listed.items ?? listed.collections)) as {
      id: number;
      orders: { id: number; printed: boolean }[];
    }[];
    expect(items.find((c) => c.id === o.collectionId)?.orders.find((x) => x.id === bought.orderId)?.printed).toBe(true);
  });
});
