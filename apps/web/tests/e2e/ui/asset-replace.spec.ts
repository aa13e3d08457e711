// Replacing an asset's file (issue 22), checked on what is drawn: a green model cube in a QR
// scene; on the editor's home its file is replaced by a red cube (the same asset id), the upload
// panel shows it, and the scene editor then draws red where green was. A PNG offered for the model
// is refused with a message saying what to choose, and changes nothing.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { cubeGlb } from "../fixtures/cube-glb";
import { addFile, canvas, openQrProject, SHOTS } from "../fixtures/scene-editor";
import { expect, test, type Page } from "../fixtures/test";

/** How many canvas pixels are clearly green and clearly red. */
async function colours(page: Page, shot: string) {
  const png = await canvas(page).screenshot({ path: `${SHOTS}/${shot}` });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let green = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (g > 90 && g > r + 50 && g > b + 30) green++;
    if (r > 90 && r > g + 50 && r > b + 30) red++;
  }
  return { green, red };
}

test("replace a model's file: same asset, the scene editor draws the new one; another kind is refused", async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await login({ features: ["ar-qr"], locale: "en" });
  const { projectId } = await openQrProject(page);

  await addFile(page, "glb model", {
    name: "green.glb",
    mimeType: "model/gltf-binary",
    buffer: cubeGlb([0.1, 0.8, 0.2]),
  });
  await expect(page.getByTestId("prop-scale-x")).toHaveValue("1.732", { timeout: 60_000 });
  await page.keyboard.press("Escape");
  await expect
    .poll(async () => (await colours(page, "replace-before.png")).green, { timeout: 30_000 })
    .toBeGreaterThan(2000);
  const read = async () =>
    (await page.request.get(`/api/ar-projects/data/${projectId}`).then((r) => r.json())) as {
      assets: { id: number; name: string; src: string | null }[];
    };
  const [before] = (await read()).assets;

  // On the home tab: a PNG for the model is refused saying what to choose, nothing changes.
  await page.getByTestId("tab-home").click();
  const row = page.getByTestId("asset-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("asset-replace")).toBeEnabled({ timeout: 60_000 });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  await row.getByTestId("asset-replace").click();
  await page.getByTestId("asset-replace-input").setInputFiles({ name: "red.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("upload-entry-error")).toHaveText("This asset is a 3D model; choose a .glb file", {
    timeout: 30_000,
  });
  expect((await read()).assets).toEqual([before]);
  await page.screenshot({ path: `${SHOTS}/replace-refused-en.png` });

  // A red cube replaces the green one: the same asset id, a new file.
  await row.getByTestId("asset-replace").click();
  await page
    .getByTestId("asset-replace-input")
    .setInputFiles({ name: "red.glb", mimeType: "model/gltf-binary", buffer: cubeGlb([0.85, 0.1, 0.1]) });
  await expect(row).toContainText("red.glb", { timeout: 30_000 });
  await expect(row).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  const after = (await read()).assets;
  expect(after.map((a) => a.id)).toEqual([before!.id]);
  expect(after[0]!.src).not.toBe(before!.src);

  // The scene editor draws the new file: red where the green cube was.
  await page.getByRole("tab", { name: "QR Marker", exact: true }).click();
  await expect(page.getByTestId("scene-editor")).toBeVisible();
  await expect
    .poll(
      async () => {
        const c = await colours(page, "replace-after.png");
        return c.red > 2000 && c.green < 200;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
