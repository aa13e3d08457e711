// The ARKit screen (platform spec 2 "ARKit"): create from a GLB, the QR, the preview and USDZ made
// in the browser and stored, rename, Replace Model, reopening at the project step.
import { cubeGlb } from "../fixtures/cube-glb";
import { brokenGlb } from "../fixtures/glb";
import { expect, test, type Page } from "../fixtures/test";

type Dto = { id: number; name: string; modelSrc: string; usdzSrc: string | null; previewSrc: string | null };
async function projects(page: Page): Promise<Dto[]> {
  const res = await page.request.get("/api/arkit");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Dto[];
}

/** Every request the page makes stays on this host (no CDN, no tracker). */
function watchHosts(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const host = new URL(baseURL).host;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.host !== host) foreign.push(r.url());
  });
  return foreign;
}

async function expectStoredDerivatives(page: Page) {
  const dialog = page.getByTestId("arkit-dialog");
  // Made in the browser after the model is saved, uploaded with progress, then shown as stored.
  await expect(dialog.getByTestId("arkit-preview")).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  await expect(dialog.getByTestId("arkit-usdz")).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
}

test("create an ARKit project from a GLB, see its QR, rename it and replace the model", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const foreign = watchHosts(page, baseURL!);
  await login({ features: ["arkit"], locale: "en" });
  await page.goto("/arkit");
  await expect(page.getByRole("heading", { name: "ARKit projects", level: 1 })).toBeVisible();
  await expect(page.getByTestId("arkit-empty")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-code/arkit-empty-en.png" });

  await page.getByTestId("arkit-create").click();
  const dialog = page.getByTestId("arkit-dialog");
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "load-model");
  // Both fields are required before anything is sent.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Choose a GLB model")).toBeVisible();
  await expect(dialog.getByText("This field is required")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-code/arkit-load-model-errors-en.png" });
  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a model") });
  await expect(dialog.getByText("Only GLB files are allowed here")).toBeVisible();

  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "red_cube.glb", mimeType: "model/gltf-binary", buffer: cubeGlb([0.9, 0.1, 0.1]) });
  // The name starts as the file's.
  await expect(dialog.getByLabel("Name")).toHaveValue("red cube");
  await dialog.getByLabel("Name").fill("Red cube");
  await dialog.getByRole("button", { name: "Save" }).click();

  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  const qr = dialog.getByRole("img", { name: "QR code of Red cube" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.offsetWidth)).toBe(230);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectStoredDerivatives(page);
  await page.screenshot({ path: "/tmp/shots-code/arkit-project-en.png" });

  const [created] = await projects(page);
  expect(created).toMatchObject({ name: "Red cube" });
  // The page the QR opens, written out, with its copy and download buttons (issue 35).
  await expect(dialog.getByTestId("arkit-link")).toHaveText(new RegExp(`/arkit/${created!.id}$`));
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download QR" })).toHaveAttribute(
    "href",
    `/api/qr/${created!.id}.svg?type=arkit`,
  );
  expect(created!.previewSrc).toBeTruthy();
  expect(created!.usdzSrc).toBeTruthy();
  const usdz = await page.request.get(created!.usdzSrc!);
  expect(usdz.ok()).toBe(true);
  const usdzBytes = await usdz.body();
  // A zip whose first entry is the USD layer (Pixar's package rules).
  expect(usdzBytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(usdzBytes.subarray(30, 30 + usdzBytes.readUInt16LE(26)).toString("utf8")).toMatch(/\.usda$/);
  const preview = await page.request.get(created!.previewSrc!);
  expect(preview.headers()["content-type"]).toBe("image/png");
  await expect(dialog.getByRole("link", { name: "Download", exact: true }).first()).toHaveAttribute(
    "href",
    created!.modelSrc,
  );

  // Rename in place.
  const rename = dialog.getByTestId("arkit-rename");
  await rename.getByLabel("Name").fill("Ruby cube");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(dialog.getByText("The name is saved.")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Ruby cube" })).toBeVisible();
  expect((await projects(page))[0]!.name).toBe("Ruby cube");

  // Replace Model goes back to load-model; the new model gets a new preview and USDZ.
  await dialog.getByRole("button", { name: "Replace Model" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "load-model");
  await expect(dialog.getByLabel("Name")).toHaveValue("Ruby cube");
  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "green.glb", mimeType: "model/gltf-binary", buffer: cubeGlb([0.1, 0.8, 0.2]) });
  await expect(dialog.getByLabel("Name")).toHaveValue("Ruby cube");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  await expectStoredDerivatives(page);
  const [replaced] = await projects(page);
  expect(replaced!.id).toBe(created!.id);
  expect(replaced!.modelSrc).not.toBe(created!.modelSrc);
  expect(replaced!.usdzSrc).toBeTruthy();
  expect(replaced!.usdzSrc).not.toBe(created!.usdzSrc);
  expect(replaced!.previewSrc).toBeTruthy();
  expect(replaced!.previewSrc).not.toBe(created!.previewSrc);

  // Closed, the list shows the name and the stored preview; opening starts at the project step.
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  const tile = page.getByTestId("arkit-tile").filter({ hasText: "Ruby cube" });
  await expect
    .poll(() => tile.getByTestId("arkit-tile-preview").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: "/tmp/shots-code/arkit-list-en.png" });
  await tile.getByRole("button", { name: "Open project Ruby cube" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  await expect(dialog.getByTestId("arkit-qr")).toBeVisible();
  expect(foreign).toEqual([]);
});

test("the server's refusal of a broken GLB is shown on the file field (Russian)", async ({ page, login }) => {
  await login({ features: ["arkit"], locale: "ru" });
  await page.goto("/arkit");
  await expect(page.getByRole("heading", { name: "ARKit-проекты", level: 1 })).toBeVisible();
  await page.getByTestId("arkit-create").click();
  const dialog = page.getByTestId("arkit-dialog");
  await dialog.getByTestId("arkit-file-input").setInputFiles({
    name: "broken.glb",
    mimeType: "model/gltf-binary",
    buffer: brokenGlb(),
  });
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog.getByText("Файл не является корректной GLB-моделью.")).toBeVisible();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "load-model");
  await page.screenshot({ path: "/tmp/shots-code/arkit-invalid-ru.png" });
  // Created with a valid model, the project step and the list in Russian.
  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "Кубик.glb", mimeType: "model/gltf-binary", buffer: cubeGlb([0.2, 0.3, 0.9]) });
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  await expectStoredDerivatives(page);
  await expect(dialog.getByRole("button", { name: "Скопировать ссылку" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Скачать QR-код" })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-code/arkit-project-ru.png" });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("arkit-tile")).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: "/tmp/shots-code/arkit-list-ru-narrow.png" });
  await page.getByRole("button", { name: "Открыть проект Кубик" }).click();
  await page.screenshot({ path: "/tmp/shots-code/arkit-project-ru-narrow.png" });
});
