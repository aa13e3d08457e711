// The code editor's preview as a running script (issues 21, 22): a new code project's preview
// draws at once (it stayed a 1×1 canvas until a reload) and leaving the untouched project asks
// nothing (it claimed unsaved changes); the script API's markers, onFrame and taps work in the
// preview, where the marker buttons stand in for the tracker — the same script as the viewer's
// e2e (viewer-code.spec.ts). Pixels of the preview frame, not only the DOM.
import sharp from "sharp";
import { expect, test, type Page } from "../fixtures/test";

async function framePixels(page: Page) {
  const png = await page.getByTestId("code-preview-frame").screenshot();
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function centerPixel(page: Page): Promise<[number, number, number]> {
  const { data, info } = await framePixels(page);
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

const status = (page: Page) => page.getByTestId("code-preview-status");

/** The preview's canvas has the frame's size and shows a scene (grid, marker, shaded cube), not one stretched pixel. */
async function expectDrawnPreview(page: Page) {
  await expect(status(page)).toHaveAttribute("data-state", "ok", { timeout: 60_000 });
  const canvas = page.frameLocator("[data-testid=code-preview-frame]").locator("canvas");
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 10_000 }).toBeGreaterThan(100);
  await expect
    .poll(
      async () => {
        const { data } = await framePixels(page);
        const colours = new Set<number>();
        for (let i = 0; i < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return colours.size;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(50);
}

async function createFromList(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Create code project" }).first().click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

// Before the fix the canvas stayed 1×1 when the frame's first layout was empty: seen here on a
// project created after going back to the list (client-side navigation), 1 in 6 tries; the
// preview now sizes from a ResizeObserver on its document (6 of 6 drawn).
test("a new code project's preview draws without a reload, and leaving it untouched asks nothing", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await login({ features: ["code"], locale: "en" });
  await page.goto("/code");
  for (let i = 0; i < 2; i++) {
    const id = await createFromList(page);
    await expectDrawnPreview(page);
    // The default script is the project's saved starting point, not an unsaved edit.
    await expect
      .poll(
        async () =>
          (
            (await page.request.get(`/api/ar-projects/data/${id}`).then((r) => r.json())) as {
              codeData?: { code?: string };
            }
          ).codeData?.code ?? "",
      )
      .toContain('primitive("cube")');
    await page.getByRole("link", { name: "Back to the projects" }).click();
    await expect(page).toHaveURL(/\/code$/);
    await expect(page.getByTestId("leave-dialog")).toHaveCount(0);
  }
});

const SCRIPT = `
const m = markers[0];
const cube = primitive("cube", { color: "white", position: [0, 0.5, 0] });
m.anchor.add(cube);
let t = 0;
let tapped = false;
m.onFound(() => log("found", m.name));
m.onLost(() => log("lost", m.name));
cube.onTap(() => { tapped = true; });
// Red once frames have run for a moment; green after a tap.
onFrame((dt) => {
  t += dt;
  cube.color = tapped ? "#00ff00" : t > 0.2 ? "#ff0000" : "white";
});
`;

test("markers, onFrame and taps in the preview: the marker button finds and loses the marker", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login({ features: ["code"], locale: "en" });
  const created = await page.request
    .post("/api/ar-projects/code", { data: { name: "Runtime" } })
    .then((r) => r.json() as Promise<{ id: number }>);
  expect(
    (
      await page.request.post(`/api/ar-projects/data/${created.id}/create-qr-scene`, { data: { name: "Card" } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post(`/api/ar-projects/data/${created.id}/code`, { data: { code: SCRIPT, assetData: {} } })
    ).status(),
  ).toBe(200);
  await page.goto(`/editor/${created.id}`);
  await expect(status(page)).toHaveAttribute("data-state", "ok", { timeout: 60_000 });

  const isRed = ([r, g, b]: number[]) => r! > 140 && g! < 70 && b! < 70;
  const isGreen = ([r, g, b]: number[]) => g! > 140 && r! < 90 && b! < 90;
  // The marker starts in view: onFound ran, and frames turned the cube on its anchor red.
  await expect(page.getByTestId("code-preview-logs")).toHaveText("found Card");
  await expect.poll(async () => isRed(await centerPixel(page)), { timeout: 10_000 }).toBe(true);

  // Lost: onLost runs and the anchor's cube is hidden.
  const button = page.getByRole("button", { name: "Marker Card in view" });
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("code-preview-logs")).toHaveText("found Card\nlost Card");
  await expect
    .poll(
      async () => {
        const p = await centerPixel(page);
        return isRed(p) || isGreen(p);
      },
      { timeout: 5_000 },
    )
    .toBe(false);

  // Found again, then a tap on the cube: onTap turns it green.
  await button.click();
  await expect(page.getByTestId("code-preview-logs")).toHaveText("found Card\nlost Card\nfound Card");
  await expect.poll(async () => isRed(await centerPixel(page)), { timeout: 5_000 }).toBe(true);
  await page.getByTestId("code-preview-frame").click();
  await expect.poll(async () => isGreen(await centerPixel(page)), { timeout: 5_000 }).toBe(true);
  await page.screenshot({ path: "/tmp/results-code/code-preview-markers.png" });
});
