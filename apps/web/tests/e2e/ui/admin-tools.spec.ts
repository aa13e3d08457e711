// Issue 23 in Chromium (the Promo codes screen is promo-codes.spec.ts): the
// All packs screen (a creator's pack made public, with feedback), deleting one pack item, a damaged
// .glb, the admin lists in Russian (payment descriptions, "canceled"), the admin's own Delete, and
// the person's language following the interface. axe on each new screen, ru and en.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, signIn, test, type Page } from "../fixtures/test";
import { createUser, db } from "../fixtures/db";
import { attachedShot, seriousViolations, setLocale } from "../fixtures/cards-polish";

async function glbPack(page: Page, name: string) {
  await page.getByRole("button", { name: "Create custom pack" }).click();
  const dialog = page.getByTestId("create-pack-dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  return page.getByTestId("pack-view-dialog");
}

test("a creator's item is deleted after confirmation; a damaged .glb says so; an admin finds the pack among all and makes it public", async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The creator, in a context of their own.
  const creator = await createUser({ features: ["wishes"], name: `Creator ${randomBytes(3).toString("hex")}` });
  const context = await browser.newContext({ baseURL });
  await signIn(context, baseURL!, creator.id, "en");
  const cpage = await context.newPage();
  await cpage.goto("/cards/stickers");
  const packName = `Shapes ${randomBytes(3).toString("hex")}`;
  await cpage.getByRole("button", { name: "Create custom pack" }).click();
  await cpage.getByTestId("create-pack-dialog").getByLabel("Name", { exact: true }).fill(packName);
  await cpage.getByTestId("create-pack-dialog").getByRole("button", { name: "Create" }).click();
  const view = cpage.getByTestId("pack-view-dialog");
  const png = async (name: string, background: string) => ({
    name,
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 120, height: 120, channels: 4, background } })
      .png()
      .toBuffer(),
  });
  await view
    .getByTestId("pack-file-input")
    .setInputFiles([await png("red.png", "#dc2626"), await png("blue.png", "#2563eb")]);
  await expect(view.getByTestId("pack-item")).toHaveCount(2);

  // Delete one: asked first; Cancel keeps it.
  await view.getByRole("button", { name: "Delete item 1 (red.png)" }).click();
  const confirm = cpage.getByTestId("delete-item-dialog");
  await expect(confirm).toContainText("Cards already paid for keep it.");
  expect(await seriousViolations(cpage)).toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(view.getByTestId("pack-item")).toHaveCount(2);
  await view.getByRole("button", { name: "Delete item 1 (red.png)" }).click();
  await confirm.getByTestId("confirm-action").click();
  await expect(confirm).toBeHidden();
  await expect(view.getByTestId("item-deleted")).toHaveText("Item deleted.");
  await expect(view.getByTestId("pack-item")).toHaveCount(1);
  await expect(view.getByRole("img", { name: "blue.png" })).toBeVisible();
  await cpage.keyboard.press("Escape");

  // A damaged model file: named as damaged, not as a type not allowed.
  await cpage.goto("/cards/3d-models");
  const models = await glbPack(cpage, `Models ${randomBytes(3).toString("hex")}`);
  await models.getByTestId("pack-file-input").setInputFiles([
    {
      name: "broken.glb",
      mimeType: "model/gltf-binary",
      buffer: Buffer.concat([Buffer.from("not a glb at all"), randomBytes(2000)]),
    },
  ]);
  await expect(models.getByText("The file is damaged: it cannot be read as a GLB model")).toBeVisible();
  await expect(models.getByText("This file type is not allowed here.")).toHaveCount(0);
  await expect(models.getByTestId("pack-item")).toHaveCount(0);
  await context.close();

  // The admin finds the creator's pack among all packs and makes it public.
  const adminUser = await createUser({ isAdmin: true });
  await signIn(page.context(), baseURL!, adminUser.id, "en");
  await page.goto("/admin/packs");
  await expect(page.getByRole("heading", { name: "All packs", level: 1 })).toBeVisible();
  await page.getByLabel("Owner", { exact: true }).fill(creator.email);
  await expect(page).toHaveURL(/owner=/);
  const rows = page.getByTestId("all-packs-table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await page.getByTestId("packs-filter-type").selectOption("sticker");
  await expect(rows).toHaveCount(1);
  const packRow = rows.filter({ hasText: packName });
  await expect(packRow).toContainText(creator.email);
  await packRow.getByLabel(`Access to ${packName}`).selectOption("public");
  await expect(packRow.getByTestId("pack-access-status")).toHaveText(`${packName}: now for all users.`);
  expect(
    (await db().query<{ public: boolean }>(`SELECT public FROM "AssetPack" WHERE name = $1`, [packName])).rows[0]!
      .public,
  ).toBe(true);
  await page.getByTestId("packs-filter-access").selectOption("private");
  await expect(rows.filter({ hasText: packName })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await attachedShot(page, testInfo, "all packs en 1280");
  await setLocale(page, "ru");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/packs?owner=${encodeURIComponent(creator.email)}`);
  await expect(page.getByRole("heading", { name: "Все наборы", level: 1 })).toBeVisible();
  await expect(page.getByTestId("all-packs-table")).toContainText("Стикеры");
  expect(await seriousViolations(page)).toEqual([]);
  await attachedShot(page, testInfo, "all packs ru 390");
});

test("in Russian the payments list translates descriptions and 'canceled'; the admin's own Delete is disabled with the reason", async ({
  page,
  login,
}, testInfo) => {
  const buyer = await createUser({ name: "Buyer" });
  const r = await db().query<{ id: number }>(
    `INSERT INTO "Payment" ("userId","amountKopecks","count",description,status,"updatedAt") VALUES ($1, 123400, 3, 'AR cards × 3 (collection 77)', 'canceled', now()) RETURNING id`,
    [buyer.id],
  );
  const me = await login({ isAdmin: true, locale: "ru", name: `Admin ${randomBytes(3).toString("hex")}` });
  await page.goto("/admin/payments");
  const row = page.getByTestId(`payment-row-${r.rows[0]!.id}`);
  await expect(row).toContainText("AR-открытки × 3 (коллекция 77)");
  await expect(row.getByTestId("payment-status")).toHaveText("Отменён");
  await expect(row).not.toContainText(/canceled|AR cards/);
  await expect(row).toContainText("1 234 ₽");
  await attachedShot(page, testInfo, "payments ru");

  await page.goto(`/admin/accounts?q=${encodeURIComponent(me.email)}`);
  const mine = page.getByTestId("account-row").filter({ hasText: me.email });
  const del = mine.getByTestId("delete-account");
  await expect(del).toHaveAttribute("aria-disabled", "true");
  await expect(del).toHaveAttribute("title", "Свой аккаунт удалить нельзя. Это может сделать другой администратор.");
  await del.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("switching the interface language while signed in makes it the person's language (mails follow it)", async ({
  page,
  login,
}) => {
  const user = await login({ locale: "ru" });
  await db().query(`UPDATE "User" SET locale = 'ru' WHERE id = $1`, [user.id]);
  await page.goto("/");
  await page.getByTestId("user-menu").click();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("account.setLocale") && r.ok()),
    page.getByTestId("lang-en").click(),
  ]);
  await expect
    .poll(
      async () =>
        (await db().query<{ locale: string }>(`SELECT locale FROM "User" WHERE id = $1`, [user.id])).rows[0]!.locale,
    )
    .toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("user-menu").click();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("account.setLocale") && r.ok()),
    page.getByTestId("lang-ru").click(),
  ]);
  await expect
    .poll(
      async () =>
        (await db().query<{ locale: string }>(`SELECT locale FROM "User" WHERE id = $1`, [user.id])).rows[0]!.locale,
    )
    .toBe("ru");
});
