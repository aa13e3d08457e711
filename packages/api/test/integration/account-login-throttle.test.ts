// Sign-in throttling (docs/decisions/0015-sign-in-throttling.md): attempts are reserved before the
// password is checked, keyed by account-and-IP, IP and account, with growing delays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, clientIps, startApiServer, TEST_CLIENT_IP_HEADER, type ApiServer } from "@ar/devtools/testing";
import { createUser, uniqueEmail } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

/** A client address no other test uses, so per-IP counts do not leak between tests. */
const freshIp = clientIps();

function login(email: string, password: string, ip: string) {
  return call(api.url, "POST", "/api/account/login", {
    body: { email, password },
    headers: { [TEST_CLIENT_IP_HEADER]: ip },
  });
}

/** Moves every recorded attempt of this e-mail back in time, as if the client had waited. */
async function age(email: string, ms: number) {
  const rows = await getDb().loginAttempt.findMany({ where: { email } });
  for (const r of rows)
    await getDb().loginAttempt.update({
      where: { id: r.id },
      data: { createdAt: new Date(r.createdAt.getTime() - ms) },
    });
}

describe("attempts are reserved before the password is checked", () => {
  it("10 concurrent wrong passwords: at most 5 are evaluated, the rest are 429", async () => {
    const { user } = await createUser();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `wrong-${i}`, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    expect(await getDb().loginAttempt.count({ where: { email: user.email } })).toBe(5);
  });

  it("a tRPC batch of 10 account.login calls is refused whole: no guess is evaluated", async () => {
    const { user } = await createUser();
    const names = Array.from({ length: 10 }, () => "account.login").join(",");
    const body = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [String(i), { email: user.email, password: `wrong-${i}` }]),
    );
    const res = await call(api.url, "POST", `/api/trpc/${names}?batch=1`, {
      body,
      headers: { [TEST_CLIENT_IP_HEADER]: freshIp() },
    });
    expect(res.status).toBe(400);
    const errors = (Array.isArray(res.body) ? res.body : [res.body]).map(
      (r: { error: { data: { error: { code: string } } } }) => r.error.data.error.code,
    );
    expect(new Set(errors)).toEqual(new Set(["BAD_REQUEST"]));
    expect(await getDb().loginAttempt.count({ where: { email: user.email } })).toBe(0);
  });

  it("sign-in, registration and Google sign-in are refused in a batch even beside other calls", async () => {
    const email = uniqueEmail("batch");
    const register = await call(api.url, "POST", "/api/trpc/account.register?batch=1", {
      body: { 0: { name: "Batch", email, password: "long-enough-1" } },
      headers: { [TEST_CLIENT_IP_HEADER]: freshIp() },
    });
    expect(register.status).toBe(400);
    expect(await getDb().user.findUnique({ where: { email } })).toBeNull();
    const google = await call(api.url, "POST", "/api/trpc/account.logout,account.signByGoogle?batch=1", {
      body: { 0: {}, 1: { accessToken: "x".repeat(10) } },
    });
    expect(google.status).toBe(400);
    // The same calls alone go through (a plain tRPC call is not a batch).
    const alone = await call(api.url, "POST", "/api/trpc/account.register", {
      body: { name: "Alone", email, password: "long-enough-1" },
      headers: { [TEST_CLIENT_IP_HEADER]: freshIp() },
    });
    expect(alone.status).toBe(200);
  });

  it("other batches are capped at 10 calls", async () => {
    const batch = (n: number) => {
      const names = Array.from({ length: n }, () => "account.signInOptions").join(",");
      const input = encodeURIComponent(
        JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), null]))),
      );
      return call(api.url, "GET", `/api/trpc/${names}?batch=1&input=${input}`);
    };
    const ten = await batch(10);
    expect(ten.status).toBe(200);
    expect(ten.body).toHaveLength(10);
    const eleven = await batch(11);
    expect(eleven.status).toBe(400);
  });
});

describe("account-and-IP throttle with growing delays", () => {
  it("after 5 failures the same IP waits 1 minute (429, Retry-After), then 2, doubling", async () => {
    const { user, password } = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `bad-${i}`, ip)).status).toBe(401);
    const blocked = await login(user.email, password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("TOO_MANY_REQUESTS");
    const retry = Number(blocked.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);

    await age(user.email, 61_000);
    expect((await login(user.email, "bad-again", ip)).status).toBe(401);
    const longer = await login(user.email, password, ip);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(110);
    expect(Number(longer.headers.get("retry-after"))).toBeLessThanOrEqual(120);

    await age(user.email, 121_000);
    expect((await login(user.email, password, ip)).status).toBe(200);
  });

  it("a stranger's failures do not lock the owner (an admin here) out from another IP", async () => {
    const { user, password } = await createUser({ isAdmin: true });
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `guess-${i}`, stranger)).status).toBe(401);
    expect((await login(user.email, "guess-6", stranger)).status).toBe(429);
    expect((await login(user.email, password, freshIp())).status).toBe(200);
    // The owner's success does not reset the stranger's delay.
    expect((await login(user.email, password, stranger)).status).toBe(429);
  });

  it("a success clears that IP's failures", async () => {
    const { user, password } = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(user.email, "bad-pass", ip)).status).toBe(401);
    expect((await login(user.email, password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, "bad-pass", ip)).status).toBe(401);
    expect((await login(user.email, password, ip)).status).toBe(200);
  });

  it("failures older than a day do not count", async () => {
    const { user, password } = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 8; i++) await login(user.email, "bad-pass", ip);
    await age(user.email, 24 * 60 * 60 * 1000 + 1000);
    expect((await login(user.email, password, ip)).status).toBe(200);
  });
});

describe("per-IP throttle", () => {
  it("50 failures from one IP on any accounts within an hour delay that IP, not others", async () => {
    const ip = freshIp();
    await getDb().loginAttempt.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({ email: `spray${i}-${ip}@example.com`, ip })),
    });
    const { user, password } = await createUser();
    const res = await login(user.email, password, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(user.email, password, freshIp())).status).toBe(200);
  });
});

describe("per-account throttle against distributed guessing", () => {
  it("100 failures from many IPs within an hour delay new IPs, but not one the owner signed in from", async () => {
    const { user, password } = await createUser();
    const home = freshIp();
    expect((await login(user.email, password, home)).status).toBe(200);
    await getDb().loginAttempt.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({ email: user.email, ip: `203.0.113.${i}` })),
    });
    const newcomer = await login(user.email, password, freshIp());
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(user.email, password, home)).status).toBe(200);
  });
});
