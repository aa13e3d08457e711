// The filled card in AR (issue 20, "Later scans show the wish in AR over the card"): Chromium's
// fake camera plays a video of the printed card — its front with this card's real link in the QR
// square where the print puts it, tilted like a card on a table — and the viewer anchors the wish
// on that code: the photo's green covers the card's face on screen and a model placed on the card
// stands on its spot (pixels at points of the card found through the code's true corners in the
// video, not only the DOM), the gift button comes, and the status line says the code was found;
// in ru and en. A code of another card does not anchor it. Open → first anchored frame is noted.
import { chromium, type Browser } from "@playwright/test";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { makeCardVideo } from "@ar/ar-tracking/testing";
import { applyHomography, homography } from "@ar/ar-tracking";
import { attachModelPack, cardCollection, DESIGN, isPhotoGreen, PHOTO_COLOUR, pixelsOf, printedCard, solidPng, watchCsp } from "../fixtures/viewer-card";
import { expect, test, type Page } from "../fixtures/test";

const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 3217);

function cameraFile(name: string): string {
  const dir = path.resolve(process.env.TEST_RESULTS_DIR ?? path.join(import.meta.dirname, "../../../../../.data/test-results"), "viewer-card-camera");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${port}.y4m`);
}

/** A browser whose camera is the given video, allowed without a prompt. */
function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-background-networking", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`, "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
  });
}

/** Fills the card through the public doors as a visitor would: the photo (until processed), a text, models placed. */
async function fillCard(page: Page, cardId: string, text: string, models: unknown[] = []) {
  const upload = await page.request.post(`/api/public/cards/${cardId}/media`, { multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: await solidPng(800, 600, PHOTO_COLOUR) } } });
  expect(upload.status(), await upload.text()).toBe(200);
  const media = (await upload.json()).id as number;
  await expect.poll(async () => (await (await page.request.get(`/api/public/cards/${cardId}/media/${media}`)).json()).complete).toBe(true);
  const saved = await page.request.post(`/api/public/cards/${cardId}/wish`, { data: { text, mediaId: media, models } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The printed card, still, seen by the fake camera; returns the map from card fractions to frame pixels. */
async function cardVideo(link: string, name: string) {
  const image = await printedCard(link);
  const file = cameraFile(name);
  const video = makeCardVideo({ image, frames: 20, stillFrames: 20, fps: 10, path: file, qr: DESIGN.qr, distance: 1.3 });
  const corners = video.qrCorners![0]!;
  const { x, y, size } = DESIGN.qr;
  const H = homography([[x, y], [x + size, y], [x + size, y + size], [x, y + size]], corners);
  return { file, at: (fx: number, fy: number) => applyHomography(H, [fx * DESIGN.width, fy * DESIGN.height]) };
}

// Points of the card face (fractions of its width and height) clear of the text band and of the
// gift button under the card's middle; and points just beside the card's left and right edges.
const FACE_POINTS: [number, number][] = [[0.15, 0.25], [0.85, 0.25], [0.5, 0.5], [0.2, 0.7], [0.8, 0.7]];
const BESIDE_POINTS: [number, number][] = [[-0.06, 0.5], [1.06, 0.5], [-0.06, 0.3], [1.06, 0.3]];

for (const locale of ["en-US", "ru-RU"] as const) {
  test(`the wish is drawn over the printed card in the camera (${locale})`, async ({ page, login }) => {
    test.setTimeout(120_000);
    const user = await login({ features: ["wishes"], locale: "en" });
    const { collectionId, cardIds } = await cardCollection(page, user.id, { cards: 2, gift: "fixed", giftUrl: "https://shop.example/present" });
    const [cardId, otherId] = cardIds as [string, string];
    // A blue cube standing on the card's upper middle, a quarter of the card wide.
    const cube = await attachModelPack(page, collectionId, [0.1, 0.2, 0.9]);
    await fillCard(page, cardId, "Happy birthday!", [{ itemId: cube, x: 0.5, y: 0.22, scale: 0.25, rotation: 0.3 }]);
    const { file, at } = await cardVideo(`http://localhost:${port}/w/${cardId}`, `card-${locale}`);

    const browser = await browserWithCamera(file);
    try {
      const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 640, height: 480 }, deviceScaleFactor: 1, locale });
      const viewer = await context.newPage();
      const csp = watchCsp(viewer);
      await viewer.goto(`/w/${cardId}`);
      const status = viewer.locator("#status");
      await expect(status).toHaveAttribute("data-state", "found", { timeout: 30_000 });
      await expect(status).toHaveText(locale === "en-US" ? /Code found/ : /Код найден/);
      const anchoredMs = await viewer.evaluate(() => performance.getEntriesByName("viewer:card-anchored")[0]?.startTime ?? null);
      expect(anchoredMs).not.toBeNull();
      test.info().annotations.push({ type: "open → first anchored frame (ms)", description: String(Math.round(anchoredMs!)) });
      console.log(`card viewer ${locale}: open → first anchored frame ${Math.round(anchoredMs!)} ms`);
      const gift = viewer.getByTestId("card-gift");
      await expect(gift).toBeVisible();
      await expect(gift).toHaveText(locale === "en-US" ? "Open your gift" : "Открыть подарок");
      await expect(gift).toHaveAttribute("href", "https://shop.example/present");

      // The camera frame fills the 640×480 page one to one: the card's points are where the video shows them.
      const onScreen = FACE_POINTS.map(([fx, fy]) => at(fx, fy)).filter(([x, y]) => x > 8 && y > 8 && x < 632 && y < 472);
      expect(onScreen.length).toBeGreaterThanOrEqual(4);
      await expect
        .poll(async () => {
          const px = await pixelsOf(await viewer.screenshot());
          return onScreen.filter(([x, y]) => isPhotoGreen(px(x, y, 2))).length;
        }, { timeout: 20_000 })
        .toBe(onScreen.length);
      const px = await pixelsOf(await viewer.screenshot());
      // The model stands on its spot: blue where its base's centre is (it is seen from the front and above).
      const [mx, my] = at(0.5, 0.22);
      const isBlue = (c: { r: number; g: number; b: number }) => c.b > 120 && c.b > c.r + 50 && c.b > c.g + 30;
      expect(isBlue(px(mx, my, 2)), `model colour at ${Math.round(mx)},${Math.round(my)}: ${JSON.stringify(px(mx, my, 2))}`).toBe(true);
      // Just beside the card's edges: the camera's own background, not the photo (the wish is aligned with the card).
      const beside = BESIDE_POINTS.map(([fx, fy]) => at(fx, fy));
      expect(beside.filter(([x, y]) => x > 2 && x < 638 && y > 2 && y < 478)).toHaveLength(4);
      expect(beside.filter(([x, y]) => isPhotoGreen(px(x, y, 2)))).toEqual([]);
      expect(csp).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }

    // Another card's page with this card in the camera: its wish is not anchored here.
    if (locale === "en-US") {
      await fillCard(page, otherId, "Not yours");
      const other = await browserWithCamera(file);
      try {
        const context = await other.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 640, height: 480 }, deviceScaleFactor: 1, locale });
        const viewer = await context.newPage();
        await viewer.goto(`/w/${otherId}`);
        await expect(viewer.locator("#status")).toHaveAttribute("data-state", "looking", { timeout: 20_000 });
        await viewer.waitForTimeout(3000);
        await expect(viewer.locator("#status")).toHaveAttribute("data-state", "looking");
        const seen = await pixelsOf(await viewer.screenshot());
        expect(FACE_POINTS.map(([fx, fy]) => at(fx, fy)).filter(([x, y]) => isPhotoGreen(seen(x, y, 2)))).toEqual([]);
        await context.close();
      } finally {
        await other.close();
      }
    }
  });
}

test("an image-tracked card shows its wish in the 3D view without asking for the camera (AR for it is issue 21)", async ({ page, login }) => {
  const user = await login({ features: ["wishes"], locale: "en" });
  const { cardIds } = await cardCollection(page, user.id, { tracking: "image" });
  const cardId = cardIds[0]!;
  await fillCard(page, cardId, "Hello");
  const browser = await browserWithCamera(cameraFile("unused"));
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 640, height: 480 }, deviceScaleFactor: 1, locale: "en-US" });
    const viewer = await context.newPage();
    await viewer.addInitScript(() => {
      const w = window as unknown as { cameraAsked: number };
      w.cameraAsked = 0;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (c) => ((w.cameraAsked += 1), original(c));
    });
    await viewer.goto(`/w/${cardId}`);
    await expect(viewer.locator("#status")).toHaveAttribute("data-state", "fallback");
    await expect(viewer.getByTestId("card-wish-text")).toHaveText("Hello");
    await expect
      .poll(async () => {
        const px = await pixelsOf(await viewer.screenshot());
        return [[0.3, 0.5], [0.5, 0.5], [0.7, 0.5]].filter(([fx, fy]) => isPhotoGreen(px(640 * fx!, 480 * fy!, 3))).length;
      }, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await viewer.evaluate(() => (window as unknown as { cameraAsked: number }).cameraAsked)).toBe(0);
    await context.close();
  } finally {
    await browser.close();
  }
});
