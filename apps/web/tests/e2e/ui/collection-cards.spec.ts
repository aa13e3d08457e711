// A collection's printed cards in the console (issue 20): filled or empty, views and uses, the
// viewer link of each card, and the creator's reset, which empties the card for the next visitor.
import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";
import { collectionWithDesign } from "../fixtures/wizard-collection";

async function v2CollectionWithCards(userId: number, n: number): Promise<{ id: number; cards: string[] }> {
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "CardCollection" ("userId", "cardType", "updatedAt") VALUES ($1, 'v2', now()) RETURNING id`,
    [userId],
  );
  const id = rows[0]!.id;
  const cards = Array.from({ length: n }, (_, i) => `e2ecards${id}x${i}${Date.now().toString(36)}`);
  for (const [i, card] of cards.entries())
    await db().query(
      `INSERT INTO "Card" (id, "collectionId", "createdAt") VALUES ($1, $2, now() + $3 * interval '1 second')`,
      [card, id, i],
    );
  return { id, cards };
}

test("the card list shows filled cards with views and uses, opens a card's viewer and resets a card", async ({
  page,
  login,
  request,
}) => {
  const user = await login({ locale: "en" });
  const { id, cards } = await v2CollectionWithCards(user.id, 3);
  // A visitor fills the first card and opens the second, through the public doors the viewer uses.
  const saved = await request.post(`/api/public/cards/${cards[0]}/wish`, { data: { text: "Happy birthday!" } });
  expect(saved.status()).toBe(200);
  expect((await request.post(`/api/public/cards/${cards[1]}/view`)).status()).toBe(200);

  await page.goto("/cards-v2");
  const row = page.locator(`[data-testid="collection-row"][data-collection-id="${id}"]`);
  await row.getByTestId("collection-cards-open").click();
  const dialog = page.getByTestId("card-status-dialog");
  await expect(dialog.getByRole("heading", { name: "Printed cards" })).toBeVisible();
  await expect(dialog.getByTestId("card-status-summary")).toHaveText("1 of 3 filled");
  const filled = dialog.locator(`[data-card-id="${cards[0]}"]`);
  await expect(filled).toHaveAttribute("data-filled", "true");
  await expect(filled.getByRole("cell").nth(2)).toHaveText("1"); // uses
  await expect(dialog.locator(`[data-card-id="${cards[1]}"]`).getByRole("cell").nth(1)).toHaveText("1"); // views
  const open = filled.getByRole("link", { name: `Open card ${cards[0]} in the viewer (new tab)` });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("href", new RegExp(`/${cards[0]}$`));
  await expect(dialog.locator(`[data-card-id="${cards[1]}"]`).getByTestId("card-reset")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("card-list.png") });

  await filled.getByRole("button", { name: `Reset card ${cards[0]}` }).click();
  const confirm = page.getByTestId("card-reset-dialog");
  await expect(confirm).toContainText(`The wish on card ${cards[0]}`);
  await confirm.getByTestId("card-reset-confirm").click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByTestId("card-reset-notice")).toHaveText(`Card ${cards[0]} was reset.`);
  await expect(filled).toHaveAttribute("data-filled", "false");
  await expect(dialog.getByTestId("card-status-summary")).toHaveText("0 of 3 filled");
  const card = await (await request.get(`/api/public/cards/${cards[0]}`)).json();
  expect([card.state, card.wish, card.editable]).toEqual(["empty", null, true]);
});

test("the card list in Russian", async ({ page, login }) => {
  const user = await login({ locale: "ru" });
  const { id } = await v2CollectionWithCards(user.id, 2);
  await page.goto("/cards-v2");
  await page
    .locator(`[data-testid="collection-row"][data-collection-id="${id}"]`)
    .getByTestId("collection-cards-open")
    .click();
  const dialog = page.getByTestId("card-status-dialog");
  await expect(dialog.getByRole("heading", { name: "Напечатанные открытки" })).toBeVisible();
  await expect(dialog.getByTestId("card-status-summary")).toHaveText("Заполнено 0 из 2");
  await expect(dialog.getByRole("link", { name: /Открыть открытку/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("card-list-ru.png") });
});

test("the check step's test-card QR and link open the card's viewer in a new tab, without signing in", async ({
  page,
  login,
  browser,
}) => {
  await login({ locale: "en" });
  const id = await collectionWithDesign(page);

  await page.goto(`/cards-v2/${id}`);
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "check");
  const qrLink = page.getByTestId("check-qr-link");
  await expect(qrLink).toHaveAttribute("target", "_blank");
  const href = (await qrLink.getAttribute("href"))!;
  const testCard = (
    await db().query<{ id: string }>(`SELECT id FROM "Card" WHERE "collectionId" = $1 AND "isTest"`, [id])
  ).rows[0]!.id;
  expect(href).toMatch(new RegExp(`/${testCard}$`));
  await expect(page.getByTestId("check-open")).toHaveAttribute("href", href);
  await expect
    .poll(() => page.getByTestId("check-qr").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath("check-step.png") });
  const [popup] = await Promise.all([page.waitForEvent("popup"), qrLink.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await popup.close();
  // A phone has no console session: the link answers the card's viewer, never the sign-in page.
  const phone = await browser.newContext();
  const res = await (await phone.newPage()).goto(href);
  expect(res?.status()).toBe(200);
  expect(res?.url()).toBe(href);
  expect(
    (await (await phone.request.get(`/api/public/cards/${testCard}`, { failOnStatusCode: false })).json()).isTest,
  ).toBe(true);
  await phone.close();
});
