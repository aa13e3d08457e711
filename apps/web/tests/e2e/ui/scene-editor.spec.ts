// The scene editor inside the AR editor shell (/editor/{id}): adding, editing, renaming, undo,
// deleting, dropping a GLB, saving through the shell's publish and reloading (editors spec §2, §3,
// §9). WebGL renders through SwiftShader in headless Chromium. In Russian and at a narrow width:
// scene-editor-ru.spec.ts; 200 objects: scene-editor-bench.spec.ts.
import { mkdirSync } from "node:fs";
import { expect, test } from "../fixtures/test";
import {
  boxGlb,
  canvasRendered,
  dropFiles,
  items,
  names,
  openQrProject,
  parkFocus,
  SHOTS,
} from "../fixtures/scene-editor";

test("add, edit, rename, undo/redo, delete, drop a GLB, save through publish and reload", async ({ page, login }) => {
  test.setTimeout(150_000);
  const consoleErrors: string[] = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  await login({ features: ["ar-qr"], locale: "en" });
  const { projectId, sceneId } = await openQrProject(page);
  await expect.poll(() => canvasRendered(page)).toBe(true);
  await expect(page.getByText("Select an object on the canvas or in the list to edit it.")).toBeVisible();

  // Add a cube: it shows in the list, selected, with its properties at [0, 0.5, 0].
  await page.getByTestId("scene-add").click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Primitive",
    "glb model",
    "Image",
    "Video",
    "Audio",
    "marker position",
  ]);
  await menu.getByRole("menuitem", { name: "Primitive" }).click();
  await expect(names(page)).toHaveText(["Cube"]);
  await expect(items(page).first()).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("prop-name")).toHaveValue("Cube");
  await expect(page.getByTestId("prop-position-y")).toHaveValue("0.5");
  await expect(page.getByTestId("prop-mesh")).toHaveValue("cube");

  // Typing a position moves it; an unparseable entry reverts on leaving the field.
  await page.getByTestId("prop-position-x").fill("2.4");
  await page.getByTestId("prop-position-z").fill("-1.2");
  await page.getByTestId("prop-position-z").press("Enter");
  await page.getByTestId("prop-scale-y").fill("abc");
  await page.getByTestId("prop-scale-y").blur();
  await expect(page.getByTestId("prop-scale-y")).toHaveValue("1");
  await page.getByTestId("prop-rotation-y").fill("45");
  await page.getByTestId("prop-rotation-y").blur();
  await expect(page.getByTestId("prop-position-x")).toHaveValue("2.4");

  // 'marker position' is offered once: the QR scene has a marker and no marker object yet.
  await page.getByTestId("scene-add").click();
  await page.getByRole("menuitem", { name: "marker position" }).click();
  await expect(names(page)).toHaveText(["Cube", "Marker position"]);
  await page.getByTestId("scene-add").click();
  await expect(page.getByRole("menuitem", { name: "marker position" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // The closed menu hands focus back to its button (after its exit animation, late on a loaded
  // machine): wait for that, or it takes focus away from the field focused next.
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(page.getByTestId("scene-add")).toBeFocused();
  // Delete removes the selection (the marker object), but not while typing in a field.
  await page.getByTestId("prop-name").focus();
  await expect(page.getByTestId("prop-name")).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(names(page)).toHaveText(["Cube", "Marker position"]);
  await parkFocus(page);
  await page.keyboard.press("Delete");
  await expect(names(page)).toHaveText(["Cube"]);

  // Rename by double-click: Escape cancels, Enter applies, leaving the field applies.
  await items(page).first().getByRole("button").dblclick();
  await page.getByTestId("rename-input").fill("Nope");
  await page.getByTestId("rename-input").press("Escape");
  await expect(names(page)).toHaveText(["Cube"]);
  await items(page).first().getByRole("button").dblclick();
  await page.getByTestId("rename-input").fill("Box");
  await page.getByTestId("rename-input").press("Enter");
  await expect(names(page)).toHaveText(["Box"]);
  await items(page).first().getByRole("button").dblclick();
  await page.getByTestId("rename-input").fill("Red box");
  await page.getByTestId("prop-position-y").click();
  await expect(names(page)).toHaveText(["Red box"]);

  // Undo and redo over the rename (keyboard and buttons).
  await parkFocus(page);
  await page.keyboard.press("Control+z");
  await expect(names(page)).toHaveText(["Box"]);
  await page.keyboard.press("Control+Shift+z");
  await expect(names(page)).toHaveText(["Red box"]);
  await page.getByTestId("scene-undo").click();
  await expect(names(page)).toHaveText(["Box"]);
  await page.keyboard.press("Control+y");
  await expect(names(page)).toHaveText(["Red box"]);

  // Duplicate, then delete the copy with the Delete key.
  await items(page).first().getByRole("button").click();
  await parkFocus(page);
  await page.keyboard.press("Control+d");
  await expect(names(page)).toHaveText(["Red box", "Red box 2"]);
  await expect(page.getByTestId("prop-position-x")).toHaveValue("3.4");
  await parkFocus(page);
  await page.keyboard.press("Delete");
  await expect(names(page)).toHaveText(["Red box"]);

  // 2D / 3D switch.
  const view = page.getByTestId("view-switch");
  await expect(view.getByRole("radio", { name: "3D" })).toHaveAttribute("aria-checked", "true");
  await view.getByRole("radio", { name: "2D" }).click();
  await expect(view.getByRole("radio", { name: "2D" })).toHaveAttribute("aria-checked", "true");
  await expect.poll(() => canvasRendered(page)).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/en-2d.png` });
  await view.getByRole("radio", { name: "3D" }).click();

  // Drop a GLB on the canvas: the overlay says so, the model is uploaded and fitted to a 3-unit diagonal.
  await dropFiles(page, [{ name: "box.glb", mimeType: "model/gltf-binary", buffer: boxGlb() }], {
    checkOverlay: "drop file here",
  });
  await expect(names(page)).toHaveText(["Red box", "box"], { timeout: 30_000 });
  await expect(page.getByTestId("prop-name")).toHaveValue("box");
  await expect(page.getByTestId("prop-scale-x")).toHaveValue("0.5", { timeout: 60_000 });
  await expect(page.getByTestId("prop-envMap")).toHaveValue("none");
  await page.getByTestId("prop-envMap").selectOption("sunset");
  await expect(page.getByTestId("download-size").locator("span").last()).not.toHaveText(/^0\s/);

  // The shell's upload panel floats over the bottom right until the upload has finished; then it
  // clears itself.
  await expect(page.getByTestId("upload-panel")).toBeHidden({ timeout: 60_000 });

  // A click action on the cube: an invalid link is flagged, a valid one kept.
  await items(page).first().getByRole("button").click();
  await page.getByRole("button", { name: "Add action" }).click();
  await expect(page.getByText("Enter a link starting with http:// or https://")).toBeVisible();
  await page.getByLabel("Link").fill("https://example.com/more");
  await expect(page.getByText("Enter a link starting with http:// or https://")).toBeHidden();
  await page.getByRole("button", { name: "Add action" }).click();
  await page.getByTestId("click-action-1").getByRole("combobox").first().selectOption("playAnimation");
  await expect(page.getByTestId("click-action-1").getByLabel("Object")).toHaveValue(/.+/);
  await page.screenshot({ path: `${SHOTS}/en-3d-glb.png` });

  // Save through the shell's publish, then check what the server stored.
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("button", { name: "Save" })).toBeEnabled({ timeout: 60_000 });
  await publish.getByRole("button", { name: "Save" }).click();
  await expect(publish).toBeHidden();
  const saved = await page.request.get(`/api/ar-projects/scenes/${sceneId}`).then((r) => r.json());
  expect(saved.previewSrc).toBeTruthy();
  const [cube, model] = saved.data as {
    name: string;
    type: string;
    position: number[];
    rotation: number[];
    scale: number[];
    data: Record<string, unknown>;
    assetId: number;
  }[];
  expect(cube!.name).toBe("Red box");
  expect(cube!.type).toBe("primitive");
  // Stored positions and scales are divided by the QR marker-size factor 1.2.
  expect(cube!.position[0]).toBeCloseTo(2);
  expect(cube!.position[1]).toBeCloseTo(0.5 / 1.2);
  expect(cube!.position[2]).toBeCloseTo(-1);
  expect(cube!.rotation[1]).toBeCloseTo(Math.PI / 4);
  expect(cube!.scale[0]).toBeCloseTo(1 / 1.2);
  expect(cube!.data.click).toEqual([
    { type: "openUrl", value: "https://example.com/more" },
    { type: "playAnimation", value: (saved.data[1] as { id: string }).id },
  ]);
  expect(model!.type).toBe("glb");
  expect(model!.scale[0]).toBeCloseTo(0.5 / 1.2);
  expect(model!.data.envMap).toBe("sunset");
  expect(typeof model!.assetId).toBe("number");
  const preview = await page.request.get(saved.previewSrc);
  expect(preview.headers()["content-type"]).toContain("image/jpeg");

  // Reload: the same objects with the same transforms.
  await page.reload();
  await expect(names(page)).toHaveText(["Red box", "box"]);
  await items(page).first().getByRole("button").click();
  await expect(page.getByTestId("prop-position-x")).toHaveValue("2.4");
  await expect(page.getByTestId("prop-position-z")).toHaveValue("-1.2");
  await expect(page.getByTestId("prop-rotation-y")).toHaveValue("45");
  await items(page).nth(1).getByRole("button").click();
  await expect(page.getByTestId("prop-scale-x")).toHaveValue("0.5");
  await expect.poll(() => canvasRendered(page)).toBe(true);

  const relevant = consoleErrors.filter((e) => /THREE|WebGL|shader|Uncaught/i.test(e));
  expect(relevant).toEqual([]);
  void projectId;
});
