// World scenes in the viewer (issue 21, docs/decisions/0032), one test per way into AR:
//  (a) no WebXR, a phone with a camera: "Start camera" → the scene over the live camera feed,
//      turned by device orientation (fake camera: a blue picture; orientation events dispatched);
//      pixels: the red cube over the blue camera image, and it moves when the phone turns;
//  (b) an iPhone: an AR Quick Look link (`rel="ar"`, an <img> first) to a USDZ made in the
//      browser; the blob is checked as a USDZ (zip, stored, 64-byte aligned, model.usda first,
//      naming the scene's objects);
//  (c) WebXR immersive-ar with hit-test: headless Chromium has no AR device, so navigator.xr is a
//      stand-in REPLAYING the recorded session (fixtures/webxr-replay.ts) — not a device. The real
//      placement code runs; taps place the scene where the recorded hit-test said, and move it.
// (c)–(e): viewer-world-xr.spec.ts.
import { expect, test, watchCsp } from "../fixtures/test";
import { countIn, cube, expectQuickLookLink, isBlue, isRed, pixelsOf } from "../fixtures/viewer";
import { ANDROID, IPHONE, PHONE, worldSpec } from "../fixtures/viewer-world";

const worldProject = worldSpec();

test("(a) no WebXR: the scene over the camera feed, turned by device orientation", async ({ browser }, testInfo) => {
  const { id } = await worldProject([cube("#FF0000")]);
  const context = await browser.newContext({ ...PHONE, userAgent: ANDROID, locale: "en-US" });
  const page = await context.newPage();
  const csp = watchCsp(page);
  // This headless Chromium has no immersive-ar: the mode must be camera + orientation.
  await page.goto(`/${id}`);
  const status = page.locator("#status");
  await expect(status).toHaveAttribute("data-state", "world-orientation-ready", { timeout: 20_000 });
  await expect(page.locator("#viewer")).toHaveAttribute("data-world-mode", "camera-orientation");
  await page.screenshot({ path: testInfo.outputPath("world-orientation-ready-en-390.png") });
  await page.getByRole("button", { name: "Start camera" }).click();
  await expect(status).toHaveAttribute("data-state", "world-orientation");
  await expect(status).toContainText("turns with the phone");
  // The phone held upright, tilted 35° down: the assumed floor 2 m ahead is in the middle.
  const orient = (alpha: number, beta: number) =>
    page.evaluate(
      ([a, b]) => dispatchEvent(new DeviceOrientationEvent("deviceorientation", { alpha: a, beta: b, gamma: 0 })),
      [alpha, beta],
    );
  await orient(0, 55);
  await page.waitForTimeout(400);
  await expect(page.locator("#stage")).toHaveAttribute("data-world-placed", "0.000,-1.400,-2.000");
  const before = await pixelsOf(await page.screenshot({ path: testInfo.outputPath("world-orientation-en-390.png") }));
  const red = countIn(before, isRed);
  expect(red.n).toBeGreaterThan(1500);
  expect(Math.abs(red.cx - 195)).toBeLessThan(40);
  expect(Math.abs(red.cy - 422)).toBeLessThan(80);
  // The camera picture is all around it (the scene is drawn over the feed, not on black).
  expect(countIn(before, isBlue, { x0: 0, y0: 0, x1: 390, y1: 250 }).n).toBeGreaterThan(390 * 250 * 0.8);
  // Turning the phone 8° to the left: the scene stays in the room, so it moves right on screen.
  await orient(8, 55);
  await page.waitForTimeout(400);
  const turned = countIn(await pixelsOf(await page.screenshot()), isRed);
  expect(turned.n).toBeGreaterThan(1000);
  expect(turned.cx - red.cx).toBeGreaterThan(50);
  // Tilting further down: it moves up on screen.
  await orient(8, 45);
  await page.waitForTimeout(400);
  const down = countIn(await pixelsOf(await page.screenshot()), isRed);
  expect(red.cy - down.cy).toBeGreaterThan(50);
  expect(csp).toEqual([]);
  await context.close();
});

test("(b) an iPhone: an AR Quick Look link to a USDZ of the scene made in the browser", async ({
  browser,
}, testInfo) => {
  const { id } = await worldProject([cube("#FF0000", "red_box")]);
  const context = await browser.newContext({ ...PHONE, userAgent: IPHONE, locale: "ru-RU" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __cameraAsks: number };
    w.__cameraAsks = 0;
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (c) => ((w.__cameraAsks += 1), ask(c));
  });
  const csp = watchCsp(page);
  await page.goto(`/${id}`);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "world-quick-look", { timeout: 20_000 });
  await expect(page.locator("#status")).toContainText("AR Quick Look: коснитесь картинки");
  await page.screenshot({ path: testInfo.outputPath("world-quick-look-ru-390.png") });
  const link = page.locator('a[rel="ar"]');
  await expect(link).toHaveCount(1);
  // Quick Look opens the link only when its first child is an image.
  await expectQuickLookLink(page, "Смотреть в AR");
  expect(await link.locator("img").getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^blob:.*#allowsContentScaling=0$/);
  const bytes = Buffer.from(
    await page.evaluate(
      async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())),
      href.split("#")[0]!,
    ),
  );
  // A USDZ: a zip whose entries are stored (method 0) with data 64-byte aligned, the root layer first.
  const entries: { name: string; data: Buffer }[] = [];
  for (let o = 0; bytes.readUInt32LE(o) === 0x04034b50;) {
    const method = bytes.readUInt16LE(o + 8);
    const size = bytes.readUInt32LE(o + 18);
    const nameLen = bytes.readUInt16LE(o + 26);
    const extraLen = bytes.readUInt16LE(o + 28);
    const name = bytes.subarray(o + 30, o + 30 + nameLen).toString("utf8");
    const start = o + 30 + nameLen + extraLen;
    expect(method, name).toBe(0);
    expect(start % 64, name).toBe(0);
    entries.push({ name, data: bytes.subarray(start, start + size) });
    o = start + size;
  }
  expect(entries[0]?.name).toBe("model.usda");
  const root = entries[0]!.data.toString("utf8");
  expect(root).toMatch(/^#usda 1\.0/);
  expect(root).toContain('token preliminary:anchoring:type = "plane"');
  expect(root).toContain('def Xform "red_box"');
  expect(root).toMatch(/red_box_mesh/);
  expect(entries.some((e) => e.name.startsWith("geometries/") && e.name.endsWith(".usda"))).toBe(true);
  // Real size: a 0.35-unit cube is 0.35 m (USD in metres).
  expect(root).toMatch(/metersPerUnit = 1/);
  expect(root).toMatch(/\(0\.35, 0, 0, 0\)/);
  // No camera was asked for (counted: this browser grants any request, so the permission state cannot tell).
  expect(await page.evaluate(() => (window as unknown as { __cameraAsks: number }).__cameraAsks)).toBe(0);
  expect(csp).toEqual([]);
  await context.close();
});
