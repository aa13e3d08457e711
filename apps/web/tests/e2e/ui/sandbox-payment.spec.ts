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
