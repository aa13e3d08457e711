// Code projects in the public viewer (issue 21): the published script runs in the sandbox frame
// with the same script API as the editor's preview. The fake camera films the project's QR link;
// the script's marker handler turns its cube red when the marker is found, which the screenshot
// shows on the code (pixels, not the DOM). A tap on the cube reaches the script's onTap. Without a
// camera the script's scene shows in the 3D view with its markers in view, as in the preview.
// Every QR marker is tracked: two QR scenes print their own codes (the link with ?m={marker id}),
// and the camera showing one then the other runs each marker's own found handler in turn.
// The sandbox: a script that tries the page's storage, cookies and API gets none of them.
import { chromium, test as plainTest, type Page } from "@playwright/test";
import { intrinsics } from "../../../../../packages/ar-tracking/src/intrinsics";
import { mat3FromRotvec } from "../../../../../packages/ar-tracking/src/mat3";
import { qrImage, renderWarpedFrame, writeY4m } from "../../../../../packages/ar-tracking/src/testing/index";
import { expect, test } from "../fixtures/test";
import {
  apiAs,
  baseUrl,
  boxOf,
  cameraFile,
  countIn,
  fakeCameraArgs,
  fakeCameraPage,
  isBlue,
  isGreen,
  isRed,
  launchWith,
  pixelsOf,
  publish,
  qrCameraVideo,
  type Api,
} from "../fixtures/viewer";

const video = cameraFile("viewer-code");
test.use(fakeCameraPage({ video, allow: true }));

/** The script: a blue cube on the marker that turns red in onFound and blue in onLost; a tap on it turns it green. */
const SCRIPT = `
const m = markers[0];
const cube = primitive("cube", { color: "blue", position: [0, 0.15, 0], scale: 0.35 });
m.anchor.add(cube);
m.onFound(() => { cube.color = "#ff0000"; log("found", m.name); });
m.onLost(() => { cube.color = "blue"; });
cube.onTap(() => { cube.color = "#00ff00"; });
let spin = 0;
onFrame((dt) => { spin += dt; });
`;

let api: Api;
let project: { id: number; link: string };
let corners: [number, number][];

/** A CODE project with one QR marker scene and this script, published. */
export async function publishedCodeProject(api: Api, code: string, opts: { qr: boolean }) {
  const created = await api.json<{ id: number }>("POST", "/api/ar-projects/code", { name: "Viewer code" });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  if (opts.qr) {
    const scene = await api.json("POST", `/api/ar-projects/data/${id}/create-qr-scene`, { name: "Card" });
    if (scene.status !== 200) throw new Error(`scene: ${scene.status} ${JSON.stringify(scene.body)}`);
  }
  const saved = await api.json("POST", `/api/ar-projects/data/${id}/code`, { code, assetData: {} });
  if (saved.status !== 200) throw new Error(`code: ${saved.status} ${JSON.stringify(saved.body)}`);
  await publish(api, id);
  const pub = await api.json<{ link: string }>("GET", `/api/public/projects/${id}`);
  return { id, link: pub.body.link };
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  api = await apiAs(["code"]);
  project = await publishedCodeProject(api, SCRIPT, { qr: true });
  corners = qrCameraVideo(project.link, video).corners as [number, number][];
});

async function onCode(page: Page, test: typeof isRed) {
  const px = await pixelsOf(await page.screenshot());
  return { onCode: countIn(px, test, boxOf(corners, 0.15)), everywhere: countIn(px, test) };
}

test("the script's marker handler runs when the camera finds its QR marker: its cube turns red on the code; a tap reaches onTap", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`/${project.id}`);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "found", { timeout: 20_000 });
  // The cube is red only once onFound ran in the sandbox and its answer was drawn on the anchor.
  await expect.poll(async () => (await onCode(page, isRed)).onCode.n, { timeout: 10_000 }).toBeGreaterThan(1500);
  const seen = await onCode(page, isRed);
  expect(seen.onCode.n / seen.everywhere.n).toBeGreaterThan(0.95);
  expect((await onCode(page, isBlue)).everywhere.n).toBeLessThan(50);
  // The script ran in a sandboxed frame, not on the page.
  const frame = page.locator("iframe[sandbox]");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
  // A tap on the cube: onTap turns it green.
  const red = seen.onCode;
  await page.mouse.click(red.cx, red.cy);
  await expect.poll(async () => (await onCode(page, isGreen)).onCode.n, { timeout: 5_000 }).toBeGreaterThan(1000);
  // Figures for the README (not timed tests): open → the script's scene first drawn, → first anchored frame.
  const marks = await page.evaluate(() =>
    ["viewer:script-shown", "viewer:first-anchored"].map((n) =>
      Math.round(performance.getEntriesByName(n)[0]?.startTime ?? -1),
    ),
  );
  console.log(`viewer code project: open → script scene drawn ${marks[0]} ms, → first anchored frame ${marks[1]} ms`);
  await page.screenshot({ path: `${process.env.TEST_RESULTS_DIR ?? "/tmp"}/viewer-code-found.png` });
  // The page asked the API for the snapshot only.
  expect(requests.filter((p) => p.startsWith("/api/"))).toEqual([`/api/public/projects/${project.id}`]);
});

/** Tries what a hostile script would: green while nothing leaked, red once anything did. */
const PROBE = (origin: string) => `
const ORIGIN = ${JSON.stringify(origin)};
const cube = primitive("cube", { color: "#00ff00", position: [0, 0.5, 0] });
const leaks = [];
try { if (typeof localStorage !== "undefined") leaks.push("localStorage " + localStorage.getItem("secret")); } catch (e) {}
try { if (typeof document !== "undefined") leaks.push("cookie " + document.cookie); } catch (e) {}
try { if (typeof parent !== "undefined") leaks.push("parent"); } catch (e) {}
try { const r = indexedDB.open("probe"); r.onsuccess = () => leaks.push("indexedDB"); } catch (e) {}
try { importScripts(ORIGIN + "/api/ar-projects/code"); leaks.push("importScripts"); } catch (e) {}
try { const x = new XMLHttpRequest(); x.open("GET", ORIGIN + "/api/ar-projects/code", false); x.send(); leaks.push("xhr " + x.status); } catch (e) {}
for (const path of ["/api/ar-projects/code", "/api/public/projects/1"]) {
  fetch(ORIGIN + path, { credentials: "include" }).then(() => leaks.push("fetch " + path), () => {});
}
let t = 0;
onFrame((dt) => { t += dt; cube.color = leaks.length > 0 ? "#ff0000" : t > 1.5 ? "#00ff00" : "#0000ff"; });
`;

// The plain test type: the refused requests are the point here, so the CSP watch of the other
// tests (which fails a test on any refusal) does not apply.
plainTest(
  "sandbox: the script cannot read the viewer's localStorage or cookies or call the API",
  async ({ page, context }) => {
    const probe = await publishedCodeProject(api, PROBE(baseUrl), { qr: false });
    await context.addCookies([{ name: "secret", value: "s3cret", url: baseUrl }]);
    await context.addInitScript(() => localStorage.setItem("secret", "s3cret"));
    // What the server answered, and what the browser refused to send (the probes' attempts).
    const answered: string[] = [];
    const refused: string[] = [];
    page.on("response", (r) => answered.push(new URL(r.url()).pathname));
    page.on("requestfailed", (r) => refused.push(new URL(r.url()).pathname));
    await page.goto(`/${probe.id}`);
    // No QR marker: the 3D view. Blue until the probes had 1.5 s to leak; green if none did.
    await expect
      .poll(async () => countIn(await pixelsOf(await page.screenshot()), isGreen).n, { timeout: 15_000 })
      .toBeGreaterThan(2000);
    await page.waitForTimeout(500);
    const px = await pixelsOf(await page.screenshot());
    expect(countIn(px, isRed).n).toBeLessThan(50);
    expect(answered.filter((p) => p.startsWith("/api/"))).toEqual([`/api/public/projects/${probe.id}`]);
    expect(refused).toContain("/api/ar-projects/code");
  },
);

/** Two QR markers, each with its own cube: red when the first is found, green when the second is. */
const TWO_MARKERS = `
const [a, b] = markers;
const ca = primitive("cube", { color: "blue", position: [0, 0.15, 0], scale: 0.35 });
const cb = primitive("cube", { color: "blue", position: [0, 0.15, 0], scale: 0.35 });
a.anchor.add(ca);
b.anchor.add(cb);
a.onFound(() => { ca.color = "#ff0000"; log("found", a.name); });
a.onLost(() => { ca.color = "blue"; });
b.onFound(() => { cb.color = "#00ff00"; log("found", b.name); });
b.onLost(() => { cb.color = "blue"; });
`;

/** A looping video: the first code for 3 s, then the second, at the same place on the table. */
function twoCodesVideo(texts: [string, string], file: string): string {
  const fps = 10,
    width = 640,
    height = 480,
    K = intrinsics(width, height);
  const pose = { R: mat3FromRotvec([0.35, 0, 0]), t: [0, 0, 1.6] as [number, number, number] };
  const frames = texts.map((t) =>
    renderWarpedFrame(qrImage(t, { moduleSize: 8 }), pose, K, width, height, [70, 74, 80]),
  );
  function* all() {
    for (const f of frames) for (let i = 0; i < 3 * fps; i++) yield f;
  }
  writeY4m(all(), file, fps, width, height);
  return file;
}

plainTest(
  "every QR marker of a code project is tracked: each marker's own code runs its own found handler",
  async () => {
    plainTest.setTimeout(120_000);
    const created = await api.json<{ id: number }>("POST", "/api/ar-projects/code", { name: "Two markers" });
    const id = created.body.id;
    for (const name of ["First", "Second"])
      expect((await api.json("POST", `/api/ar-projects/data/${id}/create-qr-scene`, { name })).status).toBe(200);
    expect(
      (await api.json("POST", `/api/ar-projects/data/${id}/code`, { code: TWO_MARKERS, assetData: {} })).status,
    ).toBe(200);
    await publish(api, id);
    const pub = (
      await api.json<{ link: string; scenes: { name: string; qrMarkerId: string }[] }>(
        "GET",
        `/api/public/projects/${id}`,
      )
    ).body;
    // The codes the console prints for each QR scene (GET /api/qr/{id}?type=ar-project&marker=…).
    const texts = ["First", "Second"].map(
      (n) => `${pub.link}?m=${pub.scenes.find((s) => s.name === n)!.qrMarkerId}`,
    ) as [string, string];
    const browser = await chromium.launch(
      launchWith(fakeCameraArgs({ video: twoCodesVideo(texts, cameraFile("viewer-code-two")), allow: true })),
    );
    try {
      const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 640, height: 480 }, locale: "en-US" });
      await page.goto(`/${id}`);
      const colours = async () => {
        const px = await pixelsOf(await page.screenshot());
        return { red: countIn(px, isRed).n, green: countIn(px, isGreen).n };
      };
      // First code in view: only the first marker's cube, red; then the second's, green (the first hidden).
      await expect
        .poll(
          async () => {
            const c = await colours();
            return c.red > 1500 && c.green < 50;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect
        .poll(
          async () => {
            const c = await colours();
            return c.green > 1500 && c.red < 50;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      // …and back to the first when its code returns (the video loops).
      await expect
        .poll(
          async () => {
            const c = await colours();
            return c.red > 1500 && c.green < 50;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.screenshot({ path: `${process.env.TEST_RESULTS_DIR ?? "/tmp"}/viewer-code-two-markers.png` });
    } finally {
      await browser.close();
    }
  },
);
