// Authorization matrix rows: the account, its recovery, promo codes, statistics.
import { randomBytes } from "node:crypto";
import { actors } from "./authz-matrix-harness";
import { ADMIN, ALL, none, PUBLIC, rowTable, SIGNED_IN, type Expect } from "./authz-matrix-rows";

const { rows, rest, trpc } = rowTable();

rest("GET /api/account", SIGNED_IN, async () => ({ method: "GET", path: "/api/account" }));
rest(
  "POST /api/account/login",
  ALL(401),
  async () => ({
    method: "POST",
    path: "/api/account/login",
    json: { email: actors.owner.email, password: "wrong-password" },
  }),
  false,
);
rest(
  "POST /api/account/register",
  ALL(409),
  async () => ({
    method: "POST",
    path: "/api/account/register",
    json: { email: actors.owner.email, password: "Password123!", name: "Taken" },
  }),
  false,
);
rest(
  "POST /api/account/confirm-mail",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/confirm-mail", json: { token: "not-a-token" } }),
  false,
);
rest(
  "POST /api/account/sign-by-google",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/sign-by-google", json: { accessToken: "" } }),
  false,
);
// Account recovery (issue 23): refused inputs change nothing for anyone; the credential changes
// need a session and the current password (wrong here).
const SIGNED_IN_400: Expect = { anon: 401, stranger: 400, shared: 400, owner: 400, admin: 400 };
rest(
  "POST /api/account/resend-confirmation",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/resend-confirmation", json: { email: "not-an-address" } }),
  false,
);
rest(
  "POST /api/account/forgot-password",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/forgot-password", json: { email: "" } }),
  false,
);
rest(
  "POST /api/account/reset-password",
  ALL(400),
  async () => ({
    method: "POST",
    path: "/api/account/reset-password",
    json: { token: "", password: "brand-new-pass" },
  }),
  false,
);
rest(
  "POST /api/account/change-password",
  SIGNED_IN_400,
  async () => ({
    method: "POST",
    path: "/api/account/change-password",
    json: { currentPassword: "wrong-password", password: "brand-new-pass" },
  }),
  false,
);
rest(
  "POST /api/account/change-email",
  SIGNED_IN_400,
  async () => ({
    method: "POST",
    path: "/api/account/change-email",
    json: { currentPassword: "wrong-password", email: "new@example.com" },
  }),
  false,
);
rest(
  "POST /api/account/confirm-email-change",
  ALL(400),
  async () => ({ method: "POST", path: "/api/account/confirm-email-change", json: { token: "" } }),
  false,
);
trpc("account.resendConfirmation", ALL(400), async () => ({ email: "not-an-address" }), true);
trpc("account.forgotPassword", ALL(400), async () => ({ email: "" }), true);
trpc("account.resetPassword", ALL(400), async () => ({ token: "", password: "brand-new-pass" }), true);
trpc(
  "account.changePassword",
  SIGNED_IN_400,
  async () => ({ currentPassword: "wrong-password", password: "brand-new-pass" }),
  true,
);
trpc(
  "account.changeEmail",
  SIGNED_IN_400,
  async () => ({ currentPassword: "wrong-password", email: "new@example.com" }),
  true,
);
trpc("account.confirmEmailChange", ALL(400), async () => ({ token: "" }), true);
// The language switch: a session is needed; a language we do not have is refused, nothing stored.
rest(
  "POST /api/account/locale",
  SIGNED_IN_400,
  async () => ({ method: "POST", path: "/api/account/locale", json: { locale: "de" } }),
  false,
);
trpc("account.setLocale", SIGNED_IN_400, async () => ({ locale: "de" }), true);
// Promo codes (issue 23): admin only; the refused calls create nothing.
rest("GET /api/admin/promo-codes", ADMIN, async () => ({ method: "GET", path: "/api/admin/promo-codes" }));
rest("POST /api/admin/promo-codes", ADMIN, async () => ({
  method: "POST",
  path: "/api/admin/promo-codes",
  json: { code: `AUTHZ${randomBytes(4).toString("hex")}`, kind: "percent", percentOff: 5 },
}));
rest("POST /api/admin/promo-codes/:code", ADMIN, async () => ({
  method: "POST",
  path: "/api/admin/promo-codes/AUTHZ10",
  json: { kind: "percent", percentOff: 10 },
}));
trpc("admin.promoCodes", ADMIN, none, false);
trpc(
  "admin.createPromoCode",
  ADMIN,
  async () => ({ code: `AUTHZ${randomBytes(4).toString("hex")}`, kind: "percent", percentOff: 5 }),
  true,
);
trpc("admin.updatePromoCode", ADMIN, async () => ({ code: "AUTHZ10", kind: "percent", percentOff: 10 }), true);
rest("GET /api/account/data", PUBLIC, async () => ({ method: "GET", path: "/api/account/data" }));
rest("GET /api/stats/all", SIGNED_IN, async () => ({ method: "GET", path: "/api/stats/all" }));
trpc("account.get", SIGNED_IN, none, false);
trpc("account.signInOptions", PUBLIC, none, false);
// A fresh unknown e-mail each time: the REST row above already used up the owner e-mail's sign-in attempts (throttling).
trpc(
  "account.login",
  ALL(401),
  async () => ({ email: `nobody-${randomBytes(4).toString("hex")}@example.com`, password: "wrong-password" }),
  true,
);
trpc(
  "account.register",
  ALL(409),
  async () => ({ email: actors.owner.email, password: "Password123!", name: "Taken" }),
  true,
);
trpc("account.confirmMail", ALL(400), async () => ({ token: "not-a-token" }), true);
trpc("account.signByGoogle", ALL(400), async () => ({ accessToken: "" }), true);
// Logging out revokes the caller's own session only: run last for each actor (see the ordering below).
trpc("account.logout", SIGNED_IN, none, false);
trpc("stats.all", SIGNED_IN, none, false);

export const accountRows = rows;
