// Publishing AR projects (platform spec 4): publish waits for the videos a scene uses, a code
// project's code is saved first, and a code project's QR markers each get their own code.
import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";
import { createFromList, mp4, projectOf } from "../fixtures/ar-projects";

test("publish waits until the video a scene uses is compressed, then saves the scene", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ features: ["ar-qr"], locale: "en" });
  const id = await createFromList(page, "/ar-qr", "AR business cards", "Create business card");
  const sceneId = (await projectOf(page, id)).scenes[0].id as number;
  await page.evaluate(() => {
    const w = window as unknown as { steps: string[] };
    w.steps = [];
    new MutationObserver(() => {
      const step = document.querySelector("[data-testid=publish-progress]")?.getAttribute("data-step");
      if (step && w.steps.at(-1) !== step) w.steps.push(step);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-step"] });
  });

  // The scene editor uploads through the shell's pipeline and places the video at once.
  await page.getByTestId("scene-add").click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("add-video").click();
  await (await chooser).setFiles(mp4("scene-clip.mp4"));
  const entry = page.getByTestId("upload-entry").filter({ hasText: "scene-clip.mp4" });
  await expect(entry).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("img", { name: /QR code of/ })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { steps: string[] }).steps)).toEqual([
    "uploadingAssets",
    "loading",
  ]);

  // By the time the QR shows, the asset is ready and the scene holds the object that uses it.
  const project = await projectOf(page, id);
  expect(project.assets).toHaveLength(1);
  expect(project.assets[0].uploadStatus).toBe("ready");
  const scene = await page.request.get(`/api/ar-projects/scenes/${sceneId}`).then((r) => r.json());
  const video = scene.data.find((o: { type: string }) => o.type === "video");
  expect(video.assetId).toBe(project.assets[0].id);
  await publish.getByRole("button", { name: "Save" }).click();
  await expect(publish).toBeHidden();
  // Saved: leaving asks nothing.
  await page.getByRole("link", { name: "Back to the projects" }).click();
  await expect(page).toHaveURL(/\/ar-qr$/);
});

test("publishing a code project saves its code", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login({ features: ["code"], locale: "en" });
  const id = await createFromList(page, "/code", "Code projects", "Create code project");
  await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
  expect((await projectOf(page, id)).codeData).toBeNull();
  // The code editor starts a new project with its default script, reported to the shell as an edit.
  await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("img", { name: /QR code of/ })).toBeVisible({ timeout: 30_000 });
  const saved = (await projectOf(page, id)).codeData;
  expect(saved.code).toContain("primitive(");
  expect(saved.assetData).toEqual({});
  await publish.getByRole("button", { name: "Save" }).click();
  // Saved, so leaving asks nothing.
  await page.getByRole("link", { name: "Back to the projects" }).click();
  await expect(page).toHaveURL(/\/code$/);
});

test("a code project with two QR markers offers each marker's own code in the publish dialog (issue 21)", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await login({ features: ["code"], locale: "en" });
  const id = await createFromList(page, "/code", "Code projects", "Create code project");
  const origin = { Origin: new URL(baseURL!).origin };
  for (const name of ["Front", "Back"]) {
    expect(
      (
        await page.request.post(`/api/ar-projects/data/${id}/create-qr-scene`, { headers: origin, data: { name } })
      ).ok(),
    ).toBe(true);
  }
  const markers = (
    await db().query<{ name: string; qrMarkerId: string }>(
      `SELECT name, "qrMarkerId" FROM "Scene" WHERE "projectId" = $1 AND "qrMarkerId" <> '' ORDER BY id`,
      [id],
    )
  ).rows;
  expect(markers.map((m) => m.name)).toEqual(["Front", "Back"]);
  await page.reload();
  await expect(page.locator(".monaco-editor").first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("img", { name: /QR code of/ })).toBeVisible({ timeout: 30_000 });
  const codes = publish.getByTestId("publish-marker-codes");
  await expect(codes.getByRole("heading", { name: "One code per QR marker" })).toBeVisible();
  const bodies: string[] = [];
  for (const m of markers) {
    const link = codes.getByRole("link", { name: `Download the code of “${m.name}”` });
    const href = (await link.getAttribute("href"))!;
    expect(new URL(href, baseURL).searchParams.get("marker")).toBe(m.qrMarkerId);
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
    bodies.push(await res.text());
  }
  // Two markers, two different codes (the link of each names its marker).
  expect(bodies[0]).not.toEqual(bodies[1]);
});
