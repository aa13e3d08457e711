// Files and sound in the project viewer (issue 20), with the fake camera on the project's code:
// lazyLoad draws the primitives first and fetches the files only once the code is found (a
// published image is requested after the "found" mark; without lazyLoad, before it), and a sound
// set to autoplay waits for a tap where the browser refuses autoplay (the status line says so and
// stops saying it once the tap started it).
import { expect, test } from "../fixtures/test";
import type { Page } from "@playwright/test";
import {
  apiAs,
  cameraFile,
  countIn,
  cube,
  fakeCameraPage,
  isGreen,
  isRed,
  pixelsOf,
  pngOf,
  publishedProject,
  qrCameraVideo,
  uploadAsset,
  wavTone,
  type Api,
} from "../fixtures/viewer";

const video = cameraFile("viewer-media");
test.use(fakeCameraPage({ video, allow: true }));

let api: Api;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  api = await apiAs(["ar-qr"]);
  // Every project here has one QR scene, so any QR code anchors it: one video for all.
  qrCameraVideo("https://example.com/any-code", video);
});

async function sceneWithImage(projectId: number) {
  const image = await uploadAsset(api, projectId, {
    name: "green.png",
    type: "image/png",
    bytes: await pngOf([0, 200, 0]),
  });
  return [
    cube("#FF0000"),
    {
      id: "img",
      name: "Green",
      type: "image",
      assetId: image,
      position: [0.3, 0.01, 0],
      rotation: [-Math.PI / 2, 0, 0],
      scale: [0.3, 0.3, 0.3],
    },
  ];
}

/** When the page fetched its first public file, and when the code was found (page clock, ms). */
async function fileVersusFound(page: Page) {
  await expect(page.locator("#status")).toHaveAttribute("data-state", "found", { timeout: 20_000 });
  return page
    .waitForFunction(
      () => {
        const found = performance.getEntriesByName("viewer:found")[0]?.startTime;
        const file = performance
          .getEntriesByType("resource")
          .find((r) => r.name.includes("/api/public/files/"))?.startTime;
        return found !== undefined && file !== undefined ? { found, file } : null;
      },
      null,
      { timeout: 10_000 },
    )
    .then((h) => h.jsonValue() as Promise<{ found: number; file: number }>);
}

test("lazyLoad: the image is fetched only after the code is found, then drawn next to the cube", async ({ page }) => {
  const { id } = await publishedProject(api, { type: "qr", objects: sceneWithImage, features: { lazyLoad: true } });
  await page.goto(`/${id}`);
  const t = await fileVersusFound(page);
  expect(t.file).toBeGreaterThanOrEqual(t.found);
  await page.waitForTimeout(800);
  const px = await pixelsOf(await page.screenshot());
  expect(countIn(px, isRed).n).toBeGreaterThan(1000);
  expect(countIn(px, isGreen).n).toBeGreaterThan(300);
});

test("without lazyLoad the files load with the page, before the code is found", async ({ page }) => {
  const { id } = await publishedProject(api, { type: "qr", objects: sceneWithImage });
  await page.goto(`/${id}`);
  const t = await fileVersusFound(page);
  expect(t.file).toBeLessThan(t.found);
});

test("a sound set to autoplay waits for a tap, and the status line says so", async ({ page }) => {
  // Headless Chromium plays sound without a gesture whatever --autoplay-policy says, and reports
  // the page as already activated (both checked here), so the phones' rule is put back in the
  // page: unmuted play() before the first tap is refused as browsers refuse it (NotAllowedError).
  await page.addInitScript(() => {
    let tapped = false;
    window.addEventListener("pointerdown", () => (tapped = true), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted && !tapped)
        return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
      return play.call(this);
    };
  });
  const { id } = await publishedProject(api, {
    type: "qr",
    objects: async (projectId) => {
      const sound = await uploadAsset(api, projectId, { name: "tone.wav", type: "audio/wav", bytes: wavTone() });
      return [
        cube("#FF0000"),
        {
          id: "snd",
          name: "Tone",
          type: "audio",
          assetId: sound,
          data: { autoplay: true },
          position: [0, 0, 0],
          rotation: [0, 0, 0],
          scale: [1, 1, 1],
        },
      ];
    },
  });
  await page.goto(`/${id}`);
  const status = page.locator("#status");
  await expect(status).toHaveAttribute("data-note", "tap-for-sound", { timeout: 20_000 });
  await expect(status).toHaveText("Code found · Tap the screen to start video and sound");
  await page.mouse.click(320, 60);
  await expect(status).toHaveAttribute("data-note", "");
  await expect(status).toHaveText("Code found");
});
