import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";

test("the sandbox payment page pays the order through the signed webhook", async ({ page, login }) => {
  await login({ locale: "ru" });
  const collection = await (await page.request.post("/api/cards", { data: {} })).json();
  const bought = await (await page.request.post(`/api/cards/${collection.id}/buy`, { data: { count: 3 } })).json();
  expect((await (await page.request.get(`/api/cards/orders/${bought.orderId}`)).json()).status).toBe("waitForPayment");

  // The payment page posts "payment-success" to the page that opened it.
  await page.goto("/");
  const popupPromise = page.waitForEvent("popup");
  const message = page.evaluate(
    (url) =>
      new Promise<unknown>((resolve) => {
        window.addEventListener("message", (e) => resolve(e.data), { once: true });
        window.open(url, "_blank");
      }),
    new URL(bought.paymentUrl).pathname,
  );
  const popup = await popupPromise;
  await expect(popup.getByTestId("sandbox-amount")).toHaveText("450\u00A0₽");
  await popup.getByTestId("sandbox-pay").click();
  await expect(popup.getByTestId("sandbox-paid")).toBeVisible();
  expect(await message).toEqual({ type: "payment-success", paymentId: bought.paymentId, orderId: bought.orderId });
  expect((await (await page.request.get(`/api/cards/orders/${bought.orderId}`)).json()).status).toBe("paid");
  expect(await (await page.request.get(`/api/cards/orders/${bought.orderId}/cards`)).json()).toHaveLength(3);
});

test("only the payment's owner sees or acts on the sandbox page; the test-payments badge shows", async ({
  page,
  login,
}) => {
  await login({ locale: "en" });
  const collection = await (await page.request.post("/api/cards", { data: {} })).json();
  const bought = await (await page.request.post(`/api/cards/${collection.id}/buy`, { data: { count: 2 } })).json();
  const path = new URL(bought.paymentUrl).pathname;

  // Payments go to the sandbox here, and every signed-in screen says so.
  await page.goto("/");
  await expect(page.getByTestId("test-payments-banner")).toContainText("Test payments");

  // Another signed-in user: the same not-found as an unknown id, for the page and its actions.
  await login({ locale: "en" });
  expect((await page.goto(path))?.status()).toBe(404);
  await expect(page.getByTestId("sandbox-amount")).toHaveCount(0);
  for (const outcome of ["succeeded", "canceled"]) {
    expect((await page.request.post(path, { form: { outcome } })).status()).toBe(404);
  }
  const row = await db().query<{ status: string; providerStatus: string | null }>(
    'SELECT status, "providerStatus" FROM "Payment" WHERE id = $1',
    [bought.paymentId],
  );
  expect(row.rows[0]).toEqual({ status: "pending", providerStatus: null });
});

test("a payment replaced by a re-buy of its order shows as replaced and cannot be paid", async ({ page, login }) => {
  await login({ locale: "ru" });
  const collection = await (await page.request.post("/api/cards", { data: {} })).json();
  const first = await (await page.request.post(`/api/cards/${collection.id}/buy`, { data: { count: 1 } })).json();
  await page.request.post(`/api/cards/${collection.id}/buy`, { data: { count: 500, orderId: first.orderId } });
  await page.goto(new URL(first.paymentUrl).pathname);
  await expect(page.getByTestId("sandbox-replaced")).toContainText("заменён");
  await expect(page.getByTestId("sandbox-pay")).toHaveCount(0);
  expect((await (await page.request.get(`/api/cards/orders/${first.orderId}`)).json()).status).toBe("waitForPayment");
});
