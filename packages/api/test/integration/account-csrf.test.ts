// Login CSRF: every state-changing request — sign-in and registration included, with or without a
// session cookie — must come from our origin unless it carries a Bearer token (an API client's own
// credential, which a browser never attaches on its own).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { call, sessionCookieFrom, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { createUser, uniqueEmail } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

const crossSite: { name: string; headers: Record<string, string> }[] = [
  { name: "another origin", headers: { origin: "https://evil.example" } },
  { name: "Origin: null (sandboxed frame)", headers: { origin: "null" } },
  { name: "Sec-Fetch-Site: cross-site without Origin", headers: { "sec-fetch-site": "cross-site" } },
];

describe("sign-in and registration refuse cross-site requests without a session cookie", () => {
  for (const c of crossSite) {
    it(`REST and tRPC sign-in from ${c.name}: 403, no session, no attempt counted`, async () => {
      const { user, password } = await createUser();
      for (const path of ["/api/account/login", "/api/trpc/account.login"]) {
        const res = await call(api.url, "POST", path, { body: { email: user.email, password }, headers: c.headers });
        expect(res.status).toBe(403);
        expect(path.includes("trpc") ? res.body.error.data.error.code : res.body.error.code).toBe("FORBIDDEN");
        expect(sessionCookieFrom(res.headers)).toBeUndefined();
      }
      expect(await getDb().session.count({ where: { userId: user.id } })).toBe(0);
      expect(await getDb().loginAttempt.count({ where: { email: user.email } })).toBe(0);
    });

    it(`registration from ${c.name}: 403, no account`, async () => {
      const email = uniqueEmail("csrf");
      const res = await call(api.url, "POST", "/api/account/register", {
        body: { name: "Mallory", email, password: "long-enough-1" },
        headers: c.headers,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: "FORBIDDEN", message: "Cross-site request refused" } });
      expect(await getDb().user.findUnique({ where: { email } })).toBeNull();
    });
  }

  it("Google sign-in from another origin is refused before the token is looked at", async () => {
    const res = await call(api.url, "POST", "/api/account/sign-by-google", {
      body: { accessToken: "whatever-token" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "FORBIDDEN", message: "Cross-site request refused" } });
  });
});

describe("what passes", () => {
  it("our own origin and same-origin fetch metadata sign in", async () => {
    const { user, password } = await createUser();
    const own = await call(api.url, "POST", "/api/account/login", {
      body: { email: user.email, password },
      headers: { origin: api.url, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
  });

  it("a client that sends neither Origin nor Sec-Fetch-Site (curl, an API client) signs in", async () => {
    const { user, password } = await createUser();
    expect((await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).status).toBe(
      200,
    );
  });

  it("a Bearer request is exempt whatever its Origin (a browser never attaches the token by itself)", async () => {
    const { user, password } = await createUser();
    const signedIn = await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } });
    const out = await call(api.url, "POST", "/api/trpc/account.logout", {
      token: signedIn.body.token,
      body: {},
      headers: { origin: "https://tool.example" },
    });
    expect(out.status).toBe(200);
  });

  it("the card viewer's anonymous view/use events may come from its own site (CARD_BASE_URL)", async () => {
    const res = await call(api.url, "POST", "/api/public/cards/nosuchcard123/view", {
      headers: { origin: "https://viewer.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(404);
  });

  it("reads are not checked: a cross-site GET answers", async () => {
    const res = await call(api.url, "GET", "/api/account/data", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});
