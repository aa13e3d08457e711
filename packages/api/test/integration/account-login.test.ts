import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { changePassword, hashToken, SESSION_TTL_MS } from "@ar/core";
import { call, sessionCookieFrom, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { createUser, uniqueEmail } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

describe("POST /api/account/login", () => {
  it("signs in: answers {user, token}, sets an httpOnly SameSite=Lax cookie, both authenticate", async () => {
    const { user, password } = await createUser({ features: ["ar-qr"] });
    const res = await call(api.url, "POST", "/api/account/login", {
      body: { email: ` ${user.email.toUpperCase()} `, password },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      email: user.email,
      isAdmin: false,
      features: ["ar-qr"],
      cardsBalance: 0,
      customDomain: null,
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(res.body.token).toMatch(/^[a-z2-7]{32}$/);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/ar_session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax/);

    const viaBearer = await call(api.url, "GET", "/api/account", { token: res.body.token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.email).toBe(user.email);
    const viaCookie = await call(api.url, "GET", "/api/account", { cookie: sessionCookieFrom(res.headers) });
    expect(viaCookie.body.id).toBe(user.id);
    // Only the SHA-256 of the token is stored.
    expect(await getDb().session.findUnique({ where: { id: res.body.token } })).toBeNull();
    expect(await getDb().session.findUnique({ where: { id: hashToken(res.body.token) } })).not.toBeNull();
  });

  it("empty or whitespace-only fields give 400 with code required per field", async () => {
    const res = await call(api.url, "POST", "/api/account/login", { body: { email: "   ", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: "BAD_REQUEST", message: "Invalid input", fields: { email: "required", password: "required" } },
    });
    const missing = await call(api.url, "POST", "/api/account/login", { body: {} });
    expect(missing.body.error.fields).toEqual({ email: "required", password: "required" });
  });

  it("wrong password is 401 with a field error; unconfirmed e-mail is 403", async () => {
    const { user } = await createUser();
    const wrong = await call(api.url, "POST", "/api/account/login", {
      body: { email: user.email, password: "nope-nope" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: "UNAUTHORIZED", fields: { password: "wrong_credentials" } });
    const pending = await createUser({ confirmed: false });
    const res = await call(api.url, "POST", "/api/account/login", {
      body: { email: pending.user.email, password: pending.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toEqual({ email: "not_confirmed" });
  });

  it("unknown e-mail is the same 401 as a wrong password", async () => {
    const res = await call(api.url, "POST", "/api/account/login", {
      body: { email: uniqueEmail(), password: "whatever1" },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.fields).toEqual({ password: "wrong_credentials" });
  });

  it("malformed JSON is a 400 with the documented body", async () => {
    const res = await fetch(`${api.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("BAD_REQUEST");
  });
});

// Throttling: account-login-throttle.test.ts.

describe("sessions", () => {
  async function signIn() {
    const { user, password } = await createUser();
    const res = await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } });
    return { user, token: res.body.token as string, cookie: sessionCookieFrom(res.headers)! };
  }

  it("GET /api/account without a session is 401 with the error body", async () => {
    const res = await call(api.url, "GET", "/api/account");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "UNAUTHORIZED", message: "Sign in to continue" } });
    expect((await call(api.url, "GET", "/api/account", { token: "a".repeat(32) })).status).toBe(401);
  });

  it("logout (tRPC) deletes the session; the token stops working", async () => {
    const s = await signIn();
    const out = await call(api.url, "POST", "/api/trpc/account.logout", { token: s.token, body: {} });
    expect(out.status).toBe(200);
    expect((await call(api.url, "GET", "/api/account", { token: s.token })).status).toBe(401);
  });

  it("expiry slides: a session past half its life is extended and the cookie renewed", async () => {
    const s = await signIn();
    const id = hashToken(s.token);
    await getDb().session.update({ where: { id }, data: { expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) } });
    const res = await call(api.url, "GET", "/api/account", { cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toContain("ar_session=");
    const row = await getDb().session.findUniqueOrThrow({ where: { id } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it("an expired session is refused and deleted", async () => {
    const s = await signIn();
    const id = hashToken(s.token);
    await getDb().session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(api.url, "GET", "/api/account", { token: s.token })).status).toBe(401);
    expect(await getDb().session.findUnique({ where: { id } })).toBeNull();
  });

  it("a password change revokes every session of that user", async () => {
    const a = await signIn();
    const second = await call(api.url, "POST", "/api/account/login", { body: { email: a.user.email, password: "" } });
    expect(second.status).toBe(400);
    await changePassword({ userId: a.user.id, password: "brand-new-password" });
    expect((await call(api.url, "GET", "/api/account", { token: a.token })).status).toBe(401);
    expect(await getDb().session.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("CSRF: a cookie-authenticated mutation from another origin is 403; same origin passes", async () => {
    const s = await signIn();
    const evil = await call(api.url, "POST", "/api/trpc/account.logout", {
      cookie: s.cookie,
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect(evil.body.error.data.error.code).toBe("FORBIDDEN");
    expect((await call(api.url, "GET", "/api/account", { cookie: s.cookie })).status).toBe(200);
    const own = await call(api.url, "POST", "/api/trpc/account.logout", {
      cookie: s.cookie,
      body: {},
      headers: { origin: api.url },
    });
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().join()).toContain("Max-Age=0");
  });

  it("the tRPC door answers the same errors as the REST door", async () => {
    const rest = await call(api.url, "POST", "/api/account/login", { body: { email: "", password: "x" } });
    const trpc = await call(api.url, "POST", "/api/trpc/account.login", { body: { email: "", password: "x" } });
    expect(trpc.status).toBe(rest.status);
    expect(trpc.body.error.data.error).toEqual(rest.body.error);
  });
});

describe("GET /api/account/data", () => {
  it("reports registerAllowed", async () => {
    const res = await call(api.url, "GET", "/api/account/data");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registerAllowed: true, googleSignIn: false });
  });

  it("unknown API paths are 404 and wrong methods 405, with the error body", async () => {
    expect((await call(api.url, "GET", "/api/nope")).body.error.code).toBe("NOT_FOUND");
    const wrong = await call(api.url, "DELETE", "/api/account/data");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/health", () => {
  it("reports the database and storage", async () => {
    const res = await call(api.url, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, database: "ok", storage: "ok" });
  });
});
