import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvVar } from "@ar/config";
import { getDb } from "@ar/db";
import { googleAuthorizationUrl } from "@ar/core";
import { call, sessionCookieFrom, startApiServer, type ApiServer } from "@ar/devtools/testing";
import { createUser, uniqueEmail } from "@ar/devtools/testing";
import { OIDC_TEST_CLIENT_ID, startOidcProvider, type Oidc } from "@ar/devtools/testing";

let api: ApiServer;
let oidc: Oidc;
beforeAll(async () => {
  api = await startApiServer();
  oidc = await startOidcProvider();
  setEnvVar("GOOGLE_CLIENT_ID", OIDC_TEST_CLIENT_ID);
  setEnvVar("GOOGLE_USERINFO_URL", oidc.userinfoUrl);
  setEnvVar("GOOGLE_TOKENINFO_URL", oidc.tokeninfoUrl);
  setEnvVar("GOOGLE_AUTH_URL", oidc.authUrl);
});
afterAll(async () => {
  await api.close();
  await oidc.close();
});

describe("POST /api/account/sign-by-google", () => {
  it("creates a confirmed user from a verified e-mail and signs in", async () => {
    const email = uniqueEmail("g");
    const accessToken = await oidc.issueToken({
      sub: `sub-${email}`,
      email,
      email_verified: true,
      name: "Google Person",
    });
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

  it("a token issued for another application is refused (401), nothing is created", async () => {
    const email = uniqueEmail("other-app");
    const accessToken = await oidc.issueToken(
      { sub: `sub-${email}`, email, email_verified: true },
      { audience: "someone-elses-client" },
    );
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "UNAUTHORIZED", fields: { accessToken: "wrong_audience" } });
    expect(sessionCookieFrom(res.headers)).toBeUndefined();
    expect(await getDb().user.findUnique({ where: { email } })).toBeNull();
  });

  it("an existing password account is not linked without a verified e-mail: 403 with a clear reason", async () => {
    const { user, password } = await createUser();
    for (const email_verified of [false, undefined]) {
      const accessToken = await oidc.issueToken({ sub: `unverified-${user.id}`, email: user.email, email_verified });
      const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: "FORBIDDEN", fields: { email: "not_verified" } });
    }
    const row = await getDb().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.googleSubject).toBeNull();
    expect((await call(api.url, "POST", "/api/account/login", { body: { email: user.email, password } })).status).toBe(
      200,
    );
  });

  it("pre-hijacking: a password set on an address nobody confirmed stops working once its owner signs in with Google", async () => {
    const email = uniqueEmail("victim");
    const attacker = await createUser({ email, confirmed: false, name: "Attacker" });
    const accessToken = await oidc.issueToken({ sub: `victim-${email}`, email, email_verified: true, name: "Victim" });
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(attacker.user.id);
    const row = await getDb().user.findUniqueOrThrow({ where: { id: attacker.user.id } });
    expect(row.passwordHash).toBeNull();
    expect(row.emailConfirmedAt).not.toBeNull();
    const attempt = await call(api.url, "POST", "/api/account/login", { body: { email, password: attacker.password } });
    expect(attempt.status).toBe(401);
  });

  it("an account linked to one Google account is not taken over by another Google account with its e-mail", async () => {
    const { user } = await createUser();
    await getDb().user.update({ where: { id: user.id }, data: { googleSubject: `first-${user.id}` } });
    const accessToken = await oidc.issueToken({ sub: `second-${user.id}`, email: user.email, email_verified: true });
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "CONFLICT", fields: { email: "linked_elsewhere" } });
    expect((await getDb().user.findUniqueOrThrow({ where: { id: user.id } })).googleSubject).toBe(`first-${user.id}`);
    // The Google account already linked still signs in, whatever e-mail it reports now.
    const first = await oidc.issueToken({
      sub: `first-${user.id}`,
      email: uniqueEmail("renamed"),
      email_verified: true,
    });
    const again = await call(api.url, "POST", "/api/account/sign-by-google", { body: { accessToken: first } });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(user.id);
  });

  it("accessToken is required", async () => {
    const res = await call(api.url, "POST", "/api/account/sign-by-google", { body: {} });
    expect(res.body.error.fields).toEqual({ accessToken: "required" });
  });

  it("GET /api/account/data reports Google sign-in when configured", async () => {
    expect((await call(api.url, "GET", "/api/account/data")).body).toEqual({
      registerAllowed: true,
      googleSignIn: true,
    });
  });

  it("the authorization redirect asks for profile, email and openid with the implicit flow", () => {
    const { url, state } = googleAuthorizationUrl();
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(oidc.authUrl);
    expect(u.searchParams.get("scope")).toBe("profile email openid");
    expect(u.searchParams.get("response_type")).toBe("token");
    expect(u.searchParams.get("client_id")).toBe(OIDC_TEST_CLIENT_ID);
    expect(u.searchParams.get("state")).toBe(state);
    expect(u.searchParams.get("redirect_uri")).toBe(`${api.url}/auth/google`);
  });
});
