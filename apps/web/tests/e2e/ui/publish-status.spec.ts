// Publishing from the editor (issue 20): the publish run ends with projects.publish, the header and
// the publish dialog say which version is live, draft edits leave the public snapshot alone until
// the next publish, and the home settings take the project offline after a confirmation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../fixtures/test";

const publicDoc = (page: Page, id: number) =>
  page.request.get(`/api/public/projects/${id}`, { headers: { cookie: "" } });

test("publish shows the live version; draft edits wait for the next publish; take offline after a confirmation", async ({
  page,
  login,
}) => {
  test.setTimeout(60_000);
  await login({ features: ["ar-qr"], locale: "en" });
  await page.goto("/ar-qr");
  await page.getByRole("button", { name: "Create business card" }).first().click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await page.setViewportSize({ width: 1400, height: 900 });
  const header = page.getByRole("banner").getByTestId("publish-status");
  await expect(header).toHaveText("Not published");
  expect((await publicDoc(page, id)).status()).toBe(404);

  // Publish: the dialog's QR step names the version now live; so does the header.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByTestId("publish-dialog");
  await expect(dialog.getByTestId("publish-qr")).toBeVisible();
  await expect(dialog.getByTestId("publish-status")).toHaveText(/^Live: version 1 · published (now|\d+ seconds? ago)$/);
  const first = await publicDoc(page, id);
  expect(first.status()).toBe(200);
  expect(((await first.json()) as { version: number }).version).toBe(1);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(header).toHaveText(/^Live: version 1 · /);

  // A draft edit (the name, on the home tab; a QR project opens on its scene) is not public until
  // Publish again, which makes version 2.
  await page.getByTestId("tab-home").click();
  const nameSaved = page.waitForResponse((r) => r.url().includes("projects.setParam") && r.ok());
  await page.getByLabel("Project name").fill("Spring launch");
  await nameSaved;
  expect(((await (await publicDoc(page, id)).json()) as { name: string | null }).name).toBeNull();
  // The header says the draft differs from what phones see, and offers to publish it (issue 35).
  await expect(header).toHaveText("Draft differs from live version 1 · Publish the draft");
  await expect(header).toHaveAttribute("data-differs", "true");
  await page.screenshot({ path: test.info().outputPath("editor-draft-differs.png") });
  await header.getByRole("button", { name: "Publish the draft" }).click();
  await expect(dialog.getByTestId("publish-status")).toHaveText(/^Live: version 2 · /);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(header).toHaveText(/^Live: version 2 · /);
  expect((await (await publicDoc(page, id)).json()) as { name: string; version: number }).toMatchObject({
    name: "Spring launch",
    version: 2,
  });

  // The home settings show the same, with Take offline behind a confirmation.
  const settings = page.getByTestId("publish-settings");
  await expect(settings.getByTestId("publish-status")).toHaveText(/^Live: version 2 · /);
  await settings.getByRole("button", { name: "Take offline" }).click();
  const confirm = page.getByTestId("unpublish-dialog");
  await expect(confirm).toContainText("stop working for everyone");
  const { violations } = await new AxeBuilder({ page }).include("[data-testid=unpublish-dialog]").analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("take-offline-confirm.png") });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect((await publicDoc(page, id)).status()).toBe(200);
  await settings.getByRole("button", { name: "Take offline" }).click();
  await confirm.getByRole("button", { name: "Take offline" }).click();
  await expect(confirm).toBeHidden();
  await expect(header).toHaveText("Not published");
  await expect(settings.getByRole("button", { name: "Take offline" })).toHaveCount(0);
  expect((await publicDoc(page, id)).status()).toBe(404);
  await page.screenshot({ path: test.info().outputPath("editor-not-published.png") });
});

test("the same in Russian", async ({ page, login }) => {
  await login({ features: ["ar-qr"], locale: "ru" });
  await page.goto("/ar-qr");
  await page.getByRole("button", { name: "Создать визитку" }).first().click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await page.setViewportSize({ width: 1400, height: 900 });
  const header = page.getByRole("banner").getByTestId("publish-status");
  await expect(header).toHaveText("Не опубликован");
  await page.getByRole("button", { name: "Опубликовать", exact: true }).click();
  await expect(page.getByTestId("publish-dialog").getByTestId("publish-status")).toHaveText(
    /^Опубликована версия 1 · /,
  );
  await page.getByTestId("publish-dialog").getByRole("button", { name: "Сохранить" }).click();
  await expect(header).toHaveText(/^Опубликована версия 1 · /);
  await page.screenshot({ path: test.info().outputPath("editor-live-ru.png") });
  await page.getByTestId("tab-home").click();
  const nameSaved = page.waitForResponse((r) => r.url().includes("projects.setParam") && r.ok());
  await page.getByTestId("project-name").fill("Весна");
  await nameSaved;
  await expect(header).toHaveText("Черновик отличается от опубликованной версии 1 · Опубликовать черновик");
  await page.getByTestId("publish-settings").getByRole("button", { name: "Снять с публикации" }).click();
  await expect(page.getByTestId("unpublish-dialog")).toContainText("перестанут работать");
});
