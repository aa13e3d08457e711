// World scenes in the viewer (issue 21, docs/decisions/0032), continued from viewer-world.spec.ts:
//  (c) WebXR immersive-ar with hit-test: headless Chromium has no AR device, so navigator.xr is a
//      stand-in REPLAYING the recorded session (fixtures/webxr-replay.ts) — not a device. The real
//      placement code runs; taps place the scene where the recorded hit-test said, and move it.
//  (d) a desktop: 3D only; (e) ru on a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, watchCsp } from "../fixtures/test";
import { countIn, cube, isRed, pixelsOf } from "../fixtures/viewer";
import { installXrReplay } from "../fixtures/webxr-replay";
import { ANDROID, PHONE, nextFrames, worldSpec, xrSession } from "../fixtures/viewer-world";

const worldProject = worldSpec();

test("(c) WebXR, replayed: a tap places the scene where the recorded hit-test said, a later tap moves it", async ({
  browser,
}, testInfo) => {
  const { id } = await worldProject([cube("#FF0000")]);
  const context = await browser.newContext({ ...PHONE, userAgent: ANDROID, locale: "en-US" });
  const page = await context.newPage();
  await page.addInitScript(installXrReplay, xrSession.frames);
  const csp = watchCsp(page);
  await page.goto(`/${id}`);
  const status = page.locator("#status");
  const viewer = page.locator("#viewer");
  await expect(status).toHaveAttribute("data-state", "world-xr-ready", { timeout: 20_000 });
  await expect(viewer).toHaveAttribute("data-world-mode", "webxr");
  await page.getByRole("button", { name: "Start AR" }).click();
  const requested = await page.evaluate(
    () => (window as unknown as { __xrReplay: { log: { requested: unknown[] } } }).__xrReplay.log.requested,
  );
  expect(requested).toEqual([
    {
      mode: "immersive-ar",
      init: { requiredFeatures: ["hit-test"], optionalFeatures: ["dom-overlay"], domOverlay: { root: "element" } },
    },
  ]);
  await expect(status).toHaveAttribute("data-state", "world-xr-searching");

  const seek = (t: number) =>
    page.evaluate((tt) => (window as unknown as { __xrReplay: { seek(t: number): void } }).__xrReplay.seek(tt), t);
  const tap = () => page.mouse.click(195, 420);
  const states: Record<number, { state: string | null; placed: string | null; placements: string | null }> = {};
  for (const f of xrSession.frames) {
    await seek(f.t);
    await nextFrames(page);
    if (f.select) {
      await tap();
      await nextFrames(page);
    }
    states[f.t] = {
      state: await status.getAttribute("data-state"),
      placed: await viewer.getAttribute("data-world-placed"),
      placements: await viewer.getAttribute("data-world-placements"),
    };
    if (f.t === 1.5 || f.t === 3.0) {
      // The view looks at the recorded hit (the screen's centre): the placed cube is drawn there.
      const red = countIn(
        await pixelsOf(await page.screenshot({ path: testInfo.outputPath(`world-xr-${f.t}-en-390.png`) })),
        isRed,
      );
      expect(red.n, `t=${f.t}`).toBeGreaterThan(800);
      expect(Math.abs(red.cx - 195), `t=${f.t}`).toBeLessThan(40);
      expect(Math.abs(red.cy - 422), `t=${f.t}`).toBeLessThan(60);
    }
  }
  expect(states[0]!.state).toBe("world-xr-searching");
  expect(states[0.75]!.state).toBe("world-xr-aiming");
  expect(states[1.0]!.placed).toBeNull();
  expect(states[1.25]).toEqual({ state: "world-xr-placed", placed: "0.000,-1.400,-1.500", placements: "1" });
  // Walking and aiming elsewhere leaves it; a tap with no surface in sight does not move it.
  expect(states[2.5]!.placed).toBe("0.000,-1.400,-1.500");
  expect(states[2.75]).toEqual({ state: "world-xr-placed", placed: "0.000,-1.400,-1.500", placements: "1" });
  expect(states[3.0]).toEqual({ state: "world-xr-placed", placed: "2.000,-1.400,-1.000", placements: "2" });
  expect(states[4.0]!.placed).toBe("2.000,-1.400,-1.000");
  // "Leave AR" is an overlay button: it ends the session without placing anything.
  await page.getByRole("button", { name: "Leave AR" }).click();
  await expect(status).toHaveAttribute("data-state", "world-xr-ready");
  expect(
    await page.evaluate(
      () => (window as unknown as { __xrReplay: { log: { selects: number } } }).__xrReplay.log.selects,
    ),
  ).toBe(3);
  await expect(page.getByRole("button", { name: "Start AR" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(countIn(await pixelsOf(await page.screenshot()), isRed).n).toBeGreaterThan(1500);
  expect(csp).toEqual([]);
  await context.close();
});

test("(d) a desktop: 3D only, said plainly in en and ru, the scene drawn", async ({ browser }, testInfo) => {
  const { id } = await worldProject([cube("#FF0000")]);
  for (const locale of ["en-US", "ru-RU"]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.goto(`/${id}`);
    await expect(page.locator("#status")).toHaveAttribute("data-state", "world-3d", { timeout: 20_000 });
    await expect(page.locator("#status")).toContainText(locale === "en-US" ? "3D only" : "Только 3D");
    await page.waitForTimeout(500);
    const red = countIn(
      await pixelsOf(await page.screenshot({ path: testInfo.outputPath(`world-3d-${locale}-1280.png`) })),
      isRed,
    );
    expect(red.n).toBeGreaterThan(4000);
    expect(Math.abs(red.cx - 640)).toBeLessThan(150);
    await expect(page.getByRole("button")).toHaveCount(0);
    await context.close();
  }
});

test("(e) ru on a phone: the way into AR and the status in Russian (WebXR and camera modes), accessible", async ({
  browser,
}, testInfo) => {
  const { id } = await worldProject([cube("#FF0000")]);
  for (const xr of [true, false]) {
    const context = await browser.newContext({ ...PHONE, userAgent: ANDROID, locale: "ru-RU" });
    const page = await context.newPage();
    if (xr) await page.addInitScript(installXrReplay, xrSession.frames);
    await page.goto(`/${id}`);
    const status = page.locator("#status");
    await expect(status).toHaveAttribute("data-state", xr ? "world-xr-ready" : "world-orientation-ready", {
      timeout: 20_000,
    });
    await expect(status).toContainText(
      xr ? "AR с распознаванием поверхностей" : "Этот браузер не распознаёт поверхности",
    );
    await expect(page.getByRole("button", { name: xr ? "Начать AR" : "Включить камеру" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`world-${xr ? "xr" : "orientation"}-ready-ru-390.png`) });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  }
});
