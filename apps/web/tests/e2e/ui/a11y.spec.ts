// Issue 12: axe-core finds no serious or critical violations on the console's screens, in Russian
// and in English: sign-in, sign-up, the Google sign-in return page, home, every list, the admin
// pages and the packs dialogs (the editors, the wizard and dialogs opened from dialogs are in
// a11y-editors.spec.ts). The data is seeded with SQL so the lists have rows and the dialogs content.
import { checker, adminUser, seedProjects, visitorLocale } from "../fixtures/a11y";
import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";
import { insertedCollectionWithDesign } from "../fixtures/wizard-collection";

for (const lng of ["ru", "en"] as const) {
  test.describe(`axe (${lng})`, () => {
    test("sign-in and sign-up", async ({ page, baseURL }) => {
      const { check, found } = checker(page);
      await visitorLocale(page, lng, baseURL!);
      await page.goto("/auth/login");
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await check("login");
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check("login with errors");
      await page.goto("/auth/sign-up");
      await check("sign-up");
      expect(found).toEqual({});
    });

    // Three tests rather than one: each page costs an axe run of a few seconds, and on a loaded
    // 2-core machine fifteen of them did not fit one test's time.
    test("home, the user menu and the card lists", async ({ page, login }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(login, lng);
      await insertedCollectionWithDesign(page, user.id, "v2");

      await page.goto("/");
      await expect(page.getByTestId("user-menu")).toBeVisible();
      await check("home");
      await page.getByTestId("user-menu").click();
      await expect(page.getByRole("menu")).toBeVisible();
      await check("user menu");
      await page.keyboard.press("Escape");

      for (const path of ["/cards", "/cards-v2", "/cards/stickers", "/cards/3d-models"]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await check(path);
      }
      await page.goto("/cards-v2");
      await page.getByTestId("collection-remove").first().click();
      await expect(page.getByTestId("remove-collection-dialog")).toBeVisible();
      await check("remove collection dialog");
      expect(found).toEqual({});
    });

    test("the AR project lists", async ({ page, login }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(login, lng);
      await seedProjects(user.id);
      for (const path of ["/ar-qr", "/ar-albums", "/code", "/ar-world", "/arkit"]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await check(path);
      }
      expect(found).toEqual({});
    });

    test("the admin pages and their dialogs", async ({ page, login }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(login, lng);
      await db().query(
        `INSERT INTO "Payment" ("userId","amountKopecks","count",description,status,"updatedAt") VALUES ($1, 123400, 4, 'A11y order', 'pending', now())`,
        [user.id],
      );
      for (const path of ["/admin/accounts", "/admin/payments", "/admin/history"]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await check(path);
      }
      await page.goto("/admin/accounts");
      await page.getByTestId("edit-account").first().click();
      await expect(page.getByTestId("account-dialog")).toBeVisible();
      await check("account dialog");
      await page.keyboard.press("Escape");
      await page.goto("/admin/payments");
      await page.getByTestId("mark-paid").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check("mark paid dialog");
      expect(found).toEqual({});
    });

    test("the packs dialogs", async ({ page, login }) => {
      test.setTimeout(90_000);
      const { check, found } = checker(page);
      await adminUser(login, lng);
      await page.goto("/cards/stickers");
      await page.getByTestId("create-pack").click();
      const create = page.getByTestId("create-pack-dialog");
      await expect(create).toBeVisible();
      await create.locator('button[type="submit"]').click();
      await expect(create.locator('[aria-invalid="true"]')).toBeVisible();
      await check("create pack dialog with errors");
      await create.locator("input").first().fill("A11y pack");
      await create.locator('button[type="submit"]').click();
      const view = page.getByTestId("pack-view-dialog");
      await expect(view).toBeVisible();
      await check("pack view dialog");
      await view.getByTestId("pack-delete").click();
      const del = page.getByTestId("delete-pack-dialog");
      await expect(del).toBeVisible();
      await check("delete pack dialog");
      await page.keyboard.press("Escape");
      await expect(del).toBeHidden();
      // Focus goes back to the button that opened the confirmation, inside the pack's dialog.
      await expect(view.getByTestId("pack-delete")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(view).toBeHidden();
      await page.getByTestId("add-pack").click();
      await expect(page.getByTestId("add-pack-dialog")).toBeVisible();
      await check("add pack dialog");
      expect(found).toEqual({});
    });

    test("the Google sign-in return page when the sign-in cannot go on", async ({ page, baseURL }) => {
      const { check, found } = checker(page);
      const host = new URL(baseURL!).hostname;
      await visitorLocale(page, lng, baseURL!);
      // Opened without what Google sends back (a bookmark, a reload after the fragment was dropped).
      await page.goto("/auth/google");
      await expect(page.getByTestId("google-failed")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await check("Google return without a token");
      // A token whose state is not the one /auth/google-start saved: refused the same way, and the
      // token is taken out of the address bar. (From another page, so the return page loads anew.)
      await page.context().addCookies([{ name: "g_state", value: "saved-state", domain: host, path: "/auth" }]);
      await page.goto("/auth/login");
      await page.goto("/auth/google#access_token=token&state=other-state");
      await expect(page.getByTestId("google-failed")).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/google$/);
      await page
        .getByRole("link")
        .filter({ hasText: lng === "ru" ? "Вернуться ко входу" : "Back to sign in" })
        .click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(found).toEqual({});
    });
  });
}
