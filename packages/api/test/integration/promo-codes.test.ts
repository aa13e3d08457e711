// Promo codes (issue 23): admins manage them (audit-logged), the price API applies them (one
// answer for every code that cannot be used: promo-attempts.test.ts), and a use is counted exactly once per paid order, also when two orders
// race for the last use (real PostgreSQL, concurrent settlements).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { completeSandboxPayment } from "@ar/core";
import { call, signIn, signInWithCollection, startApiServer, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
let adminToken: string;
beforeAll(async () => {
  api = await startApiServer();
  adminToken = (await signIn(api.url, { isAdmin: true })).token;
});
afterAll(() => api.close());

const uniqueCode = (p: string) => `${p}${randomBytes(3).toString("hex")}`.toUpperCase();

const owner = () => signInWithCollection(api.url);

describe("admin promo codes", () => {
  it("creates percent and fixed-amount codes, edits them, and logs each save", async () => {
    const pct = uniqueCode("pct");
    const created = await call(api.url, "POST", "/api/admin/promo-codes", {
      token: adminToken,
      body: { code: pct.toLowerCase(), kind: "percent", percentOff: 15, usageLimit: 3 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: pct,
      kind: "percent",
      percentOff: 15,
      amountOff: 0,
      usageLimit: 3,
      usedCount: 0,
      active: true,
    });
    const fix = uniqueCode("fix");
    expect(
      (
        await call(api.url, "POST", "/api/admin/promo-codes", {
          token: adminToken,
          body: { code: fix, kind: "amount", amountOff: 200.5 },
        })
      ).body,
    ).toMatchObject({ kind: "amount", amountOff: 200.5 });
    expect((await getDb().promoCode.findUniqueOrThrow({ where: { code: fix } })).amountOffKopecks).toBe(20050);

    const edited = await call(api.url, "POST", `/api/admin/promo-codes/${pct}`, {
      token: adminToken,
      body: { kind: "percent", percentOff: 15, usageLimit: 3, active: false },
    });
    expect(edited.body.active).toBe(false);
    const log = await getDb().auditLog.findMany({ where: { targetType: "promoCode" }, orderBy: { id: "asc" } });
    const mine = log.filter((l) => (l.changes as { code?: string }).code === pct);
    expect(mine.map((l) => l.action)).toEqual(["promo.create", "promo.update"]);
    expect(mine[1]!.changes).toEqual({ code: pct, active: false });

    const list = await call(api.url, "GET", "/api/admin/promo-codes", { token: adminToken });
    expect(list.body.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining([pct, fix]));
  });

  it("refuses bad input with the field named, a taken code, and non-admins, changing nothing", async () => {
    const bad = await call(api.url, "POST", "/api/admin/promo-codes", {
      token: adminToken,
      body: { code: "a b", kind: "percent" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ code: "promo_format", percentOff: "required" });
    const over = await call(api.url, "POST", "/api/admin/promo-codes", {
      token: adminToken,
      body: { code: uniqueCode("over"), kind: "percent", percentOff: 150 },
    });
    expect(Object.keys(over.body.error.fields)).toEqual(["percentOff"]);
    const code = uniqueCode("dup");
    await call(api.url, "POST", "/api/admin/promo-codes", {
      token: adminToken,
      body: { code, kind: "percent", percentOff: 5 },
    });
    const dup = await call(api.url, "POST", "/api/admin/promo-codes", {
      token: adminToken,
      body: { code, kind: "percent", percentOff: 50 },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ code: "taken" });
    const o = await owner();
    expect(
      (
        await call(api.url, "POST", "/api/admin/promo-codes", {
          token: o.token,
          body: { code: uniqueCode("x"), kind: "percent", percentOff: 5 },
        })
      ).status,
    ).toBe(403);
    expect((await getDb().promoCode.findUniqueOrThrow({ where: { code } })).percentOff).toBe(5);
  });
});

describe("the price API applies codes", () => {
  it("fixed amount, and one refusal for inactive, expired, used up", async () => {
    const o = await owner();
    const make = async (data: Record<string, unknown>) => {
      const code = uniqueCode("p");
      await getDb().promoCode.create({ data: { code, ...data } });
      return code;
    };
    const price = (promo: string) =>
      call(api.url, "GET", `/api/cards/price?count=10&promo=${promo}`, { token: o.token });
    expect((await price(await make({ amountOffKopecks: 20000 }))).body).toEqual({
      price: 1300,
      unDiscountPrice: 1500,
      discount: 200,
    });
    // A fixed amount larger than the price takes the price off, never more.
    expect((await price(await make({ amountOffKopecks: 999_900 }))).body).toMatchObject({ price: 0, discount: 1500 });
    expect((await price(await make({ percentOff: 10, active: false }))).body.error.fields).toEqual({
      promo: "invalid",
    });
    expect(
      (await price(await make({ percentOff: 10, expiresAt: new Date(Date.now() - 1000) }))).body.error.fields,
    ).toEqual({ promo: "invalid" });
    expect((await price(await make({ percentOff: 10, usageLimit: 2, usedCount: 2 }))).body.error.fields).toEqual({
      promo: "invalid",
    });
    expect((await price("NOSUCHCODE")).body.error.fields).toEqual({ promo: "invalid" });
  });
});

describe("usage is counted once per paid order", () => {
  it("two orders racing for the last use: one is paid and counted, the other is not settled", async () => {
    const code = uniqueCode("last");
    await getDb().promoCode.create({ data: { code, percentOff: 10, usageLimit: 1 } });
    const a = await owner();
    const b = await owner();
    const buy = (o: Awaited<ReturnType<typeof owner>>) =>
      call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, { token: o.token, body: { count: 10, promo: code } });
    const [boughtA, boughtB] = [await buy(a), await buy(b)];
    expect([boughtA.status, boughtB.status]).toEqual([200, 200]);

    await Promise.all([
      completeSandboxPayment({ actor: a.user, paymentId: boughtA.body.paymentId, outcome: "succeeded" }),
      completeSandboxPayment({ actor: b.user, paymentId: boughtB.body.paymentId, outcome: "succeeded" }),
    ]);
    const orders = await getDb().order.findMany({
      where: { id: { in: [boughtA.body.orderId, boughtB.body.orderId] } },
    });
    expect(orders.map((o) => o.status).sort()).toEqual(["paid", "waitForPayment"]);
    const payments = await getDb().payment.findMany({
      where: { id: { in: [boughtA.body.paymentId, boughtB.body.paymentId] } },
    });
    expect(payments.map((p) => p.status).sort()).toEqual(["promo_used_up", "success"]);
    expect((await getDb().promoCode.findUniqueOrThrow({ where: { code } })).usedCount).toBe(1);
    const paid = orders.find((o) => o.status === "paid")!;
    expect(await getDb().card.count({ where: { orderId: paid.id } })).toBe(10);

    // Settling the paid one again counts nothing more.
    const paidPayment = payments.find((p) => p.status === "success")!;
    await completeSandboxPayment({
      actor: paid.userId === a.user.id ? a.user : b.user,
      paymentId: paidPayment.id,
      outcome: "succeeded",
    }).catch(() => undefined);
    expect((await getDb().promoCode.findUniqueOrThrow({ where: { code } })).usedCount).toBe(1);
    // And the code can no longer be used (the answer does not say why).
    expect((await buy(a)).body.error?.fields ?? (await buy(b)).body.error.fields).toEqual({ promo: "invalid" });
  });

  it("a code without a limit counts each paid order", async () => {
    const code = uniqueCode("many");
    await getDb().promoCode.create({ data: { code, amountOffKopecks: 5000 } });
    for (let i = 0; i < 2; i++) {
      const o = await owner();
      const bought = await call(api.url, "POST", `/api/cards/${o.collectionId}/buy`, {
        token: o.token,
        body: { count: 10, promo: code },
      });
      expect(bought.body.amount).toBe(1450);
      await completeSandboxPayment({ actor: o.user, paymentId: bought.body.paymentId, outcome: "succeeded" });
    }
    expect((await getDb().promoCode.findUniqueOrThrow({ where: { code } })).usedCount).toBe(2);
  });
});
