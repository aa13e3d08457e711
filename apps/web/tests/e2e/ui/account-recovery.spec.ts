// Account recovery (issue 23) in Chromium: "Forgot password?" through the mailed link (the mail read
// from the worker's mail dir), "send the confirmation again" where sign-in says "confirm first", and
// the account settings reached from the user menu. axe checks each new screen.
import { expect, test } from "../fixtures/test";
import { createUser, db } from "../fixtures/db";
import { waitForMail } from "../fixtures/mail";
import { seriousViolations } from "../fixtures/cards-polish";

const linkIn = (text: string, route: string) =>
  text.match(new RegExp(`https?://\\S+/auth/${route}\\?token=[a-z2-7]+`))?.[0];

test("forgot password → mailed link → new password; the old session is dead (en)", async ({ page, baseURL }) => {
  const user = await createUser();
  await db().query(`UPDATE "User" SET locale = 'en' WHERE id = $1`, [user.id]);
  // A session from before the reset, as another device would hold it.
  const other = await page
    .context()
    .request.post(`${baseURL}/api/account/login`, { data: { email: user.email, password: user.password } });
  const oldToken = (await other.json()).token as string;
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "locale", value: "en", url: baseURL! }]);

  await page.goto("/auth/login");
  await page.getByTestId("to-forgot-password").click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[name="email"]').fill(user.email.toUpperCase());
  await page.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("forgot-sent")).toContainText(user.email);

  const mail = await waitForMail(user.email);
  expect(mail.subject).toBe("Reset your password");
  const link = linkIn(mail.text, "reset-password");
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.locator('input[name="password"]').fill("short");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByText("At least 8 characters").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('input[name="password"]').fill("a-brand-new-password");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-done")).toBeVisible();

  const old = await page
    .context()
    .request.get(`${baseURL}/api/account`, { headers: { authorization: `Bearer ${oldToken}` } });
  expect(old.status()).toBe(401);
  // The same link again: used up.
  await page.goto(link!);
  await page.locator('input[name="password"]').fill("another-password-1");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-wrong")).toBeVisible();

  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill("a-brand-new-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("sign-in says confirm first → send the confirmation again → the new link signs in (ru)", async ({
  page,
  baseURL,
}) => {
  const user = await createUser();
  await db().query(`UPDATE "User" SET "emailConfirmedAt" = NULL WHERE id = $1`, [user.id]);
  await page.context().addCookies([{ name: "locale", value: "ru", url: baseURL! }]);
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByTestId("login-submit").click();
  await expect(page.getByText("Сначала подтвердите e-mail")).toBeVisible();
  await page.getByTestId("resend-submit").click();
  await expect(page.getByTestId("resend-sent")).toContainText(user.email);
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForMail(user.email);
  expect(mail.subject).toBe("Подтвердите адрес электронной почты");
  await page.goto(linkIn(mail.text, "confirm")!);
  await expect(page.getByTestId("confirm-success")).toBeVisible();

  // The wrong-link page offers the same, asking for the address.
  await page.context().clearCookies();
  await page.goto("/auth/confirm?token=wrong");
  await expect(page.getByTestId("confirm-wrong")).toBeVisible();
  await expect(page.getByTestId("resend-confirmation").locator('input[type="email"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("account settings from the user menu: password needs the current one; a new e-mail counts once confirmed", async ({
  page,
  login,
}) => {
  const user = await login({ locale: "en" });
  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("account-settings").click();
  await expect(page.getByRole("heading", { name: "Account settings", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const pw = page.getByTestId("change-password-form");
  await pw.locator('input[name="currentPassword"]').fill("not-my-password");
  await pw.locator('input[name="password"]').fill("a-next-password");
  await page.getByTestId("change-password-submit").click();
  await expect(pw.getByText("The current password is wrong")).toBeVisible();
  await pw.locator('input[name="currentPassword"]').fill(user.password);
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("password-changed")).toBeVisible();
  // This browser got a fresh session: it is still signed in after a reload.
  await page.reload();
  await expect(page.getByTestId("change-password-form")).toBeVisible();

  const next = `changed-${Date.now()}@example.com`;
  const em = page.getByTestId("change-email-form");
  await em.locator('input[name="email"]').fill(next);
  await em.locator('input[name="currentPassword"]').fill("a-next-password");
  await page.getByTestId("change-email-submit").click();
  await expect(page.getByTestId("email-link-sent")).toContainText(next);
  const mail = await waitForMail(next);
  expect(mail.subject).toBe("Подтвердите новый адрес электронной почты");
  await page.goto(linkIn(mail.text, "confirm-email")!);
  await expect(page.getByTestId("email-change-success")).toContainText(next);
  const row = await db().query<{ email: string }>(`SELECT email FROM "User" WHERE id = $1`, [user.id]);
  expect(row.rows[0]!.email).toBe(next);
});
