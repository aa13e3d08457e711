import { randomBytes } from "node:crypto";
import { expect, test } from "../fixtures/test";
import { createUser, db } from "../fixtures/db";

test("an admin creates a user with features, who then signs in and sees their menu", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login({ isAdmin: true, locale: "en" });
  await page.goto("/admin/accounts");
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  await expect(page.getByTestId("accounts-table")).toBeVisible();

  const email = `created-${randomBytes(4).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(6).toString("hex")}`;
  await page.getByRole("button", { name: "Create user" }).click();
  const dialog = page.getByTestId("account-dialog");
  await dialog.getByLabel("Name").fill("Created Person");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("checkbox", { name: /Sticker & 3D packs/ }).click();
  await dialog.getByRole("checkbox", { name: /AR QR/ }).click();

  // Spec 5: a balance that is not an integer ≥ 0 is "Wrong value" and nothing is sent.
  let creates = 0;
  page.on("request", (r) => r.url().includes("admin.createAccount") && (creates += 1));
  await dialog.getByLabel("Cards balance").fill("-3");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Wrong value")).toBeVisible();
  expect(creates).toBe(0);

  await dialog.getByLabel("Cards balance").fill("25");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  expect(creates).toBe(1);
  await expect(page.getByTestId("accounts-notice")).toContainText(email);

  // The table reloads; the search (debounced, server-side) finds the new row by a word prefix.
  await page.getByRole("searchbox", { name: "Search accounts" }).fill(email.slice(0, 12));
  await expect(page).toHaveURL(/q=created-/);
  const row = page.getByTestId("account-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId("account-row")).toHaveCount(1);
  await expect(row.getByText("Sticker & 3D packs")).toBeVisible();
  await expect(row.getByText("AR QR")).toBeVisible();
  await expect(row.getByRole("cell", { name: "25", exact: true })).toBeVisible();

  // Editing shows the mask in the password field; saving it keeps the password.
  await row.getByRole("button", { name: "Edit Created Person" }).click();
  await expect(dialog.getByLabel("Password")).toHaveValue("********");
  await expect(dialog.getByRole("checkbox", { name: /AR QR/ })).toBeChecked();
  await dialog.getByLabel("Custom domain").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // The new user, in a browser of their own, signs in with the form.
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  const userPage = await context.newPage();
  await userPage.goto("/auth/login");
  await userPage.locator('input[name="email"]').fill(email);
  await userPage.locator('input[name="password"]').fill(password);
  await userPage.locator('button[type="submit"]').click();
  await expect(userPage).toHaveURL(/\/$/);
  await expect(userPage.getByTestId("menu-stickers")).toBeVisible();
  await expect(userPage.getByTestId("menu-ar-qr")).toBeVisible();
  await expect(userPage.getByTestId("menu-arkit")).toHaveCount(0);
  await expect(userPage.getByTestId("menu-accounts")).toHaveCount(0);
  await context.close();

  // The history page tells what was done, passwords only as "set".
  await page.getByTestId("history-link").click();
  await expect(page).toHaveURL(/\/admin\/history$/);
  const created = page.getByTestId("audit-row").filter({ hasText: "Account created" }).filter({ hasText: email });
  await expect(created).toHaveCount(1);
  await expect(created.getByTestId("audit-changes")).toContainText("Password: set");
  await expect(created.getByTestId("audit-changes")).not.toContainText(password);
});

test("an admin marks a pending payment paid and sees its status change", async ({ page, login }) => {
  const buyer = await createUser({ name: "Buyer" });
  const inserted = await db().query<{ id: number }>(
    `INSERT INTO "Payment" ("userId","amountKopecks","count",description,status,"updatedAt") VALUES ($1, 123400, 4, 'Test order', 'pending', now()) RETURNING id`,
    [buyer.id],
  );
  const paymentId = inserted.rows[0]!.id;
  const failed = await db().query<{ id: number }>(
    `INSERT INTO "Payment" ("userId","amountKopecks","count",description,status,"updatedAt") VALUES ($1, 5000, 1, 'Declined order', 'canceled', now()) RETURNING id`,
    [buyer.id],
  );

  await login({ isAdmin: true, locale: "en" });
  await page.goto("/admin/payments");
  const row = page.getByTestId(`payment-row-${paymentId}`);
  await expect(row).toContainText(buyer.email);
  await expect(row).toContainText("Test order");
  await expect(row).toContainText("1,234 ₽");
  await expect(row.getByTestId("payment-status")).toHaveText("Pending");
  // Spec 2: neither success nor pending is highlighted as failed.
  await expect(page.getByTestId(`payment-row-${failed.rows[0]!.id}`)).toHaveAttribute("data-status", "failed");

  await row.getByRole("button", { name: `Mark payment ${paymentId} paid` }).click();
  const confirm = page.getByTestId("mark-paid-dialog");
  await expect(confirm).toContainText(buyer.email);
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByTestId("payment-status")).toHaveText("Paid");
  await expect(row.getByRole("button", { name: /Mark payment/ })).toHaveCount(0);
  const stored = await db().query<{ status: string }>(`SELECT status FROM "Payment" WHERE id = $1`, [paymentId]);
  expect(stored.rows[0]!.status).toBe("success");

  // The successful-only option hides the failed row and keeps the paid one.
  await page.getByRole("checkbox", { name: "Successful only" }).click();
  await expect(page).toHaveURL(/onlySuccess=1/);
  await expect(page.getByTestId(`payment-row-${failed.rows[0]!.id}`)).toHaveCount(0);
  await expect(row).toBeVisible();
});

test("each payment status has its own label; a refund or an amount to check is called out (ADR 0014)", async ({
  page,
  login,
}, testInfo) => {
  const buyer = await createUser({ name: "Buyer" });
  const insert = async (
    status: string,
    amountKopecks: number,
    description: string,
    extra: { userId?: number | null; providerAmountKopecks?: number } = {},
  ) => {
    const r = await db().query<{ id: number }>(
      `INSERT INTO "Payment" ("userId","amountKopecks","providerAmountKopecks","count",description,status,"updatedAt") VALUES ($1, $2, $3, 1, $4, $5, now()) RETURNING id`,
      [
        extra.userId === undefined ? buyer.id : extra.userId,
        amountKopecks,
        extra.providerAmountKopecks ?? null,
        description,
        status,
      ],
    );
    return page.getByTestId(`payment-row-${r.rows[0]!.id}`);
  };
  const replaced = await insert("superseded", 15000, "1 card, replaced");
  const takenAnyway = await insert("superseded_paid", 123400, "4 cards, paid after the re-buy");
  const mismatch = await insert("amount_mismatch", 15000, "1 card, paid 15", { providerAmountKopecks: 1500 });
  const orphan = await insert("canceled", 5000, "Deleted buyer's order", { userId: null });

  await login({ isAdmin: true, locale: "en" });
  await page.goto("/admin/payments");
  await expect(takenAnyway.getByTestId("payment-status")).toHaveText("Paid after replacement");
  await expect(takenAnyway.getByTestId("payment-attention")).toHaveText("Refund needed: 1,234 ₽");
  await expect(takenAnyway).toHaveAttribute("data-attention", "refund");
  await expect(takenAnyway).toHaveAttribute("data-status", "failed");
  await expect(takenAnyway.getByRole("button", { name: /Mark payment/ })).toHaveCount(0);
  await expect(mismatch.getByTestId("payment-status")).toHaveText("Amount mismatch");
  await expect(mismatch.getByTestId("payment-attention")).toHaveText("Check the amount: the provider reported 15 ₽");
  await expect(mismatch).toContainText("150 ₽");
  await expect(replaced.getByTestId("payment-status")).toHaveText("Replaced");
  await expect(replaced.getByTestId("payment-attention")).toHaveCount(0);
  await expect(orphan).toContainText("Deleted account");
  await expect(orphan.getByTestId("payment-status")).toHaveText("Cancelled");
  // No raw status values next to the labels.
  await expect(page.getByTestId("payments-table")).not.toContainText(/superseded|amount_mismatch|canceled/);
  await testInfo.attach("admin payments (en)", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // The successful-only option: money taken for a replaced payment is not a success.
  await page.getByRole("checkbox", { name: "Successful only" }).click();
  await expect(page).toHaveURL(/onlySuccess=1/);
  await expect(takenAnyway).toHaveCount(0);
  await expect(mismatch).toHaveCount(0);

  await page.context().addCookies([{ name: "locale", value: "ru", url: page.url() }]);
  await page.goto("/admin/payments");
  await expect(takenAnyway.getByTestId("payment-status")).toHaveText("Оплачен после замены");
  await expect(takenAnyway.getByTestId("payment-attention")).toHaveText("Нужен возврат: 1 234 ₽");
  await testInfo.attach("admin payments (ru)", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});

test("a non-admin opening the admin pages lands on home", async ({ page, login }) => {
  await login({ features: ["wishes", "ar-qr"] });
  for (const path of ["/admin/accounts", "/admin/payments", "/admin/history"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
