// Issue 12, continued from a11y.spec.ts: axe-core finds no serious or critical violations, in
// Russian and in English, in the print dialog, the wizard's steps, the AR and code editors, a
// dialog opened from a dialog, and the about, 404, confirmation and sandbox payment pages.
import { checker, adminUser, visitorLocale } from "../fixtures/a11y";
import { expect, test } from "../fixtures/test";
import { flatColourPng, insertedCollectionWithDesign, paidOrder } from "../fixtures/wizard-collection";

for (const lng of ["ru", "en"] as const) {
  test.describe(`axe (${lng})`, () => {
    test("the print dialog, the wizard's steps and the AR editor shell", async ({ page, login }) => {
      test.setTimeout(150_000);
      const { check, found } = checker(page);
      const user = await adminUser(login, lng);
      const classicId = await insertedCollectionWithDesign(page, user.id, "classic");
      const v2Id = await insertedCollectionWithDesign(page, user.id, "v2");
      const orderId = await paidOrder(v2Id, user.id);

      await page.goto(`/cards/${classicId}`);
      await expect(page.getByTestId("front-slot-image")).toBeVisible();
      await check("classic editor");
      await page.getByTestId("add-batch").click();
      const print = page.getByTestId("print-placement-dialog");
      await expect(print).toBeVisible();
      await check("print dialog");
      await page.keyboard.press("Escape");

      // A paid order opens the wizard at save; every earlier step is reached from the indicator.
      await page.goto(`/cards-v2/${v2Id}?order=${orderId}`);
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

    test("a dialog opened from a dialog: the wizard's crop over the image upload", async ({ page, login }) => {
      test.setTimeout(90_000);
      const { check, found } = checker(page);
      await adminUser(login, lng);
      await page.goto("/cards-v2/new");
      await page.getByTestId("type-qr").click();
      await page.getByTestId("step-continue").click();
      await page.getByTestId("design-upload").click();
      const upload = page.getByTestId("upload-dialog");
      await upload
        .getByTestId("upload-file")
        .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await flatColourPng(800, 600, "#7c3aed") });
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

    test("about, 404, confirmation, sandbox payment and the code editor", async ({ page, baseURL, login }) => {
      test.setTimeout(120_000);
      const { check, found } = checker(page);
      // Visitor screens first: the wrong-link confirmation and the 404 page.
      await visitorLocale(page, lng, baseURL!);
      await page.goto("/auth/confirm");
      await expect(page.locator("h1").first()).toBeVisible();
      await check("confirmation without a token");

      await adminUser(login, lng);
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
