// Scene editor UX of issue 22, checked on what is drawn: a new model stands on the marker (its top
// where the projection of a resting box puts it, not where a half-sunk one would be), F and the
// toolbar button bring a far-away object into view, W/E/R switch tools (not while typing), a
// Shift-drag of the move gizmo lands on 0.1 steps, and no QR scene load asks for a missing QR.
import { mkdirSync } from "node:fs";
import { cubeGlb } from "../fixtures/cube-glb";
import { addFile, canvas, openQrProject, SHOTS } from "../fixtures/scene-editor";
import { canvasPixels, greenBounds, project } from "../fixtures/scene-pixels";
import { expect, test, type Page } from "../fixtures/test";

const value = (page: Page, id: string) => page.getByTestId(id).inputValue().then(Number);
const parkFocus = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test("models rest on the marker, F frames the selection, W/E/R, Shift snaps moves, no QR 404", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const missing: string[] = [];
  page.on(
    "response",
    (r) => r.url().includes("/api/qr/") && r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`),
  );
  await login({ features: ["ar-qr"], locale: "en" });
  await openQrProject(page);

  // A green unit cube through "glb model": fitted to a 3-unit diagonal (side √3) and set down on
  // the marker, so its centre is at half its height.
  await addFile(page, "glb model", {
    name: "green.glb",
    mimeType: "model/gltf-binary",
    buffer: cubeGlb([0.1, 0.8, 0.2]),
  });
  await expect(page.getByTestId("prop-scale-x")).toHaveValue("1.732", { timeout: 60_000 });
  await expect(page.getByTestId("prop-position-y")).toHaveValue("0.866");
  await expect(page.getByTestId("prop-position-x")).toHaveValue("0");

  // Pixels: the top of the green cube is where a cube resting on the plane (top at y = √3) is
  // drawn, far from where the old half-sunk one (top at y = √3 / 2) was.
  await parkFocus(page);
  await page.keyboard.press("Escape");
  await page.waitForTimeout(500);
  const resting = await canvasPixels(page, "gizmo-resting.png");
  const s = Math.sqrt(3) / 2;
  const topNow = Math.min(
    ...[
      [-s, 2 * s, -s],
      [s, 2 * s, -s],
      [-s, 2 * s, s],
      [s, 2 * s, s],
    ].map((p) => project(p as [number, number, number], resting.width, resting.height).y),
  );
  const topSunk = Math.min(
    ...[
      [-s, s, -s],
      [s, s, -s],
      [-s, s, s],
      [s, s, s],
    ].map((p) => project(p as [number, number, number], resting.width, resting.height).y),
  );
  const green = greenBounds(resting);
  expect(green.count).toBeGreaterThan(2000);
  expect(Math.abs(green.top - topNow)).toBeLessThan(6);
  expect(green.top - topSunk).toBeLessThan(-30);

  // W/E/R pick the tool; typing an "e" in a field does not.
  const mode = page.getByTestId("gizmo-mode");
  await page.keyboard.press("e");
  await expect(mode.getByRole("radio", { name: "Rotate" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("r");
  await expect(mode.getByRole("radio", { name: "Scale" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("w");
  await expect(mode.getByRole("radio", { name: "Move" })).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("object-item").first().getByRole("button").click();
  await page.getByTestId("prop-name").fill("green e");
  await expect(mode.getByRole("radio", { name: "Move" })).toHaveAttribute("aria-checked", "true");

  // Shift-drag of the move gizmo's centre: the position lands on 0.1 steps.
  await parkFocus(page);
  const box = (await canvas(page).boundingBox())!;
  const centre = project([0, s, 0], box.width, box.height);
  await page.keyboard.down("Shift");
  await page.mouse.move(box.x + centre.x, box.y + centre.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + centre.x + i * 7.3, box.y + centre.y + i * 2.9);
  await page.mouse.up();
  await page.keyboard.up("Shift");
  await expect.poll(() => value(page, "prop-position-x")).not.toBe(0);
  for (const axis of ["x", "y", "z"]) {
    const v = await value(page, `prop-position-${axis}`);
    expect(Math.abs(v * 10 - Math.round(v * 10)), `position ${axis} = ${v}`).toBeLessThan(1e-6);
  }
  await page.screenshot({ path: `${SHOTS}/gizmo-snap-hint.png` });
  await expect(page.getByTestId("snap-hint")).toContainText("Hold Shift to move in 0.1 steps");

  // Far away (x = 40): out of view. F brings it into the middle of the view.
  await page.getByTestId("prop-position-x").fill("40");
  await page.getByTestId("prop-position-x").press("Enter");
  await parkFocus(page);
  await page.waitForTimeout(300);
  const away = await canvasPixels(page);
  const middle = {
    x0: Math.round(away.width * 0.3),
    y0: Math.round(away.height * 0.3),
    x1: Math.round(away.width * 0.7),
    y1: Math.round(away.height * 0.7),
  };
  expect(greenBounds(away, middle).count).toBe(0);
  await page.keyboard.press("f");
  await expect.poll(async () => greenBounds(await canvasPixels(page), middle).count).toBeGreaterThan(3000);
  await canvasPixels(page, "gizmo-framed-3d.png");

  // The 2D top view: the toolbar button frames the selection there too.
  await page.getByTestId("view-switch").getByRole("radio", { name: "2D" }).click();
  await page.waitForTimeout(300);
  expect(greenBounds(await canvasPixels(page), middle).count).toBe(0);
  await page.getByTestId("scene-frame").click();
  await expect.poll(async () => greenBounds(await canvasPixels(page), middle).count).toBeGreaterThan(3000);
  await page.screenshot({ path: `${SHOTS}/gizmo-framed-2d.png` });

  expect(missing, "requests for a QR image that failed").toEqual([]);
});
