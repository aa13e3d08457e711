// Classic card collections (platform spec 2 and 4): the editor from /cards/new to a printed
// batch, and the list at /cards with its delete-or-archive rule, orders and paging.
import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import sharp from "sharp";
import { SHEET_PRESETS, fitCards, linkedCardHeight, pageFileName, sheetPages } from "@ar/card-layout";
import { createUser, db } from "../fixtures/db";
import { expect, test, type Page } from "../fixtures/test";

/** A PNG of one colour with a darker band, as the file picker would hand it over. */
async function png(name: string, width: number, height: number, background: string) {
  const band = await sharp({ create: { width, height: Math.round(height / 5), channels: 3, background: "#1e293b" } })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function newCollectionRow(userId: number, opts: { cards?: number; archived?: boolean } = {}): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "CardCollection" ("userId", "cardType", "updatedAt", "archivedAt") VALUES ($1, 'classic', now(), $2) RETURNING id`,
    [userId, opts.archived ? new Date() : null],
  );
  const id = rows[0]!.id;
  for (let i = 0; i < (opts.cards ?? 0); i++) {
    await db().query(`INSERT INTO "Card" (id, "collectionId") VALUES ($1, $2)`, [
      `e2e${id}x${i}${Date.now().toString(36)}`,
      id,
    ]);
  }
  return id;
}

const rowOf = (page: Page, id: number) => page.locator(`[data-testid="collection-row"][data-collection-id="${id}"]`);

test("a classic collection: create with both images, print 10 cards on A4, then archive it", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  const user = await login({ locale: "en" });
  await db().query(`UPDATE "User" SET "cardsBalance" = 100 WHERE id = $1`, [user.id]);

  await page.goto("/cards");
  await page.getByTestId("collection-create").click();
  await expect(page).toHaveURL(/\/cards\/new$/);
  await expect(page.getByRole("heading", { name: "Create new AR collection" })).toBeVisible();
  // Card editors hide the side menu; the editor's own bar leads back.
  await expect(page.getByTestId("menu-home")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to collections" })).toHaveAttribute("href", "/cards");
  // A new collection is changed from the start, so it can be saved at once.
  await expect(page.getByRole("button", { name: "Save collection" })).toBeEnabled();
  await expect(page.getByText("Cards created: 0")).toBeVisible();
  await expect(page.getByTestId("tracking-type")).toContainText("QR tracking");
  await expect(page.getByRole("heading", { name: "Image without QR" })).toBeVisible();

  await page
    .getByLabel("Choose a file: Image with QR code")
    .setInputFiles(await png("front.png", 1000, 1400, "#be185d"));
  await page.getByLabel("Choose a file: Image without QR").setInputFiles(await png("back.png", 1000, 1400, "#0f766e"));
  // The QR square is placed by default: 20% of the width, centred near the bottom.
  await expect(page.getByTestId("qr-overlay")).toBeVisible();
  await expect(page.getByTestId("qr-size")).toHaveValue("200");
  await expect(page.getByTestId("qr-x")).toHaveValue("400");
  // The size is kept within 60–500.
  await page.getByTestId("qr-size").fill("900");
  await page.getByTestId("qr-size").press("Enter");
  await expect(page.getByTestId("qr-size")).toHaveValue("500");
  await page.getByTestId("qr-size").fill("240");
  await page.getByTestId("qr-size").press("Enter");
  await expect(page.getByTestId("front-slot").getByText("Uploaded when you save")).toBeVisible();

  await page.getByRole("button", { name: "Save collection" }).click();
  await expect(page).toHaveURL(/\/cards\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  for (const slot of ["Image with QR code", "Image without QR"]) {
    await expect(page.getByRole("progressbar", { name: `Upload of the image: ${slot}` })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  }
  await expect(page.getByRole("button", { name: "Save collection" })).toBeDisabled();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "AR collection", exact: true })).toBeVisible();
  const stored = await db().query(
    `SELECT "cardType", "backgroundFrontSrc", "backgroundBackSrc", data FROM "CardCollection" WHERE id = $1`,
    [id],
  );
  expect(stored.rows[0]).toMatchObject({
    cardType: "classic",
    data: { frontside: { width: 1000, height: 1400, qrPosition: { size: 240 } } },
  });
  expect(stored.rows[0].backgroundFrontSrc).toBeTruthy();
  expect(stored.rows[0].backgroundBackSrc).toBeTruthy();

  // Add a batch of 10 cards on A4 sheets.
  await page.getByRole("button", { name: "Add a new batch of cards" }).click();
  const placement = page.getByTestId("print-placement-dialog");
  await expect(placement.getByRole("heading", { name: "Select the way to save cards" })).toBeVisible();
  await placement.getByLabel("Cards count").fill("10");
  await placement.getByTestId("print-template").click();
  await page.getByRole("menuitemradio", { name: "A4" }).click();
  // 14.8 cm wide cards follow the 1000 × 1400 front: one fits an A4 side, two sides each.
  const a4 = SHEET_PRESETS.A4;
  const layout = fitCards({
    sheetWidth: a4.width,
    sheetHeight: a4.height,
    cardWidth: 14.8,
    cardHeight: linkedCardHeight(14.8, 1000, 1400),
    placement: "center",
  });
  expect(layout.perSheet).toBe(1);
  const expected = sheetPages(10, layout.perSheet, true).map((p) => pageFileName(p.pageNumber));
  expect(expected).toHaveLength(20);
  await expect(placement.getByTestId("print-summary-count")).toHaveText("10 sheets");

  const download = page.waitForEvent("download", { timeout: 90_000 });
  await placement.getByRole("button", { name: "Save sheets" }).click();
  const generating = page.getByTestId("generating-cards-dialog");
  await expect(generating.getByRole("heading", { name: "Generating cards" })).toBeVisible();
  const progress = generating.getByRole("progressbar", { name: "Generation progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 90_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe(`cards-${id}-${await lastExportId(id)}.zip`);
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  expect(Object.keys(zip.files).sort(byPage)).toEqual(expected);
  const page1 = await sharp(await zip.file("Page-1.jpg")!.async("nodebuffer")).metadata();
  expect(page1.format).toBe("jpeg");
  await generating.getByTestId("generating-close").click();

  await expect(page.getByText("Cards created: 10")).toBeVisible();
  await expect(page.getByText("Cards left on your balance: 90")).toBeVisible();
  const card = await db().query(`SELECT data FROM "CardCollection" WHERE id = $1`, [id]);
  expect(card.rows[0].data.cardWidth).toBe(14.8);
  // The export stays downloadable after a reload.
  await page.reload();
  const exportRow = page.getByTestId("print-export-row");
  await expect(exportRow).toHaveCount(1);
  await expect(exportRow.getByRole("link", { name: /^Download / })).toBeVisible();

  // Back on the list: a collection with cards is archived, not deleted.
  await page.getByRole("link", { name: "Back to collections" }).click();
  await expect(page).toHaveURL(/\/cards$/);
  const row = rowOf(page, id);
  await expect(row.getByTestId("collection-cards")).toHaveText("10");
  await row.getByRole("button", { name: /^Archive:/ }).click();
  const confirm = page.getByTestId("remove-collection-dialog");
  await expect(confirm.getByRole("heading", { name: "Archive the collection?" })).toBeVisible();
  await expect(confirm).toContainText("has 10 cards, so it will be archived, not deleted");
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("The collection was archived.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page).toHaveURL(/archived=1/);
  await expect(rowOf(page, id)).toBeVisible();
  const archived = await db().query(`SELECT "archivedAt" FROM "CardCollection" WHERE id = $1`, [id]);
  expect(archived.rows[0].archivedAt).not.toBeNull();
});

async function lastExportId(collectionId: number): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    `SELECT id FROM "PrintExport" WHERE "collectionId" = $1 ORDER BY id DESC LIMIT 1`,
    [collectionId],
  );
  return rows[0]!.id;
}

const byPage = (a: string, b: string) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]);

test("a collection without cards is deleted after the confirm dialog", async ({ page, login }) => {
  const user = await login({ locale: "en" });
  const id = await newCollectionRow(user.id);
  await page.goto("/cards");
  await rowOf(page, id)
    .getByRole("button", { name: /^Delete:/ })
    .click();
  const confirm = page.getByTestId("remove-collection-dialog");
  await expect(confirm).toContainText("has no cards, so it will be deleted");
  // Cancel keeps it.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rowOf(page, id)).toBeVisible();
  await rowOf(page, id)
    .getByRole("button", { name: /^Delete:/ })
    .click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The collection was deleted.")).toBeVisible();
  await expect(rowOf(page, id)).toHaveCount(0);
  const left = await db().query(`SELECT id FROM "CardCollection" WHERE id = $1`, [id]);
  expect(left.rowCount).toBe(0);
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page.getByText("No archived collections")).toBeVisible();
});

test("rows open their collection; orders show in a popover and an unpaid one links to its order step", async ({
  page,
  login,
}) => {
  const user = await login({ locale: "en" });
  const id = await newCollectionRow(user.id, { cards: 2 });
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "Order" ("collectionId", "userId", count, "amountKopecks", status) VALUES ($1, $2, 25, 250000, 'waitForPayment'), ($1, $2, 10, 100000, 'paid') RETURNING id`,
    [id, user.id],
  );
  await page.goto("/cards");
  const row = rowOf(page, id);
  await row.getByRole("button", { name: "Previous orders (2)" }).click();
  const popover = page.getByTestId("collection-orders-popover");
  await expect(popover.getByTestId("collection-order")).toHaveCount(2);
  await expect(popover).toContainText("Waiting for payment");
  await expect(popover).toContainText("Paid");
  await expect(popover.getByTestId("collection-order-pay")).toHaveAttribute(
    "href",
    `/cards-v2/${id}?order=${rows[0]!.id}`,
  );
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await row.getByTestId("collection-cards").click();
  await expect(page).toHaveURL(new RegExp(`/cards/${id}$`));
  await expect(page.getByText("Cards created: 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save collection" })).toBeDisabled();
});

test("an id that is not a number, or not the user's, is the editor's error state", async ({ page, login }) => {
  await login({ locale: "en" });
  const someoneElse = await createUser();
  const theirs = await newCollectionRow(someoneElse.id);
  await page.goto("/cards/abc");
  await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
  await page.goto(`/cards/${theirs}`);
  await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
  await page.goto("/cards/2147483000");
  await expect(page.getByRole("heading", { name: "Collection not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to collections" }).first().click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByText("No collections yet")).toBeVisible();
});

test("a long list shows 50 rows at a time", async ({ page, login }) => {
  const user = await login({ locale: "en" });
  await db().query(
    `INSERT INTO "CardCollection" ("userId", "cardType", "createdAt", "updatedAt") SELECT $1, 'classic', now() - (n || ' minutes')::interval, now() FROM generate_series(1, 1000) AS n`,
    [user.id],
  );
  await page.goto("/cards");
  await expect(page.getByTestId("collection-row")).toHaveCount(50);
  await expect(page.getByText("50 of 1,000 shown")).toBeVisible();
  await page.getByRole("button", { name: "Show 50 more" }).click();
  await expect(page.getByTestId("collection-row")).toHaveCount(100);
  // The v2 list does not show classic collections.
  await page.goto("/cards-v2");
  await expect(page.getByText("No collections yet")).toBeVisible();
  await expect(page.getByTestId("collection-create")).toHaveAttribute("href", "/cards-v2/new");
});
