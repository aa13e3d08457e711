import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { googleAuthorizationUrl } from "@ar/core";
import { call, sessionCookieFrom, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { createUser, uniqueEmail } from "@ar/devtools/testing";
import { startOidcProvider, type Oidc } from "@ar/devtools/testing";

let api: ApiServer;
let oidc: Oidc;
beforeAll(async () => {
  api = await startApiServer();
  oidc = await startOidcProvider();
  setEnvVar("GOOGLE_CLIENT_ID", "test-client");
  setEnvVar("GOOGLE_USERINFO_URL", oidc.userinfoUrl);
  setEnvVar("GOOGLE_AUTH_URL", oidc.authUrl);
});
afterAll(async () => {
  await api.close();
  await oidc.close();
});

describe("POST /api/account/sign-by-google", () => {
  it("creates a confirmed user from a verified e-mail and signs in", async () => {
    const email = uniqueEmail("g");
    const accessToken = await oidc.issueToken({ sub: `sub-${email}`, email, email_verified: true, name: "Google Person" });
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, name: "Google Person" });
    expect(sessionCookieFrom(res.headers)).toBeDefined();
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    expect(user.emailConfirmedAt).not.toBeNull();
    expect(user.googleSubject).toBe(`sub-${email}`);
    // The same Google account again signs in to the same user.
    const again = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(again.body.user.id).toBe(user.id);
  });

  it("links to an existing account with the same e-mail", async () => {
    const { user } = await createUser();
    const accessToken = await oidc.issueToken({ sub: "linked-sub", email: user.email, email_verified: true });
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(res.body.user.id).toBe(user.id);
  });

  it("a token the provider does not know is 401; an unverified e-mail is 403", async () => {
    const bad = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken: "forged-token" } });
    expect(bad.status).toBe(401);
    const email = uniqueEmail("unverified");
    const token = await oidc.issueToken({ sub: "u1", email, email_verified: false });
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken: token } });
    expect(res.status).toBe(403);
    expect(await getDb().user.findUnique({ where: { email } })).toBeNull();
  });

  it("accessToken is required", async () => {
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: {} });
    expect(res.body.error.fields).toEqual({ accessToken: "required" });
  });

  it("GET /api/account/data reports Google sign-in when configured", async () => {
    expect((await call(api.url, "GET", "/api/account/data")).body).toEqual({ registerAllowed: true, googleSignIn: true });
  });

  it("the authorization redirect asks for profile, email and openid with the implicit flow", () => {
    const { url, state } = googleAuthorizationUrl();
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(oidc.authUrl);
    expect(u.searchParams.get("scope")).toBe("profile email openid");
    expect(u.searchParams.get("response_type")).toBe("token");
    expect(u.searchParams.get("client_id")).toBe("test-client");
    expect(u.searchParams.get("state")).toBe(state);
    expect(u.searchParams.get("redirect_uri")).toBe(`${api.url}/auth/google`);
  });
});
