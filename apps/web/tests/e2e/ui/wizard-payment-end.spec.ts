// The wizard's payment step when the payment does not go through (issue 23): a cancel on the
// sandbox provider's page (through its signed webhook, as a real provider's) ends the wait with a
// message and no payment frame, and "Pay again" starts a new payment of the same order that pays;
// a failure says so and leads back to the order.
import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";
import { seriousViolations, shot } from "../fixtures/cards-polish";
import { toPayment } from "../fixtures/wizard-flow";

test("a payment cancelled on the provider's page says so, and Pay again pays (en)", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ locale: "en" });
  const { orderId } = await toPayment(page, 3);
  const frame = page.frameLocator("[data-testid=payment-frame]");
  await expect(page.getByTestId("payment-phase")).toHaveAttribute("data-phase", "waiting");
  await frame.getByRole("button", { name: "Cancel payment" }).click();

  const ended = page.getByTestId("payment-ended");
  await expect(ended).toHaveAttribute("data-end", "canceled", { timeout: 15_000 });
  await expect(ended).toContainText("The payment was cancelled");
  // The wait is over: no spinner, no frame offering to pay.
  await expect(page.getByTestId("payment-frame")).toHaveCount(0);
  await expect(page.getByTestId("payment-phase")).toHaveCount(0);
  // …and no lead asking to pay in the form that is gone.
  await expect(page.getByText("Pay in the form below")).toHaveCount(0);
  const status = await (await page.request.get(`/api/cards/orders/${orderId}`)).json();
  expect(status.status).toBe("waitForPayment");
  expect(status.payment.status).toBe("canceled");
  await shot(page, "payment-canceled-en-1280");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId("payment-pay-again").click();
  await expect(frame.getByTestId("sandbox-pay")).toBeVisible();
  await expect(ended).toHaveCount(0);
  await frame.getByTestId("sandbox-pay").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "save", { timeout: 20_000 });
  await expect(page.getByTestId("payment-success")).toBeVisible();
  expect(await (await page.request.get(`/api/cards/orders/${orderId}/cards`)).json()).toHaveLength(3);
});

test("a failed payment says so and leads back to the order (ru, phone)", async ({ page, login }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ locale: "ru" });
  const { orderId } = await toPayment(page, 3);
  await expect(page.getByTestId("payment-frame")).toBeVisible();
  // Both of the provider page's buttons fit the phone's frame (the second one used to be cut off).
  const frameBox = (await page.getByTestId("payment-frame").boundingBox())!;
  const provider = page.frameLocator("[data-testid=payment-frame]");
  for (const name of ["Оплатить", "Отменить оплату"]) {
    const box = (await provider.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(frameBox.x + frameBox.width);
  }
  // A decline as the provider's notification records it (the sandbox page has no decline button).
  await db().query(
    `UPDATE "Payment" SET status = 'failed' WHERE id = (SELECT max(id) FROM "Payment" WHERE "orderId" = $1)`,
    [orderId],
  );
  const ended = page.getByTestId("payment-ended");
  await expect(ended).toHaveAttribute("data-end", "failed", { timeout: 15_000 });
  await expect(ended).toContainText("Оплата не прошла");
  await expect(page.getByTestId("payment-frame")).toHaveCount(0);
  await shot(page, "payment-failed-ru-390");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("payment-change-order").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "order");
  await expect(page.getByTestId("order-count")).toHaveValue("3");
});
