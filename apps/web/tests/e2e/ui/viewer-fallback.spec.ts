// The viewer without a camera picture (issue 20): the camera refused (a fake camera exists but
// nobody grants it: no --use-fake-ui-for-media-stream), and a world scene on a desktop (no AR
// there: 3D only). Both show the same content in the orbitable 3D view — the red cube is
// checked in screenshot pixels — with the reason in the status line, never a blank page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures/test";
import {
  apiAs,
  baseUrl,
  countIn,
  cube,
  fakeCameraPage,
  isRed,
  launchWith,
  pixelsOf,
  publishedProject,
  type Api,
} from "../fixtures/viewer";

test.use(fakeCameraPage({ allow: false }));

let api: Api;
test.beforeAll(async () => {
  api = await apiAs(["ar-qr", "world"]);
});

test("camera refused: the status says how to allow it, the cube is drawn in the 3D view and can be turned", async ({
  page,
}) => {
  const { id } = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  await page.goto(`/${id}`);
  const status = page.locator("#status");
  await expect(status).toHaveAttribute("data-state", "camera-refused", { timeout: 20_000 });
  await expect(status).toContainText("The camera is not allowed");
  await expect(status).toContainText("lock icon"); // Chromium: how to allow it
  const view = page.getByRole("img", { name: "3D view of the scene" });
  await expect(view).toBeVisible();
  await page.waitForTimeout(500);
  const before = countIn(await pixelsOf(await page.screenshot()), isRed);
  expect(before.n).toBeGreaterThan(2000);
  // In the middle of the view (the camera frames the content).
  expect(Math.abs(before.cx - 320)).toBeLessThan(120);
  // Dragging turns the view: the cube's outline changes on screen.
  await page.mouse.move(320, 240);
  await page.mouse.down();
  await page.mouse.move(420, 260, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(400);
  const after = countIn(await pixelsOf(await page.screenshot()), isRed);
  expect(after.n).toBeGreaterThan(1000);
  expect(Math.abs(after.n - before.n) + Math.abs(after.cx - before.cx)).toBeGreaterThan(20);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("a desktop without any camera: no prompt, 'no camera found', the cube in the 3D view", async ({ playwright }) => {
  const { id } = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  // A browser with no video device at all (no fake-device flag).
  const browser = await playwright.chromium.launch(launchWith([]));
  const page = await browser.newPage({ viewport: { width: 640, height: 480 }, locale: "en-US" });
  await page.goto(`/${id}`.replace(/^/, baseUrl));
  await expect(page.locator("#status")).toHaveText("No camera found: the scene is shown in 3D.", { timeout: 20_000 });
  await page.waitForTimeout(500);
  expect(countIn(await pixelsOf(await page.screenshot()), isRed).n).toBeGreaterThan(2000);
  expect(
    await page.evaluate(() => navigator.permissions.query({ name: "camera" as PermissionName }).then((p) => p.state)),
  ).toBe("prompt");
  await browser.close();
});

test("a world project on a desktop: '3D only' in ru, with its content", async ({ browser }) => {
  const { id } = await publishedProject(api, { type: "world", objects: [cube("#FF0000")] });
  const context = await browser.newContext({ locale: "ru-RU", viewport: { width: 640, height: 480 } });
  const page = await context.newPage();
  await page.goto(`/${id}`);
  // A desktop has neither WebXR AR nor a phone's camera and orientation (viewer-world.spec.ts has those).
  await expect(page.locator("#status")).toHaveText(
    "Только 3D: это устройство не может показать сцену в AR. Проведите, чтобы повернуть её; сведите пальцы или прокрутите, чтобы приблизить.",
  );
  await page.waitForTimeout(500);
  expect(countIn(await pixelsOf(await page.screenshot()), isRed).n).toBeGreaterThan(2000);
  // No camera was asked for.
  expect(
    await page.evaluate(() => navigator.permissions.query({ name: "camera" as PermissionName }).then((p) => p.state)),
  ).toBe("prompt");
  await context.close();
});

test("a portrait phone: a wide scene fits the screen's width (both ends drawn, none cut at the edges)", async ({
  browser,
}) => {
  // Two cubes far apart across the marker: framed by the vertical field of view alone, a portrait
  // screen cut both off at its sides.
  const left = { ...cube("#FF0000", "left"), position: [-1.2, 0.25, 0] };
  const right = { ...cube("#FF0000", "right"), position: [1.2, 0.25, 0] };
  const { id } = await publishedProject(api, { type: "world", objects: [left, right] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`/${id}`);
  await expect(page.getByRole("img", { name: "3D view of the scene" })).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  const pixels = await pixelsOf(await page.screenshot());
  expect(countIn(pixels, isRed, { x0: 0, y0: 0, x1: 195, y1: 844 }).n).toBeGreaterThan(300);
  expect(countIn(pixels, isRed, { x0: 195, y0: 0, x1: 390, y1: 844 }).n).toBeGreaterThan(300);
  expect(countIn(pixels, isRed, { x0: 0, y0: 0, x1: 6, y1: 844 }).n).toBe(0);
  expect(countIn(pixels, isRed, { x0: 384, y0: 0, x1: 390, y1: 844 }).n).toBe(0);
  await context.close();
});
