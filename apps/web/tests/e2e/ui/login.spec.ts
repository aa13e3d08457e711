import { expect, test } from "../fixtures/test";
import { createUser } from "../fixtures/db";

test("an anonymous visitor is sent to /auth/login from any path", async ({ page }) => {
  for (const path of ["/", "/cards-v2", "/admin/accounts", "/some/unknown/path"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("login with the form, then logout", async ({ page }) => {
  const user = await createUser({ name: "Login Person" });
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // A signed-in user opening an auth screen goes home.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a wrong password shows the error on the form", async ({ page }) => {
  const user = await createUser();
  await page.goto("/auth/login");
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill("not-the-password");
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText(/Неверный e-mail или пароль|Wrong e-mail or password/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a session that no longer loads logs the visitor out to the login page", async ({ page, baseURL, context }) => {
  await context.addCookies([{ name: "ar_session", value: "a".repeat(32), url: baseURL! }]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "ar_session")).toBeUndefined();
});
