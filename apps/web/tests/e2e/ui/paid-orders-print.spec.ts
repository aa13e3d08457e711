// Paid orders show their cards with Print / Reprint wherever the collection is opened (issue 23):
// reopening a paid collection in the wizard prints in place through the existing print dialog and
// then says Reprint; the list's orders popover and the classic editor link to the order's print
// view (?print=1: titled "Print files", the dialog open, no "Payment successful").
import JSZip from "jszip";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../fixtures/test";
import { seriousViolations, shot } from "../fixtures/cards-polish";
import { frontData, uploadFront } from "../fixtures/wizard-collection";

async function paidCollection(
  page: Page,
  body: Record<string, unknown>,
  count: number,
): Promise<{ id: number; orderId: number }> {
  const { id } = (await (await page.request.post("/api/cards", { data: body })).json()) as { id: number };
  await uploadFront(page, id);
  expect((await page.request.post(`/api/cards/${id}`, { data: { data: frontData() } })).ok()).toBe(true);
  const bought = (await (await page.request.post(`/api/cards/${id}/buy`, { data: { count } })).json()) as {
    orderId: number;
    paymentUrl: string;
  };
  // Paid on the sandbox provider's page (its action calls the signed webhook).
  expect((await page.request.post(new URL(bought.paymentUrl).pathname, { form: { outcome: "succeeded" } })).ok()).toBe(
    true,
  );
  expect((await (await page.request.get(`/api/cards/orders/${bought.orderId}`)).json()).status).toBe("paid");
  return { id, orderId: bought.orderId };
}

test("reopening a paid collection: its cards with Print, the print dialog, then Reprint; the popover links there (en)", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await login({ locale: "en" });
  const { id, orderId } = await paidCollection(page, { trackingType: "qr", type: "v2" }, 3);

  await page.goto(`/cards-v2/${id}`);
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "check");
  const panel = page.getByTestId("paid-orders");
  await expect(panel.getByTestId("paid-order")).toHaveCount(1);
  await expect(panel).toContainText(`Order ${orderId} of`);
  await expect(panel).toContainText("3 cards · not printed yet");
  await shot(page, "paid-orders-en-1280");
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByRole("button", { name: `Print the cards of order ${orderId}` }).click();
  const dialog = page.getByTestId("print-placement-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Cards count")).toHaveValue("3");
  const download = page.waitForEvent("download", { timeout: 120_000 });
  await dialog.getByTestId("print-submit").click();
  await expect(page.getByTestId("generating-cards-dialog")).toBeVisible();
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!));
  expect(Object.keys(zip.files).length).toBeGreaterThan(0);
  await page.getByTestId("generating-close").click();
  await expect(panel).toContainText("3 cards · printed");
  await expect(panel.getByTestId("paid-order-reprint")).toHaveText("Reprint");

  // The list's orders popover: the paid order says Reprint and leads to its print.
  await page.goto("/cards-v2");
  await page
    .locator(`[data-testid="collection-row"][data-collection-id="${id}"]`)
    .getByTestId("collection-orders")
    .click();
  const popover = page.getByTestId("collection-orders-popover");
  await expect(popover.getByTestId("paid-order-reprint")).toHaveAttribute(
    "href",
    `/cards-v2/${id}?order=${orderId}&print=1`,
  );
  await popover.getByTestId("paid-order-reprint").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "save");
  // The order's print view: its own title, no "Payment successful" (issue 23).
  await expect(page.getByTestId("step-title")).toHaveText("Print files");
  await expect(page.getByTestId("step-save")).toContainText(`Order ${orderId}: save its cards`);
  await expect(page.getByTestId("payment-success")).toHaveCount(0);
  await expect(page.getByTestId("print-placement-dialog")).toBeVisible();
  await shot(page, "print-view-en-1280");
});

test("the classic editor shows its paid cards with Print (ru, phone)", async ({ page, login }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ locale: "ru" });
  const { id, orderId } = await paidCollection(page, {}, 2);
  await page.goto(`/cards/${id}`);
  const panel = page.getByTestId("paid-orders");
  await expect(panel).toContainText("Оплаченные карточки");
  await expect(panel).toContainText("2 карточки · ещё не печатался");
  await expect(panel.getByTestId("paid-order-print")).toHaveAttribute(
    "href",
    `/cards-v2/${id}?order=${orderId}&print=1`,
  );
  await shot(page, "paid-orders-classic-ru-390");
  expect(await seriousViolations(page)).toEqual([]);
  // Print lands on the order's print view, not on a payment message (issue 23).
  await panel.getByTestId("paid-order-print").click();
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "save");
  await expect(page.getByTestId("step-title")).toHaveText("Файлы для печати");
  await expect(page.getByTestId("payment-success")).toHaveCount(0);
  await expect(page.getByText("Оплата прошла успешно")).toHaveCount(0);
  const dialog = page.getByTestId("print-placement-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Количество открыток")).toHaveValue("2");
  await shot(page, "print-view-dialog-ru-390");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("save-cards-count")).toBeVisible();
  await shot(page, "print-view-ru-390");
  expect(await seriousViolations(page)).toEqual([]);
});
