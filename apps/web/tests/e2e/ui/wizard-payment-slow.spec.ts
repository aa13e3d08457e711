// The wizard's payment step when the payment page says "paid" but the provider has not confirmed
// it (issue 23): after the configured wait (PAYMENT_CONFIRM_WAIT_SECONDS, 8 s in the e2e
// environment, a minute by default) the spinner stops and the step says the confirmation is slow,
// offers to check again or to leave for the collections; a confirmation that comes later still
// ends the step on the save step.
import { expect, test, type Page } from "../fixtures/test";
import { seriousViolations, shot } from "../fixtures/cards-polish";
import { toPayment } from "../fixtures/wizard-flow";

/**
 * The payment page's own "paid" message, as a provider's widget sends it before the provider's
 * notification reached the server: the server still has the payment pending.
 */
async function pageSaysPaid(page: Page, orderId: number) {
  await expect(page.frameLocator("[data-testid=payment-frame]").getByTestId("sandbox-pay")).toBeVisible();
  const frame = page.frames().find((f) => /\/pay\/sandbox\//.test(f.url()));
  expect(frame, "the sandbox payment frame").toBeDefined();
  await frame!.evaluate((id) => {
    window.parent.postMessage({ type: "payment-success", orderId: id }, window.location.origin);
  }, orderId);
}

test("a confirmation that does not come says so after the wait, can be checked again, and a late one still ends on save (en)", async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await login({ locale: "en" });
  const { orderId } = await toPayment(page, 2);
  await pageSaysPaid(page, orderId);
  const phase = page.getByTestId("payment-phase");
  await expect(phase).toHaveAttribute("data-phase", "confirming");
  await expect(phase).toHaveText("Payment sent, waiting for confirmation…");

  const slow = page.getByTestId("payment-slow");
  await expect(slow).toBeVisible({ timeout: 20_000 });
  await expect(phase).toHaveAttribute("data-phase", "slow");
  // The status line states the state; the notice below carries the explanation (not its title twice).
  await expect(phase).toHaveText("Not confirmed yet");
  // The spinner has stopped: the wait has ended visibly, with what to do.
  await expect(phase.locator(".animate-spin")).toHaveCount(0);
  await expect(slow).toContainText("The confirmation is taking longer than usual");
  await expect(slow).toContainText("If you paid, the cards appear as soon as the provider confirms it.");
  await expect(slow).toContainText("You can also leave this page");
  await expect(slow.getByTestId("payment-leave")).toHaveAttribute("href", "/cards-v2");
  // The server was never told: still waiting for the payment, nothing ended it.
  const status = await (await page.request.get(`/api/cards/orders/${orderId}`)).json();
  expect([status.status, status.payment.status]).toEqual(["waitForPayment", "pending"]);
  await expect(page.getByTestId("payment-ended")).toHaveCount(0);
  await shot(page, "payment-slow-en-1280");
  expect(await seriousViolations(page)).toEqual([]);

  // Check again: the wait starts over (spinner back), and says so again when nothing comes.
  await slow.getByTestId("payment-check-again").click();
  await expect(slow).toHaveCount(0);
  await expect(phase).toHaveAttribute("data-phase", "confirming");
  await expect(slow).toBeVisible({ timeout: 20_000 });

  // The provider confirms after all: on to the save step with the payment marked success.
  await page.frameLocator("[data-testid=payment-frame]").getByTestId("sandbox-pay").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "save", { timeout: 20_000 });
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expect(slow).toHaveCount(0);
});

test("the slow confirmation in Russian on a phone, and leaving for the collections (ru, 390)", async ({
  page,
  login,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ locale: "ru" });
  const { id, orderId } = await toPayment(page, 2);
  await pageSaysPaid(page, orderId);
  const slow = page.getByTestId("payment-slow");
  await expect(slow).toBeVisible({ timeout: 20_000 });
  await expect(slow).toContainText("Подтверждение идёт дольше обычного");
  await expect(page.getByTestId("payment-phase")).toHaveText("Пока не подтверждено");
  await expect(slow).toContainText("Можно и уйти с этой страницы");
  await expect(slow.getByTestId("payment-check-again")).toHaveText("Проверить ещё раз");
  await shot(page, "payment-slow-ru-390");
  expect(await seriousViolations(page)).toEqual([]);
  await slow.getByTestId("payment-leave").click();
  await expect(page).toHaveURL(/\/cards-v2$/);
  // The order waits in the collection's orders, unpaid until the provider confirms.
  await expect(page.locator(`[data-testid="collection-row"][data-collection-id="${id}"]`)).toBeVisible();
});
