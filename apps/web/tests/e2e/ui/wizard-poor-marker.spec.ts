// An image marker scoring 0/100 ("Poor marker") does not continue silently: Continue asks, "Change
// the image" stays on the design step, "Continue anyway" saves and moves on (issue 23).
import { expect, test } from "../fixtures/test";
import { flatPng, seriousViolations, shot } from "../fixtures/cards-polish";

for (const locale of ["en", "ru"] as const) {
  test(`a poor image marker asks before continuing (${locale})`, async ({ page, login }) => {
    test.setTimeout(90_000);
    await login({ locale });
    await page.goto("/cards-v2/new");
    await page.getByTestId("type-image").click();
    await page.getByTestId("step-continue").click();
    await page.getByTestId("design-upload").click();
    const upload = page.getByTestId("upload-dialog");
    await upload
      .getByTestId("upload-file")
      .setInputFiles({ name: "flat.png", mimeType: "image/png", buffer: await flatPng(800, 600, [200, 200, 200]) });
    await expect(upload.getByTestId("upload-width")).toHaveValue("800");
    await upload.getByTestId("upload-apply").click();
    await expect(page.getByTestId("design-canvas")).toHaveAttribute("data-ready", "true");
    await expect(page.getByTestId("trackability-score")).toHaveText("0");

    await page.getByTestId("design-continue").click();
    const dialog = page.getByTestId("poor-marker-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(locale === "en" ? "scored 0 out of 100" : "набрала 0 из 100");
    await shot(page, `poor-marker-${locale}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId("poor-marker-change").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "design");

    await page.getByTestId("design-continue").click();
    await dialog.getByTestId("poor-marker-confirm").click();
    await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "features", { timeout: 30_000 });
  });
}
