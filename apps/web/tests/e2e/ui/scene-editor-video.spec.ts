// A video object is drawn in the scene editor (issue 22, first bullet; issue 20, one renderer):
// its shader used a uniform named `layout`, a reserved word in WebGL2 GLSL, so every video showed
// as an empty outline while DOM-level tests passed. This checks what is drawn: pixels of the
// video's colours on the canvas, and the chroma key removing one of them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
// The system ffmpeg when there is one, else the npm-shipped build (a fresh machine has none).
import { ffmpegPaths } from "@ar/worker/ffmpeg-path";
import { canvas, dropFiles, openQrProject } from "../fixtures/scene-editor";
import { expect, test, type Page } from "../fixtures/test";

/** A real 2-second H.264 video: the left half pure red, the right half pure green (the default key). */
function redGreenMp4(): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "scene-video-")), "red-green.mp4");
  execFileSync(ffmpegPaths().ffmpeg, [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "color=c=0xFF0000:s=160x160:d=2",
    "-f",
    "lavfi",
    "-i",
    "color=c=0x00FF00:s=160x160:d=2",
    "-filter_complex",
    "[0:v][1:v]hstack=inputs=2,format=yuv420p",
    "-c:v",
    "libx264",
    "-movflags",
    "+faststart",
    file,
  ]);
  return readFileSync(file);
}

/** Pixels of the canvas that read as pure red and as pure green (the background, grid and QR marker are neither). */
async function colourCounts(page: Page): Promise<{ red: number; green: number }> {
  const png = await canvas(page).screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  let green = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 170 && g < 90 && b < 90) red++;
    else if (g > 170 && r < 90 && b < 90) green++;
  }
  return { red, green };
}

test("a video object is drawn on the canvas, and its chroma key removes the key colour", async ({ page, login }) => {
  test.setTimeout(120_000);
  const shaderErrors: string[] = [];
  page.on(
    "console",
    (m) => m.type() === "error" && /shader|THREE|WebGL/i.test(m.text()) && shaderErrors.push(m.text()),
  );
  await login({ features: ["ar-qr"], locale: "en" });
  await openQrProject(page);

  // Drop the video on the canvas as a user dragging it from the desktop would.
  await dropFiles(page, [{ name: "red-green.mp4", mimeType: "video/mp4", buffer: redGreenMp4() }]);
  await expect(page.getByTestId("object-name")).toHaveText(["red-green"], { timeout: 30_000 });

  // Deselect (a click in the canvas corner): the gizmo's own axes are red and green.
  const box = (await canvas(page).boundingBox())!;
  const deselect = async () => {
    await page.mouse.click(box.x + 8, box.y + 8);
    await expect(page.getByTestId("object-item").first()).not.toHaveAttribute("data-selected", "true");
  };
  const drawn = (check: (c: { red: number; green: number }) => boolean, timeout: number) =>
    expect.poll(async () => check(await colourCounts(page)), { timeout, intervals: [500] }).toBe(true);
  await deselect();

  // Both halves of the picture are drawn (before the fix: none, only the selection outline).
  await drawn((c) => c.red > 300 && c.green > 300, 45_000);

  // The chroma key (default #00FF00) keys the green half out and keeps the red one.
  await page.getByTestId("object-item").first().getByRole("button").click();
  await page.getByTestId("prop-chromaKeyEnabled").click();
  await deselect();
  await drawn((c) => c.red > 300 && c.green < 20, 30_000);

  expect(shaderErrors).toEqual([]);
});
