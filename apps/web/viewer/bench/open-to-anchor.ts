// bench:viewer — open → first anchored frame of the project viewer with Chromium's fake camera
// (not a timed test; the figure goes in the viewer's README). Starts the e2e environment on its
// own port with the built web app (WEB_BUILD_DIR, default build), publishes a QR project with a
// cube, plays its real link to the fake camera, and opens the viewer N times in fresh contexts.
//   npm run bench:viewer [-- runs]          (build first: npm run build -w apps/web)
import { chromium } from "@playwright/test";
import { quantile, startE2eEnv } from "../../bench/e2e-env";

const runs = Number(process.argv[2] ?? 10);
const port = Number(process.env.E2E_PORT ?? 3302);

const env = await startE2eEnv(port);
// The e2e fixtures read E2E_DATABASE_URL and E2E_PORT when first used.
const { apiAs, cameraFile, cube, fakeCameraArgs, launchWith, publishedProject, qrCameraVideo } =
  await import("../../tests/e2e/fixtures/viewer");

try {
  const api = await apiAs(["ar-qr"]);
  const project = await publishedProject(api, { type: "qr", objects: [cube("#FF0000")] });
  const video = qrCameraVideo(project.link, cameraFile("bench-viewer")).file;
  const browser = await chromium.launch(launchWith(fakeCameraArgs({ video, allow: true })));
  const anchored: number[] = [];
  const firstFrame: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 640, height: 480 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/${project.id}`);
    const marks = await page
      .waitForFunction(
        () => {
          const a = performance.getEntriesByName("viewer:first-anchored")[0];
          const f = performance.getEntriesByName("viewer:first-frame")[0];
          return a && f ? [a.startTime, f.startTime] : null;
        },
        null,
        { timeout: 30_000 },
      )
      .then((h) => h.jsonValue() as Promise<number[]>);
    anchored.push(marks[0]!);
    firstFrame.push(marks[1]!);
    await context.close();
  }
  await browser.close();
  const q = quantile;
  console.log(`viewer open → first drawn frame: median ${Math.round(q(firstFrame, 0.5))} ms`);
  console.log(
    `viewer open → first anchored frame (fake camera, ${runs} fresh opens): median ${Math.round(q(anchored, 0.5))} ms, p90 ${Math.round(q(anchored, 0.9))} ms, max ${Math.round(Math.max(...anchored))} ms (target ≤ 2000)`,
  );
} finally {
  await env.stop();
}
