// Promo codes on the wizard's order step (issue 23): an expired or used-up code says only that it
// cannot be used (the answer does not tell a retired code from one that never was), the price
// without it stays in view, and nothing can be paid with it; a fixed-amount code with kopecks
// takes them off the price, shown as every price is ("1 265,50 ₽"), and the payment asks for that
// amount.
import { randomBytes } from "node:crypto";
import { db } from "../fixtures/db";
import { expect, test, type Page } from "../fixtures/test";
import { seriousViolations, shot } from "../fixtures/cards-polish";
import { uploadFront } from "../fixtures/wizard-collection";
import { openOrder } from "../fixtures/wizard-flow";

/** The order step of an unpaid order of 10 cards (1 500 ₽ without a code). */
async function orderStep(page: Page): Promise<number> {
  const { id } = (await (
    await page.request.post("/api/cards", { data: { trackingType: "qr", type: "v2" } })
  ).json()) as { id: number };
  await uploadFront(page, id, { background: "#b45309" });
  await openOrder(page, id, 10);
  await expect(page.getByTestId("order-count")).toHaveValue("10");
  return id;
}

async function seedCodes() {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const codes = { expired: `OLD${tag}`, usedUp: `GONE${tag}`, amount: `FIX${tag}` };
  await db().query(
    `INSERT INTO "PromoCode" (code, "percentOff", "expiresAt") VALUES ($1, 10, now() - interval '1 day')`,
    [codes.expired],
  );
  await db().query(`INSERT INTO "PromoCode" (code, "percentOff", "usageLimit", "usedCount") VALUES ($1, 10, 3, 3)`, [
    codes.usedUp,
  ]);
  await db().query(`INSERT INTO "PromoCode" (code, "percentOff", "amountOffKopecks") VALUES ($1, 0, 23450)`, [
    codes.amount,
  ]);
  return codes;
}

test("an expired and a used-up code cannot be used, the price stays; nothing is paid with them (en)", async ({
  page,
  login,
}) => {
  await login({ locale: "en" });
  const codes = await seedCodes();
  await orderStep(page);
  const promo = page.getByTestId("order-promo");
  const submit = page.getByTestId("order-submit");
  await expect(page.getByTestId("order-price")).toHaveText(/^1,500\s₽$/);
  const refusal = page.getByText("This promo code cannot be used");
  await promo.fill(codes.expired.toLowerCase());
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("order-price")).toHaveText(/^1,500\s₽$/);
  await expect(page.getByTestId("order-no-price")).toHaveCount(0);
  await expect(submit).toBeDisabled();
  await promo.fill(codes.usedUp);
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId("order-price")).toHaveText(/^1,500\s₽$/);
  await expect(submit).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "promo-used-up-en-1280");
  // Cleared, the order can go on at the full price.
  await promo.fill("");
  await expect(page.getByTestId("order-price")).toHaveText(/^1,500\s₽$/);
  await expect(submit).toBeEnabled();
});

test("a fixed amount with kopecks: 1 500 ₽ − 234,50 ₽ = 1 265,50 ₽, and the payment asks for it (ru, phone)", async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ locale: "ru" });
  const codes = await seedCodes();
  await orderStep(page);
  await page.getByTestId("order-promo").fill(codes.amount);
  await expect(page.getByTestId("order-price")).toHaveText(/^1\s265,50\s₽$/);
  await expect(page.getByTestId("order-full-price")).toHaveText(/^1\s500\s₽$/);
  await expect(page.getByTestId("order-discount")).toHaveText(/^−234,50\s₽$/);
  await page.getByTestId("order-promo").fill(codes.expired);
  await expect(page.getByText("Этот промокод нельзя использовать")).toBeVisible();
  await expect(page.getByTestId("order-price")).toHaveText(/^1\s500\s₽$/);
  await page.getByTestId("order-promo").fill(codes.amount);
  await expect(page.getByTestId("order-price")).toHaveText(/^1\s265,50\s₽$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "promo-amount-ru-390");
  await page.getByTestId("order-submit").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "payment");
  await expect(page.getByTestId("payment-amount")).toHaveText(/^1\s265,50\s₽$/);
});
