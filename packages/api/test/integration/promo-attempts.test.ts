// Trying promo codes: every code that cannot be used gets one answer, whatever the reason (a
// retired code is not confirmed), through the price and the purchase alike; wrong codes are
// limited per account and per client IP (the shared rate-limit table), a usable code costs
// nothing, and a limited caller is told when to retry (429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { RATE_LIMITS } from "@ar/core";
import {
  call,
  signInWithCollection,
  startApiServer,
  TEST_CLIENT_IP_HEADER,
  type ApiServer,
} from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

type Buyer = Awaited<ReturnType<typeof signInWithCollection>>;
const uniqueCode = (p: string) => `${p}${randomBytes(4).toString("hex")}`.toUpperCase();
// Each test its own client IP, so one test's attempts do not count in another's.
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const price = (b: Buyer, ip: string, promo?: string) =>
  call(api.url, "GET", `/api/cards/price?count=10${promo === undefined ? "" : `&promo=${promo}`}`, {
    token: b.token,
    headers: { [TEST_CLIENT_IP_HEADER]: ip },
  });
const buy = (b: Buyer, ip: string, promo: string) =>
  call(api.url, "POST", `/api/cards/${b.collectionId}/buy`, {
    token: b.token,
    body: { count: 10, promo },
    headers: { [TEST_CLIENT_IP_HEADER]: ip },
  });
const attempts = (action: string, key: string) => getDb().rateLimitEvent.count({ where: { action, key } });

describe("a code that cannot be used", () => {
  it("gets one answer for unknown, switched off, expired and used up, from the price and the purchase", async () => {
    const b = await signInWithCollection(api.url);
    const ip = freshIp();
    const make = async (data: Record<string, unknown>) => {
      const code = uniqueCode("r");
      await getDb().promoCode.create({ data: { code, percentOff: 10, ...data } });
      return code;
    };
    const unusable = [
      uniqueCode("none"),
      await make({ active: false }),
      await make({ expiresAt: new Date(Date.now() - 1000) }),
      await make({ usageLimit: 2, usedCount: 2 }),
    ];
    const orders = await getDb().order.count();
    for (const code of unusable) {
      for (const answer of [await price(b, ip, code), await buy(b, ip, code)]) {
        expect(answer.status, code).toBe(400);
        expect(answer.body.error, code).toEqual({
          code: "BAD_REQUEST",
          message: "This promo code cannot be used",
          fields: { promo: "invalid" },
        });
      }
    }
    // The purchase refused them before writing anything.
    expect(await getDb().order.count()).toBe(orders);
    expect(await attempts("promo-account", String(b.user.id))).toBe(unusable.length * 2);
  });
});

describe("wrong codes are limited", () => {
  it("per account: the limit's worth of wrong codes, then 429 with Retry-After for any code; usable codes cost nothing", async () => {
    const { limit } = RATE_LIMITS["promo-account"];
    const b = await signInWithCollection(api.url);
    const ip = freshIp();
    const good = uniqueCode("good");
    await getDb().promoCode.create({ data: { code: good, percentOff: 10 } });
    // Usable codes, more of them than the limit: all priced, none counted.
    for (let i = 0; i < limit + 2; i++) expect((await price(b, ip, good)).status).toBe(200);
    expect(await attempts("promo-account", String(b.user.id))).toBe(0);
    expect((await buy(b, ip, good)).status).toBe(200);
    expect(await attempts("promo-ip", ip)).toBe(0);

    for (let i = 0; i < limit; i++) expect((await price(b, ip, uniqueCode("w"))).status).toBe(400);
    const limited = await price(b, ip, uniqueCode("w"));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("TOO_MANY_REQUESTS");
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(RATE_LIMITS["promo-account"].windowMs / 1000);
    // A usable code is limited too (or the limit would tell it apart), through both doors ...
    expect((await price(b, ip, good)).status).toBe(429);
    const orders = await getDb().order.count();
    expect((await buy(b, ip, good)).status).toBe(429);
    expect(await getDb().order.count()).toBe(orders);
    // ... but the price without a code is not, and another account on the same IP is not.
    expect((await price(b, ip)).body).toEqual({ price: 1500, unDiscountPrice: 1500, discount: 0 });
    const other = await signInWithCollection(api.url);
    expect((await price(other, ip, uniqueCode("w"))).status).toBe(400);
    // The limited attempts counted nothing more for the account.
    expect(await attempts("promo-account", String(b.user.id))).toBe(limit);
  });

  it("per IP: wrong codes from several accounts on one IP add up; another IP is not limited", async () => {
    const { limit } = RATE_LIMITS["promo-ip"];
    const perAccount = RATE_LIMITS["promo-account"].limit - 1;
    const ip = freshIp();
    let left = limit;
    let last: Buyer | undefined;
    while (left > 0) {
      last = await signInWithCollection(api.url);
      const n = Math.min(perAccount, left);
      for (let i = 0; i < n; i++) expect((await price(last, ip, uniqueCode("w"))).status).toBe(400);
      left -= n;
    }
    const fresh = await signInWithCollection(api.url);
    const limited = await price(fresh, ip, uniqueCode("w"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused by the IP's limit, the request cost the account nothing.
    expect(await attempts("promo-account", String(fresh.user.id))).toBe(0);
    expect((await price(fresh, freshIp(), uniqueCode("w"))).status).toBe(400);
    expect((await price(last!, freshIp(), uniqueCode("w"))).status).toBe(400);
  });
});
