// Image markers in the viewer (issue 21): an album with two image scenes whose markers are real
// pictures (two halves of a photograph). The fake camera shows the first picture moved and tilted,
// then the second, then an empty table, in a loop. The right scene appears over the right picture
// (pixels in that picture's area), the second picture switches to its scene, and losing the picture
// follows trackingLastKnownPose.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { boardHalves, markersVideo, publishedAlbum, rgbaOf } from "../fixtures/image-markers";
import { apiAs, boxOf, cameraFile, countIn, cube, fakeCameraPage, isBlue, isRed, pixelsOf } from "../fixtures/viewer";

const video = cameraFile("viewer-image");
test.use(fakeCameraPage({ video, allow: true }));

let hide: { id: number; sceneIds: number[] };
let keep: { id: number; sceneIds: number[] };
let boxes: { x0: number; y0: number; x1: number; y1: number }[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const api = await apiAs(["ar-albums"]);
  const { left, right } = await boardHalves();
  const markers = [
    { image: left, objects: [cube("#FF0000")] },
    { image: right, objects: [cube("#0000FF")] },
  ];
  hide = await publishedAlbum(api, markers);
  keep = await publishedAlbum(api, markers, { trackingLastKnownPose: true });
  const [l, r] = [await rgbaOf(left), await rgbaOf(right)];
  boxes = markersVideo(video, [
    { image: l, seconds: 4, x: -0.25 },
    { image: r, seconds: 4, x: 0.25 },
    { image: null, seconds: 3, x: 0 },
  ]).boxes;
});

/** Waits for a status and the scene shown, then counts red and blue pixels in a box (or everywhere). */
async function shotWhen(page: Page, state: string, scene: number | null) {
  const status = page.locator("#status");
  await expect(status).toHaveAttribute("data-state", state, { timeout: 25_000 });
  if (scene !== null)
    await expect(page.locator("body")).toHaveAttribute("data-image-scene", String(scene), { timeout: 10_000 });
  const px = await pixelsOf(await page.screenshot());
  await expect(status).toHaveAttribute("data-state", state, { timeout: 100 });
  return px;
}

test("the scene of the picture in view appears over it; the other picture switches scenes; losing it hides the scene", async ({
  page,
}) => {
  await page.goto(`/${hide.id}`);
  const first = await shotWhen(page, "found", hide.sceneIds[0]!);
  // The status names a picture, not a QR code.
  await expect(page.locator("#status")).toHaveText(/^Picture found/);
  // Red cube (first scene) over the left picture's area, no blue (second scene) anywhere.
  const onLeft = countIn(first, isRed, boxOf(quadOf(boxes[0]!), 0.15));
  expect(onLeft.n).toBeGreaterThan(800);
  expect(countIn(first, isRed).n - onLeft.n).toBeLessThan(50);
  // (The photo itself has a few blue pixels: its push button.)
  expect(countIn(first, isBlue).n).toBeLessThan(30);

  const second = await shotWhen(page, "found", hide.sceneIds[1]!);
  const onRight = countIn(second, isBlue, boxOf(quadOf(boxes[1]!), 0.15));
  expect(onRight.n).toBeGreaterThan(800);
  expect(countIn(second, isRed).n).toBeLessThan(30);
  expect(onRight.cx).toBeGreaterThan(onLeft.cx + 100);

  const gone = await shotWhen(page, "lost", null);
  expect(countIn(gone, isRed).n + countIn(gone, isBlue).n).toBe(0); // the empty table: nothing left
  await expect(page.locator("#status")).toHaveText("Picture lost: point the camera at it again");
});

test("trackingLastKnownPose: when the picture goes, its scene stays where it was (in Russian)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 640, height: 480 }, locale: "ru-RU" });
  const page = await context.newPage();
  await page.goto(`/${keep.id}`);
  await shotWhen(page, "found", keep.sceneIds[1]!);
  await expect(page.locator("#status")).toHaveText(/^Картинка найдена/);
  const kept = await shotWhen(page, "lost-kept", null);
  expect(countIn(kept, isBlue, boxOf(quadOf(boxes[1]!), 0.15)).n).toBeGreaterThan(800);
  await expect(page.locator("#status")).toHaveText("Картинка потеряна: сцена остаётся на месте");
  await context.close();
});

const quadOf = (b: { x0: number; y0: number; x1: number; y1: number }) =>
  [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x1, b.y1],
    [b.x0, b.y1],
  ] as [number, number][];
