// The scene editor with 200 objects (199 primitives and a 2 MB GLB): it stays interactive, frame
// times measured while orbiting (the README's scene-editor figures).
import { expect, test } from "../fixtures/test";
import { canvasRendered, openQrProject, orbitFrames, terrainGlb } from "../fixtures/scene-editor";

test("benchmark: 200 objects (199 primitives and a 2 MB GLB) stay interactive", async ({ page, login, baseURL }) => {
  test.setTimeout(240_000);
  await login({ features: ["ar-qr"], locale: "en" });
  const { projectId, sceneId } = await openQrProject(page);
  const origin = { Origin: new URL(baseURL!).origin };
  await expect.poll(() => canvasRendered(page)).toBe(true);
  await page.waitForTimeout(1000);
  // Baseline on this machine: the empty scene (grid and marker only).
  const empty = await orbitFrames(page, 3000);

  const glb = terrainGlb(250);
  expect(glb.length).toBeGreaterThan(1.9 * 1024 * 1024);
  const uploaded = await page.request.post(`/api/ar-projects/${projectId}/assets`, {
    headers: origin,
    multipart: { file: { name: "terrain.glb", mimeType: "model/gltf-binary", buffer: glb } },
  });
  expect(uploaded.ok()).toBe(true);
  const asset = (await uploaded.json()) as { id: number };
  await expect
    .poll(async () => (await page.request.get(`/api/public/media/${asset.id}`).then((r) => r.json())).complete, {
      timeout: 90_000,
    })
    .toBe(true);

  const meshes = ["cube", "sphere", "cylinder", "cone", "tor", "ikosaeder", "dodecahedron", "pyramid"];
  const data: unknown[] = Array.from({ length: 199 }, (_, i) => ({
    id: `p${i}`,
    name: `Primitive ${i}`,
    type: "primitive",
    assetId: null,
    data: {
      mesh: meshes[i % meshes.length],
      color: `#${(((i * 2654435761) >>> 0) & 0xffffff).toString(16).padStart(6, "0").toUpperCase()}`,
      colorOn: true,
      click: [],
    },
    position: [((i % 20) - 10) * 0.8, 0.5, (Math.floor(i / 20) - 5) * 0.8],
    rotation: [0, i * 0.1, 0],
    scale: [0.5, 0.5, 0.5],
  }));
  data.push({
    id: "model",
    name: "Terrain",
    type: "glb",
    assetId: asset.id,
    data: { playAnimation: true, envMap: "sunset", animationPlayMode: "loop", click: [] },
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [6, 6, 6],
  });
  const save = await page.request.post(`/api/ar-projects/scenes/${sceneId}/data`, { headers: origin, data: { data } });
  expect(save.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId("object-item")).toHaveCount(200);
  await expect.poll(() => canvasRendered(page)).toBe(true);
  await page.waitForTimeout(3000);
  const loaded = await orbitFrames(page, 4000);
  // Interaction latency: selecting from the list (panel and gizmo), then typing a position.
  const t0 = Date.now();
  await page.getByTestId("object-item").nth(150).getByRole("button").click();
  await expect(page.getByTestId("prop-name")).toHaveValue("Primitive 150");
  const selectMs = Date.now() - t0;
  const t1 = Date.now();
  await page.getByTestId("prop-position-x").fill("1.5");
  await expect(page.getByTestId("prop-position-x")).toHaveValue("1.5");
  await page.getByTestId("prop-position-x").blur();
  const editMs = Date.now() - t1;
  const result = { empty, loaded, selectMs, editMs, glbBytes: glb.length };
  console.log(`SCENE-BENCH ${JSON.stringify(result)}`);
  await test
    .info()
    .attach("scene-benchmark.json", { body: JSON.stringify(result, null, 2), contentType: "application/json" });
  // SwiftShader renders on the CPU of a shared 2-core machine, so an interaction's latency is a
  // few of this run's frames: typing commits on input and again on blur, each a frame of the whole
  // scene (≈0.4 s quiet; the page answers nothing meanwhile), 3.4–3.8 s in all when quiet and
  // 5.03 s once under CI load. The bound is therefore in this run's frames, 8 s at least: rendering
  // on demand keeps an edit to a handful of frames, while the continuous rendering it replaced
  // took 44 s to answer a click. The figures go to components/scene-editor/README.md.
  const bound = Math.max(8000, 15 * loaded.p95);
  expect(selectMs).toBeLessThan(bound);
  expect(editMs).toBeLessThan(bound);
  expect(loaded.median).toBeLessThan(2000);
});
