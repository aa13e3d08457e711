// A code project's image marker in the viewer (issue 21): the fake camera shows the marker picture
// (half of a real photograph), then an empty table. The script hears found and lost from the image
// tracker: its blue cube on the marker's anchor turns red in onFound (pixels over the picture), and
// with the picture gone the marker is lost and its anchor hides.
import sharp from "sharp";
import { expect, test } from "../fixtures/test";
import { boardHalves, markersVideo, rgbaOf } from "../fixtures/image-markers";
import {
  apiAs,
  baseUrl,
  boxOf,
  cameraFile,
  countIn,
  fakeCameraPage,
  isBlue,
  isRed,
  pixelsOf,
  publish,
} from "../fixtures/viewer";

const video = cameraFile("viewer-code-image");
test.use(fakeCameraPage({ video, allow: true }));

const SCRIPT = `
const m = marker("Poster");
const cube = primitive("cube", { color: "blue", position: [0, 0.15, 0], scale: 0.35 });
m.anchor.add(cube);
m.onFound(() => { cube.color = "#ff0000"; });
m.onLost(() => { cube.color = "blue"; });
`;

let project: number;
let box: { x0: number; y0: number; x1: number; y1: number };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const api = await apiAs(["code"]);
  const { left } = await boardHalves();
  const created = await api.json<{ id: number }>("POST", "/api/ar-projects/code", { name: "Code image" });
  project = created.body.id;
  const form = new FormData();
  form.append("name", "Poster");
  form.append("file", new Blob([new Uint8Array(left)], { type: "image/jpeg" }), "poster.jpg");
  const res = await fetch(`${baseUrl}/api/ar-projects/data/${project}/create-image-scene`, {
    method: "POST",
    headers: { cookie: api.cookie },
    body: form,
  });
  const scene = (await res.json()) as { id: number };
  expect(res.status).toBe(200);
  const meta = await sharp(left).metadata();
  expect(
    (await api.json("POST", `/api/ar-projects/scenes/${scene.id}/meta`, { naturalWidth: meta.width, meta: "" })).status,
  ).toBe(200);
  expect(
    (await api.json("POST", `/api/ar-projects/data/${project}/code`, { code: SCRIPT, assetData: {} })).status,
  ).toBe(200);
  // Publish waits (bounded) for the worker to prepare the marker's tracking target.
  await publish(api, project);
  box = markersVideo(video, [
    { image: await rgbaOf(left), seconds: 4, x: 0 },
    { image: null, seconds: 3, x: 0 },
  ]).boxes[0]!;
});

test("the script's onFound runs when the image tracker finds its marker: the cube turns red over the picture", async ({
  page,
}) => {
  await page.goto(`/${project}`);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "found", { timeout: 25_000 });
  const area = boxOf(
    [
      [box.x0, box.y0],
      [box.x1, box.y0],
      [box.x1, box.y1],
      [box.x0, box.y1],
    ],
    0.15,
  );
  await expect
    .poll(async () => countIn(await pixelsOf(await page.screenshot()), isRed, area).n, { timeout: 8_000 })
    .toBeGreaterThan(800);
  // The picture goes: lost, and the anchor's cube hides.
  await expect(page.locator("#status")).toHaveAttribute("data-state", "lost", { timeout: 15_000 });
  const gone = await pixelsOf(await page.screenshot());
  expect(countIn(gone, isRed).n + countIn(gone, isBlue).n).toBeLessThan(50);
});
