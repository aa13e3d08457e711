// The documented REST paths on the real built server (Remix resource route → API package).
import { expect, test } from "@playwright/test";
import { createUser } from "../fixtures/db";

test("login over REST returns {user, token} and a hardened session cookie", async ({ request }) => {
  const user = await createUser({ features: ["ar-qr"] });
  const res = await request.post("/api/account/login", { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.user).toMatchObject({ email: user.email, features: ["ar-qr"] });
  expect(res.headers()["set-cookie"]).toMatch(/ar_session=.+; Path=\/; HttpOnly; SameSite=Lax/);
  const me = await request.get("/api/account", { headers: { authorization: `Bearer ${body.token}` } });
  expect((await me.json()).id).toBe(user.id);
});

test("errors keep the documented body through the real server", async ({ request }) => {
  const res = await request.post("/api/account/login", { data: { email: " ", password: "" } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    error: { code: "BAD_REQUEST", message: "Invalid input", fields: { email: "required", password: "required" } },
  });
  const anon = await request.get("/api/stats/all");
  expect(anon.status()).toBe(401);
});

test("tRPC is mounted at /api/trpc", async ({ request }) => {
  const res = await request.get("/api/trpc/account.signInOptions");
  expect(res.status()).toBe(200);
  expect((await res.json()).result.data).toEqual({ registerAllowed: true, googleSignIn: false });
});
