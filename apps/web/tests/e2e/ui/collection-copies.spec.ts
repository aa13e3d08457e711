// Issue 23: collections can be duplicated and restored from the archive in the console's list
// (/cards-v2). A duplicate has the design and settings but no orders or cards and opens from the
// notice; an archived collection comes back to the current ones. Screens at 1280×800 and 390×844,
// en and ru, are saved to $TEST_RESULTS_DIR/shots; axe finds nothing serious on the list.
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { db } from "../fixtures/db";
import { expect, test, type Page } from "../fixtures/test";
import { paidOrder, uploadFront } from "../fixtures/wizard-collection";

const shots = path.join(process.env.TEST_RESULTS_DIR ?? "../../.data/test-results", "shots");
mkdirSync(shots, { recursive: true });

async function collectionWithCards(page: Page, userId: number, cards: number): Promise<number> {
  const created = await page.request.post("/api/cards", {
    data: { trackingType: "qr", type: "v2", data: { cardWidth: 11, present: "client" } },
  });
  const { id } = (await created.json()) as { id: number };
  await uploadFront(page, id, { width: 400, height: 300, background: "#0ea5e9" });
  const orderId = await paidOrder(id, userId, cards, 0);
  for (let i = 0; i < cards; i++) {
    await db().query(`INSERT INTO "Card" (id, "collectionId", "orderId") VALUES ($1, $2, $3)`, [
      `copies${id}x${i}`.slice(0, 64),
      id,
      orderId,
    ]);
  }
  return id;
}

async function serious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const rows = (page: Page) => page.getByTestId("collection-row");

test("duplicate a collection (design and settings, no cards), archive it, restore it from the archive", async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await login({ locale: "en" });
  const id = await collectionWithCards(page, user.id, 4);

  await page.goto("/cards-v2");
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByTestId("collection-duplicate").click();
  const notice = page.getByTestId("collections-notice");
  await expect(notice).toContainText("A copy with the same design and settings was made (no orders or cards).");
  await expect(rows(page)).toHaveCount(2);
  const copyId = Number(await rows(page).first().getAttribute("data-collection-id"));
  expect(copyId).not.toBe(id);
  await expect(rows(page).first().getByTestId("collection-cards")).toHaveText("0");
  await expect(rows(page).nth(1).getByTestId("collection-cards")).toHaveText("4");
  const copy = await db().query<{ data: Record<string, unknown>; front: string | null }>(
    `SELECT data, "backgroundFrontSrc" AS front FROM "CardCollection" WHERE id = $1`,
    [copyId],
  );
  expect(copy.rows[0]!.data).toMatchObject({ cardWidth: 11, present: "client" });
  expect(copy.rows[0]!.front).toMatch(new RegExp(`^collections/${copyId}/front-`));
  await page.screenshot({ path: path.join(shots, "collections-duplicated-en-1280.png") });
  expect(await serious(page)).toEqual([]);

  // Archive the original (it has cards), then restore it from the archived view.
  await rows(page).nth(1).getByTestId("collection-remove").click();
  await page.getByTestId("remove-collection-confirm").click();
  await expect(notice).toHaveText("The collection was archived.");
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId("collections-archived").click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId("collection-duplicate")).toBeVisible();
  await page.screenshot({ path: path.join(shots, "collections-archived-en-1280.png") });
  await rows(page).first().getByTestId("collection-restore").click();
  await expect(notice).toHaveText("The collection is back among the current ones.");
  await expect(rows(page)).toHaveCount(0);
  const restored = await db().query<{ archivedAt: Date | null }>(
    `SELECT "archivedAt" FROM "CardCollection" WHERE id = $1`,
    [id],
  );
  expect(restored.rows[0]!.archivedAt).toBeNull();
  await page.getByTestId("collections-current").click();
  await expect(rows(page)).toHaveCount(2);

  // The notice's link opens the copy.
  await rows(page).first().getByTestId("collection-duplicate").click();
  await page.getByTestId("collection-open-copy").click();
  await expect(page).toHaveURL(/\/cards-v2\/\d+$/);
  expect(Number(page.url().split("/").pop())).not.toBe(copyId);
});

test("restore and duplicate in Russian on a phone", async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await login({ locale: "ru" });
  const id = await collectionWithCards(page, user.id, 2);
  await db().query(`UPDATE "CardCollection" SET "archivedAt" = now() WHERE id = $1`, [id]);
  await page.goto("/cards-v2?archived=1");
  await expect(rows(page)).toHaveCount(1);
  const restore = rows(page).first().getByTestId("collection-restore");
  await expect(restore).toHaveAttribute("aria-label", /^Восстановить из архива: /);
  await rows(page).first().getByTestId("collection-duplicate").click();
  await expect(page.getByTestId("collections-notice")).toContainText("Создана копия с тем же дизайном и настройками");
  await page.screenshot({ path: path.join(shots, "collections-duplicated-ru-390.png") });
  await restore.click();
  await expect(page.getByTestId("collections-notice")).toHaveText("Коллекция снова среди текущих.");
  await page.screenshot({ path: path.join(shots, "collections-restored-ru-390.png") });
  expect(await serious(page)).toEqual([]);
});
