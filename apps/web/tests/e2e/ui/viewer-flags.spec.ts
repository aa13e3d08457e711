// The project flags in the viewer (issue 20), with a fake camera whose code comes into view and
// goes again: trackingLastKnownPose keeps the scene where the code was ("lost-kept", the cube's
// pixels stay), without it the scene hides and the status asks to point at the code again;
// disablePreloader shows no loading overlay at all (a default project shows one while loading).
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import {
  apiAs,
  cameraFile,
  countIn,
  cube,
  fakeCameraPage,
  isRed,
  pixelsOf,
  publishedProject,
  qrComesAndGoesVideo,
} from "../fixtures/viewer";

const video = cameraFile("viewer-flags");
test.use(fakeCameraPage({ video, allow: true }));

let keep: number;
let hide: number;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const api = await apiAs(["ar-qr"]);
  keep = (
    await publishedProject(api, {
      type: "qr",
      objects: [cube("#FF0000")],
      features: { trackingLastKnownPose: true, disablePreloader: true },
    })
  ).id;
  const hidden = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  hide = hidden.id;
  // One QR scene per project: any code anchors it, so one video serves both.
  qrComesAndGoesVideo(hidden.link, video);
});

/** Records whether a loading overlay was ever in the page. */
async function watchOverlay(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector(".loading")) document.documentElement.dataset.sawLoading = "yes";
    }).observe(document, { childList: true, subtree: true });
  });
}

async function redWhen(page: Page, state: string) {
  const status = page.locator("#status");
  // The video loops: a screenshot counts only when the state is the same after it as before. On a
  // loaded machine a screenshot can straddle a change, so try again on the next pass of the loop.
  for (let attempt = 1; ; attempt += 1) {
    await expect(status).toHaveAttribute("data-state", state, { timeout: 20_000 });
    const shot = await page.screenshot();
    if ((await status.getAttribute("data-state")) === state) return countIn(await pixelsOf(shot), isRed).n;
    if (attempt === 4) throw new Error(`the state left "${state}" during each of ${attempt} screenshots`);
  }
}

test("trackingLastKnownPose: when the code goes, the cube stays where it was; no loading overlay (disablePreloader)", async ({
  page,
}) => {
  await watchOverlay(page);
  await page.goto(`/${keep}`);
  expect(await redWhen(page, "found")).toBeGreaterThan(1500);
  expect(await redWhen(page, "lost-kept")).toBeGreaterThan(1500);
  await expect(page.locator("#status")).toHaveText("Code lost: the scene stays where it was");
  expect(await page.locator("html").getAttribute("data-saw-loading")).toBeNull();
});

test("without it the cube hides when the code goes and the status asks for the code again; the preloader shows", async ({
  page,
}) => {
  await watchOverlay(page);
  await page.goto(`/${hide}`);
  expect(await redWhen(page, "found")).toBeGreaterThan(1500);
  expect(await redWhen(page, "lost")).toBe(0);
  await expect(page.locator("#status")).toHaveText("Code lost: point the camera at it again");
  expect(await page.locator("html").getAttribute("data-saw-loading")).toBe("yes");
  // …and it comes back when the code does.
  expect(await redWhen(page, "found")).toBeGreaterThan(1500);
});
