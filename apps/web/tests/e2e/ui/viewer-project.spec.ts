// The public project viewer with a fake camera (issue 20). Chromium's fake camera plays a video of
// the project's real QR link (its AR link {host}/{id}, made with @ar/ar-tracking's test helpers,
// tilted like a card on a table); the viewer finds the code, says so, and draws the published red
// cube on it — checked in screenshot pixels inside the code's area, not only in the DOM. Draft
// edits stay invisible until Publish; an unpublished, deleted or unknown project gets the public page
// with 404; the viewer's
// headers are its own (camera allowed) while the console keeps camera=(); axe; ru and en.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import {
  apiAs,
  boxOf,
  cameraFile,
  countIn,
  cube,
  fakeCameraPage,
  isBlue,
  isRed,
  pixelsOf,
  publish,
  publishedProject,
  qrCameraVideo,
  saveScene,
  type Api,
} from "../fixtures/viewer";

const video = cameraFile("viewer-project");
test.use(fakeCameraPage({ video, allow: true }));

let api: Api;
let project: { id: number; sceneId: number; link: string };
let corners: [number, number][];

// Before any browser starts (no test fixture asks for one here): the project, then the camera video of its link.
test.beforeAll(async () => {
  test.setTimeout(60_000);
  api = await apiAs(["ar-qr"]);
  project = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  corners = qrCameraVideo(project.link, video).corners as [number, number][];
});

async function openAndFind(page: Page, path = `/${project.id}`) {
  await page.goto(path);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "found", { timeout: 20_000 });
  // The first frame drawn with the scene on the code (a performance mark on the page).
  return page
    .waitForFunction(() => performance.getEntriesByName("viewer:first-anchored")[0]?.startTime ?? null, null, {
      timeout: 10_000,
    })
    .then((h) => h.jsonValue() as Promise<number>);
}

async function colourOnCode(page: Page, test: typeof isRed) {
  // A few frames after the anchor: the smoothing filter has settled on the still card.
  await page.waitForTimeout(500);
  const px = await pixelsOf(await page.screenshot());
  return { onCode: countIn(px, test, boxOf(corners, 0.15)), everywhere: countIn(px, test) };
}

test("a published QR project opens from its link: the code is found and the red cube is drawn on it", async ({
  page,
}) => {
  const anchoredMs = await openAndFind(page);
  await expect(page.locator("#status")).toHaveText("Code found");
  const { onCode, everywhere } = await colourOnCode(page, isRed);
  // The cube covers a good part of the code's area, and nearly all red on screen is there.
  expect(onCode.n).toBeGreaterThan(1500);
  expect(onCode.n / everywhere.n).toBeGreaterThan(0.95);
  const box = boxOf(corners);
  expect(onCode.cx).toBeGreaterThan(box.x0);
  expect(onCode.cx).toBeLessThan(box.x1);
  expect(onCode.cy).toBeGreaterThan(box.y0 - (box.y1 - box.y0) * 0.3);
  expect(onCode.cy).toBeLessThan(box.y1);
  // Figure for the README (not a timed test): open → first anchored frame.
  test
    .info()
    .annotations.push({ type: "open → first anchored frame (ms)", description: String(Math.round(anchoredMs)) });
  console.log(`viewer: open → first anchored frame ${Math.round(anchoredMs)} ms`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("a draft edit after publishing reaches the viewer only after Publish", async ({ page }) => {
  await saveScene(api, project.sceneId, [cube("#0000FF")]);
  await openAndFind(page);
  let seen = await colourOnCode(page, isRed);
  expect(seen.onCode.n).toBeGreaterThan(1500);
  expect((await colourOnCode(page, isBlue)).everywhere.n).toBeLessThan(50);

  await publish(api, project.id);
  await openAndFind(page);
  seen = await colourOnCode(page, isBlue);
  expect(seen.onCode.n).toBeGreaterThan(1500);
  expect((await colourOnCode(page, isRed)).everywhere.n).toBeLessThan(50);
  // Back to red for the tests after this one.
  await saveScene(api, project.sceneId, [cube("#FF0000")]);
  await publish(api, project.id);
});

test("ru: the status line speaks Russian", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ru-RU", viewport: { width: 640, height: 480 } });
  const page = await context.newPage();
  await page.goto(`/${project.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.locator("#status")).toHaveText("Код найден", { timeout: 20_000 });
  await context.close();
});

test("viewer pages: their own headers, no cookies; the console keeps camera=()", async ({ request }) => {
  for (const path of [`/${project.id}`, `/clip/${project.id}`, "/w/abcdefghijkmnpqr"]) {
    // A console session cookie sent along changes nothing and none is set. The card is unknown:
    // the viewer's own page with 404, under the same headers.
    const live = !path.startsWith("/w/");
    const res = await request.get(path, { headers: { cookie: "ar_session=whatever" } });
    expect(res.status(), path).toBe(live ? 200 : 404);
    const h = res.headers();
    expect(h["permissions-policy"]).toBe("camera=(self), microphone=(self), geolocation=()");
    const csp = new Map(
      h["content-security-policy"]!.split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([n, ...v]) => [n, v]),
    );
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(h["set-cookie"]).toBeUndefined();
    expect(h["cache-control"]).toBe(live ? "public, max-age=60" : "no-cache");
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(html).toContain('name="ar-route"');
    // None of the console's JavaScript or CSS.
    expect(html).not.toMatch(/["']\/assets\//);
    const asset = html.match(/\/viewer-assets\/assets\/[^"]+\.js/)![0];
    const js = await request.get(asset);
    expect(js.headers()["cache-control"]).toMatch(/immutable/);
  }
  const console = await request.get("/auth/login");
  expect(console.headers()["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
});

test("an unpublished, deleted or unknown project: the public page with 404, never the sign-in screen; 'not published' and 'no such project' apart", async ({
  page,
}) => {
  const other = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  expect((await page.request.get(`/${other.id}`)).status()).toBe(200);
  expect((await api.json("POST", `/api/ar-projects/${other.id}/unpublish`)).status).toBe(200);
  const gone = await publishedProject(api, { type: "qr", objects: [cube("#00FF00")] });
  expect((await api.json("DELETE", `/api/ar-projects/data/${gone.id}`)).status).toBe(200);
  const heading = {
    unpublished: "This AR project is not published",
    missing: "There is no such AR project",
  };
  for (const [path, kind] of [
    [`/${other.id}`, "unpublished"],
    [`/clip/${other.id}`, "unpublished"],
    [`/${gone.id}`, "missing"],
    ["/987654321", "missing"],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    expect(res?.headers()["cache-control"], path).toBe("no-cache");
    await expect(page.getByRole("heading", { level: 1, name: heading[kind] })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("textbox")).toHaveCount(0);
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
