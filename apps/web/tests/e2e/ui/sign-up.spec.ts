import { randomBytes } from "node:crypto";
import { expect, test } from "../fixtures/test";
import { waitForMail } from "../fixtures/mail";

test("sign up → the mail arrives → the link signs in on home", async ({ page }) => {
  const email = `signup-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto("/auth/sign-up");
  await page.locator('input[name="name"]').fill("Мария Иванова");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill("a-good-password");
  const submit = page.locator('button[type="submit"]');
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox").click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId("registered")).toContainText(email);

  const mail = await waitForMail(email);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/confirm\?token=[a-z2-7]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page
    .getByRole("button", { name: /Перейти в приложение|Go to the app/ })
    .or(page.getByRole("link", { name: /Перейти в приложение|Go to the app/ }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("the sign-up form maps required-field errors onto the fields (ru, the spec's text)", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "locale", value: "ru", url: baseURL! }]);
  await page.goto("/auth/sign-up");
  await page.locator('input[name="name"]').fill("   ");
  await page.getByRole("checkbox").click();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText("Поле обязательно для заполнения")).toHaveCount(3);
  await expect(page.locator('input[name="name"]')).toHaveAttribute("aria-invalid", "true");
});

test("a confirmation screen without a token shows the wrong-link state", async ({ page }) => {
  await page.goto("/auth/confirm");
  await expect(page.getByRole("heading", { name: /Неверная ссылка|Wrong link/ })).toBeVisible();
});

test("signing up again with a registered address offers to send the confirmation again", async ({ page }) => {
  const email = `signup-twice-${randomBytes(4).toString("hex")}@example.com`;
  const signUp = async () => {
    await page.goto("/auth/sign-up");
    await page.locator('input[name="name"]').fill("Anna");
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill("a-good-password");
    await page.getByRole("checkbox").click();
    await page.locator('button[type="submit"]').click();
  };
  await signUp();
  await expect(page.getByTestId("registered")).toContainText(email);
  await waitForMail(email); // the first mail, "lost"

  await signUp();
  const offer = page.getByTestId("resend-confirmation");
  await expect(offer).toBeVisible();
  await offer.getByTestId("resend-submit").click();
  await expect(page.getByTestId("resend-sent")).toContainText(email);
});
