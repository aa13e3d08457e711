// Issue 12: axe-core finds no serious or critical violations on the console's screens, in Russian
// and in English: sign-in, sign-up, the Google sign-in return page, home, every list, the admin
// pages, the wizard's steps, the print dialog, the packs dialogs, dialogs opened from dialogs and
// the AR editor shell. The data is seeded with SQL and the documented REST calls so the lists have
// rows and the dialogs have content.
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { createSessionToken, createUser, db, type TestUser } from "../fixtures/db";
import { expect, test, type Page } from "../fixtures/test";

type Lng = "ru" | "en";

/** The violations axe rates serious or critical, as "rule: selector" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // The WCAG 2.0–2.2 A/AA rules the issue asks for; axe's best-practice extras (landmarks, heading
  // order) are left out to keep the run short (they also passed when this spec was written).
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? ""})`),
    );
}

/** Waits until the screen has loaded its data: no skeleton, busy table or spinner is left. */
async function settled(page: Page) {
  await expect(page.locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // A dialog still fading in has its text at part opacity, which axe measures as low contrast.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/** Checks the page once it has settled; every screen's findings are reported together at the end. */
function checker(page: Page) {
  const found: Record<string, string[]> = {};
  return {
    async check(screen: string) {
      await settled(page);
      const v = await seriousViolations(page);
      if (v.length) found[screen] = v;
      // axe finishes its run in a blank page of the same context; the checked page gets its focus back.
      await page.bringToFront();
    },
    found,
  };
}

async function pngBuffer(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function signIn(page: Page, user: TestUser, lng: Lng, baseURL: string) {
  const token = await createSessionToken(user.id);
  const host = new URL(baseURL).hostname;
  await page.context().addCookies([
    { name: "ar_session", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "locale", value: lng, domain: host, path: "/" },
  ]);
}

/** A collection with an uploaded front design (v2 through the API, classic through SQL). */
async function collectionWithDesign(page: Page, userId: number, type: "v2" | "classic"): Promise<number> {
  const data = {
    frontside: {
      width: 800,
      height: 600,
      qrPosition: { x: 560, y: 360, size: 200 },
      qrColors: { dark: "#000000", light: "#FFFFFF" },
    },
  };
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "CardCollection" ("userId", "cardType", "trackingType", data, "updatedAt") VALUES ($1, $2, 'qr', $3, now()) RETURNING id`,
    [userId, type, JSON.stringify(data)],
  );
  const id = rows[0]!.id;
  const upload = await page.request.post(`/api/cards/${id}/background/front`, {
    multipart: { file: { name: "front.png", mimeType: "image/png", buffer: await pngBuffer(800, 600, "#7c3aed") } },
  });
  expect(upload.ok()).toBe(true);
  return id;
}

async function seedProjects(userId: number) {
  for (const type of ["QR", "ALBUM", "CODE", "WORLD"]) {
    await db().query(
      `INSERT INTO "ArProject" ("ownerId", type, name, "apiKey", "editedAt") VALUES ($1, $2, $3, $4, now())`,
      [userId, type, `${type} project`, `a11y-${type}-${userId}-${Date.now()}`],
    );
  }
  await db().query(
    `INSERT INTO "ArkitProject" ("userId", name, "modelKey", "updatedAt") VALUES ($1, 'Model project', 'none.glb', now())`,
    [userId],
  );
}

async function adminUser(page: Page, lng: Lng, baseURL: string): Promise<TestUser> {
  const user = await createUser({
    features: ["wishes", "ar-qr", "ar-albums", "world", "code", "arkit"],
    isAdmin: true,
    name: "A11y Admin",
  });
  await db().query(`UPDATE "User" SET "cardsBalance" = 100 WHERE id = $1`, [user.id]);
  await signIn(page, user, lng, baseURL);
  return user;
}

for (const lng of ["ru", "en"] as const) {
  test.describe(`axe (${lng})`, () => {
    test("sign-in and sign-up", async ({ page, baseURL }) => {
      const { check, found } = checker(page);
      await page.context().addCookies([{ name: "locale", value: lng, domain: new URL(baseURL!).hostname, path: "/" }]);
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
    test("home, the user menu and the card lists", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(page, lng, baseURL!);
      await collectionWithDesign(page, user.id, "v2");

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

    test("the AR project lists", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(page, lng, baseURL!);
      await seedProjects(user.id);
      for (const path of ["/ar-qr", "/ar-albums", "/code", "/ar-world", "/arkit"]) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await check(path);
      }
      expect(found).toEqual({});
    });

    test("the admin pages and their dialogs", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const user = await adminUser(page, lng, baseURL!);
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

    test("the packs dialogs", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const { check, found } = checker(page);
      await adminUser(page, lng, baseURL!);
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

    test("the print dialog, the wizard's steps and the AR editor shell", async ({ page, baseURL }) => {
      test.setTimeout(150_000);
      const { check, found } = checker(page);
      const user = await adminUser(page, lng, baseURL!);
      const classicId = await collectionWithDesign(page, user.id, "classic");
      const v2Id = await collectionWithDesign(page, user.id, "v2");
      const { rows: orders } = await db().query<{ id: number }>(
        `INSERT INTO "Order" ("collectionId", "userId", count, status, "amountKopecks", "paidAt") VALUES ($1, $2, 10, 'paid', 100000, now()) RETURNING id`,
        [v2Id, user.id],
      );

      await page.goto(`/cards/${classicId}`);
      await expect(page.getByTestId("front-slot-image")).toBeVisible();
      await check("classic editor");
      await page.getByTestId("add-batch").click();
      const print = page.getByTestId("print-placement-dialog");
      await expect(print).toBeVisible();
      await check("print dialog");
      await page.keyboard.press("Escape");

      // A paid order opens the wizard at save; every earlier step is reached from the indicator.
      await page.goto(`/cards-v2/${v2Id}?order=${orders[0]!.id}`);
      const wizard = page.getByTestId("card-wizard");
      await expect(wizard).toHaveAttribute("data-step", "save");
      await check("wizard: save");
      for (const step of ["order", "check", "features", "design", "type"]) {
        await page.getByTestId(`wizard-step-${step}`).getByRole("button").click();
        await expect(wizard).toHaveAttribute("data-step", step);
        await check(`wizard: ${step}`);
      }
      await page.goto("/cards-v2/new");
      await expect(wizard).toHaveAttribute("data-step", "type");
      await check("wizard: new");

      await page.goto("/ar-qr");
      await page.getByTestId("project-create").click();
      await expect(page.getByTestId("ar-editor")).toBeVisible();
      await check("AR editor");
      expect(found).toEqual({});
    });

    test("the Google sign-in return page when the sign-in cannot go on", async ({ page, baseURL }) => {
      const { check, found } = checker(page);
      const host = new URL(baseURL!).hostname;
      await page.context().addCookies([{ name: "locale", value: lng, domain: host, path: "/" }]);
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

    test("a dialog opened from a dialog: the wizard's crop over the image upload", async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const { check, found } = checker(page);
      await adminUser(page, lng, baseURL!);
      await page.goto("/cards-v2/new");
      await page.getByTestId("type-qr").click();
      await page.getByTestId("step-continue").click();
      await page.getByTestId("design-upload").click();
      const upload = page.getByTestId("upload-dialog");
      await upload
        .getByTestId("upload-file")
        .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await pngBuffer(800, 600, "#7c3aed") });
      await expect(upload.getByTestId("upload-width")).toHaveValue("800");
      await check("upload dialog with an image");
      await upload.getByTestId("upload-crop").click();
      const crop = page.getByTestId("crop-dialog");
      await expect(crop).toBeVisible();
      await check("crop dialog over the upload dialog");
      // Escape closes the inner dialog only, and focus goes back to its opener in the outer one.
      await page.keyboard.press("Escape");
      await expect(crop).toBeHidden();
      await expect(upload).toBeVisible();
      await expect(upload.getByTestId("upload-crop")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(upload).toBeHidden();
      await expect(page.getByTestId("design-upload")).toBeFocused();
      expect(found).toEqual({});
    });

    test("about, 404, confirmation, sandbox payment and the code editor", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      const host = new URL(baseURL!).hostname;
      // Visitor screens first: the wrong-link confirmation and the 404 page.
      await page.context().addCookies([{ name: "locale", value: lng, domain: host, path: "/" }]);
      await page.goto("/auth/confirm");
      await expect(page.locator("h1").first()).toBeVisible();
      await check("confirmation without a token");

      await adminUser(page, lng, baseURL!);
      await page.goto("/about");
      await expect(page.locator("h1").first()).toBeVisible();
      await check("/about");
      await page.goto("/no-such-page");
      await expect(page.locator("h1").first()).toBeVisible();
      await check("404");

      const collection = await (await page.request.post("/api/cards", { data: {} })).json();
      const bought = await (await page.request.post(`/api/cards/${collection.id}/buy`, { data: { count: 3 } })).json();
      await page.goto(new URL(bought.paymentUrl).pathname);
      await expect(page.getByTestId("sandbox-pay")).toBeVisible();
      await check("sandbox payment");

      await page.goto("/code");
      await page.getByTestId("project-create").click();
      await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: 60_000 });
      // The live preview's first run (a WebGL scene on a CPU renderer) shows a spinner until done.
      await expect(page.getByTestId("code-preview-status")).not.toHaveAttribute("data-state", "running", {
        timeout: 60_000,
      });
      await check("code editor");
      expect(found).toEqual({});
    });
  });
}
