// The ARKit console's fixes of issue 22 "ARKit": saving a 30 KB model is proportionate (seconds,
// measured from Save to the project step) with real progress (bytes sent, then the server's
// check); the project step shows the model in an interactive 3D view (pixels, zoom) with its
// real-world size; a refused file does not leave its name in the name field; delete asks first,
// then the project, its public page and its files are gone.
import { brokenGlb } from "../fixtures/glb";
import { sphereGlb } from "../fixtures/sphere-glb";
import { expect, test } from "../fixtures/test";
import { countIn, isRed, pixelsOf } from "../fixtures/viewer";

test("save a 30 KB model in seconds with real progress, see it in 3D at its real size, delete it after confirming", async ({
  page,
  login,
}) => {
  test.setTimeout(60_000);
  await login({ features: ["arkit"], locale: "en" });
  await page.goto("/arkit");
  await page.getByTestId("arkit-create").click();
  const dialog = page.getByTestId("arkit-dialog");
  const name = dialog.getByLabel("Name");

  // A refused file (by type here) leaves no name behind…
  await dialog.getByTestId("arkit-file-input").setInputFiles({
    name: "red_ball.glb",
    mimeType: "model/gltf-binary",
    buffer: sphereGlb({ color: [0.9, 0.05, 0.05] }),
  });
  await expect(name).toHaveValue("red ball");
  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "holiday_notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a model") });
  await expect(dialog.getByText("Only GLB files are allowed here")).toBeVisible();
  await expect(name).toHaveValue("");
  // …nor does one the server refuses.
  await dialog.getByTestId("arkit-file-input").setInputFiles({
    name: "broken_model.glb",
    mimeType: "model/gltf-binary",
    buffer: brokenGlb(),
  });
  await expect(name).toHaveValue("broken model");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The file is not a valid GLB model.")).toBeVisible();
  await expect(name).toHaveValue("");

  // Real progress: record every phase and value the save shows (the upload is slowed to 64 KB/s
  // so that bytes-sent values between 0 and 100 exist to be seen).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { phases: string[] }).phases = []);
    new MutationObserver(() => {
      const el = document.querySelector("[data-testid=arkit-save-phase]");
      const bar = el?.querySelector("[role=progressbar]");
      if (el && bar)
        seen.push(
          `${el.getAttribute("data-phase")}:${bar.getAttribute("aria-valuenow")}@${Math.round(performance.now())}`,
        );
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const glb = sphereGlb({ color: [0.9, 0.05, 0.05] });
  await dialog
    .getByTestId("arkit-file-input")
    .setInputFiles({ name: "red_ball.glb", mimeType: "model/gltf-binary", buffer: glb });
  await expect(name).toHaveValue("red ball");
  const started = Date.now();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  const saveMs = Date.now() - started;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  const uploading = phases.filter((p) => p.startsWith("uploading:")).map((p) => Number(p.split(":")[1]!.split("@")[0]));
  expect(
    uploading.some((v) => v > 0 && v < 100),
    phases.join(" "),
  ).toBe(true);
  expect(phases.at(-1)?.split("@")[0], phases.join(" ")).toBe("checking:100");
  // 30 KB at 64 KB/s is about 0.5 s of upload; the rest is the server. Seconds at most, not 20.
  expect(saveMs).toBeLessThan(4_000);
  await expect(dialog.getByTestId("arkit-usdz")).toHaveAttribute("data-state", "ready", { timeout: 15_000 });
  const derivedMs = Date.now() - started;
  console.log(
    `ARKit save of a ${glb.length} B model: ${saveMs} ms to the project step (upload at 64 KB/s), ${derivedMs} ms to preview + USDZ stored`,
  );

  // The interactive 3D preview: the red ball drawn, zooming in makes it larger, and the real size.
  const view = dialog.getByTestId("model-viewer");
  await expect(view).toHaveAttribute("data-state", "ready", { timeout: 15_000 });
  await expect(dialog.getByRole("img", { name: /3D view of red ball/ })).toBeVisible();
  await expect(dialog.getByTestId("arkit-size")).toHaveText(
    "Real size: 1 × 1 × 1 m (width × height × depth). The model stands this large in AR.",
  );
  await page.waitForTimeout(300);
  const before = countIn(await pixelsOf(await view.screenshot()), isRed).n;
  expect(before).toBeGreaterThan(3000);
  await view.hover();
  await page.mouse.wheel(0, -600);
  await page.waitForTimeout(600);
  const after = countIn(await pixelsOf(await view.screenshot()), isRed).n;
  expect(after).toBeGreaterThan(before * 1.2);
  await page.screenshot({ path: "/tmp/shots-native/arkit-console-project-en.png" });

  const [project] = (await (await page.request.get("/api/arkit")).json()) as { id: number }[];
  const publicPage = (await (await page.request.get(`/api/public/arkit/${project!.id}`)).json()) as {
    modelSrc: string;
  };

  // Delete asks first; Cancel keeps the project.
  await dialog.getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByTestId("arkit-delete-dialog");
  await expect(confirm).toContainText("«red ball», its model, USDZ and preview are deleted");
  await page.screenshot({ path: "/tmp/shots-native/arkit-console-delete-en.png" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(((await (await page.request.get("/api/arkit")).json()) as unknown[]).length).toBe(1);
  await dialog.getByRole("button", { name: "Delete project" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("arkit-empty")).toBeVisible();
  expect((await page.request.get(`/api/public/arkit/${project!.id}`)).status()).toBe(404);
  expect((await page.request.get(publicPage.modelSrc)).status()).toBe(404);
});

test("ru: the 3D preview, the size and the delete confirmation in Russian", async ({ page, login }) => {
  await login({ features: ["arkit"], locale: "ru" });
  await page.goto("/arkit");
  await page.getByTestId("arkit-create").click();
  const dialog = page.getByTestId("arkit-dialog");
  await dialog.getByTestId("arkit-file-input").setInputFiles({
    name: "Мяч.glb",
    mimeType: "model/gltf-binary",
    buffer: sphereGlb({ color: [0.9, 0.05, 0.05], radius: 0.125 }),
  });
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(dialog.getByTestId("arkit-step")).toHaveAttribute("data-step", "project");
  await expect(dialog.getByTestId("arkit-size")).toHaveText(
    "Натуральный размер: 0,25 × 0,25 × 0,25 м (ширина × высота × глубина). Такой величины модель будет в AR.",
  );
  await dialog.getByRole("button", { name: "Удалить проект" }).click();
  await expect(page.getByTestId("arkit-delete-dialog")).toContainText("Удалить этот ARKit-проект?");
  await page.screenshot({ path: "/tmp/shots-native/arkit-console-delete-ru.png" });
});
