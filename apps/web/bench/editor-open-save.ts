// bench:editor — the scene editor's figures for the README (issue 22): time from opening a
// project with 50 objects to interactive (the object list shows all 50, the canvas has drawn, and
// a click on an object has opened its properties), and a draft save's round trip (the
// saveSceneData request of a 50-object scene, and edit → "Saved" shown, which includes the 800 ms
// autosave delay). Starts the e2e environment on its own port with the built web app
// (WEB_BUILD_DIR, default build), like bench:viewer.
//   npm run bench:editor [-- runs]          (build first: npm run build -w apps/web)
import { chromium } from "@playwright/test";
import { quantile, startE2eEnv } from "./e2e-env";

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.E2E_PORT ?? 3304);

const env = await startE2eEnv(port);
const { apiAs, launchWith } = await import("../tests/e2e/fixtures/viewer");

const q = quantile;
const fmt = (xs: number[]) => `median ${Math.round(q(xs, 0.5))} ms, p90 ${Math.round(q(xs, 0.9))} ms (n=${xs.length})`;

try {
  const api = await apiAs(["ar-qr"]);
  const created = await api.json<{ id: number }>("POST", "/api/ar-projects/qr", { name: "Bench 50" });
  const projectId = created.body.id;
  const scene = await api.json<{ id: number }>("POST", `/api/ar-projects/data/${projectId}/create-qr-scene`, {
    name: "QR Marker",
  });
  const meshes = ["cube", "sphere", "cylinder", "cone", "tor", "ikosaeder", "dodecahedron", "pyramid"];
  const data = Array.from({ length: 50 }, (_, i) => ({
    id: `p${i}`,
    name: `Object ${i}`,
    type: "primitive",
    assetId: null,
    data: { mesh: meshes[i % meshes.length], color: "#3366CC", colorOn: true, click: [] },
    position: [((i % 10) - 5) * 0.6, 0.5, (Math.floor(i / 10) - 2) * 0.6],
    rotation: [0, 0, 0],
    scale: [0.4, 0.4, 0.4],
  }));
  const saved = await api.json("POST", `/api/ar-projects/scenes/${scene.body.id}/data`, { data });
  if (saved.status !== 200) throw new Error(`save: ${saved.status}`);

  const browser = await chromium.launch(launchWith([]));
  const toList: number[] = [];
  const toInteractive: number[] = [];
  const saveRequest: number[] = [];
  const editToSaved: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 800 } });
    await context.addCookies([
      {
        name: "ar_session",
        value: api.cookie.split("=")[1]!,
        domain: "localhost",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`http://localhost:${port}/editor/${projectId}`);
    await page.getByTestId("object-item").nth(49).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => {
      const c = document.querySelector("[data-testid=scene-canvas-area] canvas") as HTMLCanvasElement | null;
      return Boolean(c && c.width > 0 && c.height > 0);
    });
    toList.push(Date.now() - t0);
    await page.getByTestId("object-item").nth(25).getByRole("button").click();
    await page.getByTestId("prop-name").and(page.locator('[value="Object 25"]')).waitFor();
    toInteractive.push(Date.now() - t0);

    // A draft save: type a position, wait for the request and for "Saved".
    const response = page.waitForResponse(
      (r) => r.url().includes("projects.saveSceneData") && r.request().method() === "POST",
    );
    const t1 = Date.now();
    await page.getByTestId("prop-position-x").fill(String(1 + i / 10));
    await page.getByTestId("prop-position-x").press("Enter");
    const res = await response;
    await res.finished();
    const timing = res.request().timing();
    saveRequest.push(timing.responseEnd - timing.requestStart);
    await page.locator("[data-testid=save-state][data-state=saved]").waitFor();
    editToSaved.push(Date.now() - t1);
    await context.close();
  }
  await browser.close();
  console.log(`editor open (QR project, 50 objects) → list and canvas drawn: ${fmt(toList)}`);
  console.log(`editor open → interactive (an object clicked, its panel shown): ${fmt(toInteractive)}`);
  console.log(`draft save round trip (saveSceneData, 50 objects, version check): ${fmt(saveRequest)}`);
  console.log(`edit → "Saved" shown (includes the 800 ms autosave delay): ${fmt(editToSaved)}`);
} finally {
  await env.stop();
}
