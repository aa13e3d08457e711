import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "../fixtures/test";
import { createSessionToken, createUser, db, type TestUser } from "../fixtures/db";
import type { Browser, BrowserContext } from "@playwright/test";
// The system ffmpeg when there is one, else the npm-shipped build (a fresh machine has none).
import { ffmpegPaths } from "@ar/worker/ffmpeg-path";

/** A small PNG, as the file picker would hand it over. */
async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 4, background } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A real 1-second H.264 video made with ffmpeg's test source. */
function mp4(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "arp-e2e-"));
  try {
    const file = path.join(dir, name);
    execFileSync(ffmpegPaths().ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=s=320x240:d=1", "-pix_fmt", "yuv420p", "-y", file]);
    return { name, mimeType: "video/mp4", buffer: readFileSync(file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A second signed-in user in a browser context of their own. */
async function secondUser(browser: Browser, baseURL: string, features: string[]): Promise<{ user: TestUser; context: BrowserContext; page: Page }> {
  const user = await createUser({ features, name: `Second ${Date.now()}` });
  const token = await createSessionToken(user.id);
  const host = new URL(baseURL).hostname;
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: "ar_session", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "locale", value: "en", domain: host, path: "/" },
  ]);
  return { user, context, page: await context.newPage() };
}

async function createFromList(page: Page, listPath: string, heading: string, createLabel: string): Promise<number> {
  await page.goto(listPath);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: createLabel }).first().click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("ar-editor")).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** No axe violations on these screens (the side menu is the layout's, checked by its own spec). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude("aside").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const projectOf = (page: Page, id: number) => page.request.get(`/api/ar-projects/data/${id}`).then((r) => r.json());

test("an album: image-marker scene, a video asset compressed to ready, sharing, publishing", async ({ page, login, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const owner = await login({ features: ["ar-albums"], locale: "en" });
  const id = await createFromList(page, "/ar-albums", "AR albums", "Create album");

  // Albums open on home, with the add-scene button in the header.
  await expect(page.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("scenes-empty")).toBeVisible();
  await page.getByRole("button", { name: "Add scene" }).first().click();
  const sceneDialog = page.getByTestId("image-scene-dialog");
  await expect(sceneDialog.getByLabel("Name")).toHaveValue("Image Marker");
  // Spec 5: the file is required.
  await sceneDialog.getByRole("button", { name: "Create" }).click();
  await expect(sceneDialog.getByText("Choose a marker image")).toBeVisible();
  await sceneDialog.getByTestId("image-scene-file").setInputFiles(await png("marker.png", "#0ea5e9"));
  await sceneDialog.getByRole("button", { name: "Create" }).click();
  await expect(sceneDialog).toBeHidden();
  await expect(page.getByRole("tab", { name: "Image Marker" })).toHaveAttribute("aria-selected", "true");

  // Marker settings: invalid JSON is a field error; valid values are stored.
  await page.getByRole("tab", { name: "Home" }).click();
  await page.getByRole("button", { name: "Actions for scene Image Marker" }).click();
  await page.getByRole("menuitem", { name: "Marker settings" }).click();
  const marker = page.getByTestId("marker-settings-dialog");
  await marker.getByLabel("Natural width").fill("12.5");
  await marker.getByLabel("Meta (JSON)").fill("{broken");
  await marker.getByRole("button", { name: "Save" }).click();
  await expect(marker.getByText("Enter valid JSON")).toBeVisible();
  await marker.getByLabel("Meta (JSON)").fill('{"title": "Cover"}');
  await marker.getByRole("button", { name: "Save" }).click();
  await expect(marker).toBeHidden();
  const afterMeta = await projectOf(page, id);
  expect(afterMeta.scenes[0].imageMarker.naturalWidth).toBe(12.5);
  expect(afterMeta.scenes[0].meta).toEqual({ title: "Cover" });

  // A video through the upload panel: the bytes sent, then the worker's compression, then ready.
  await page.evaluate(() => {
    const w = window as unknown as { phases: string[] };
    w.phases = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-testid=upload-entry]")) {
        const phase = el.getAttribute("data-phase")!;
        if (w.phases.at(-1) !== phase) w.phases.push(phase);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase"] });
  });
  await page.getByRole("button", { name: "Upload asset" }).click();
  const uploadDialog = page.getByTestId("upload-asset-dialog");
  await uploadDialog.getByTestId("asset-file").setInputFiles(mp4("clip.mp4"));
  // Spec 5: under 20 MB the video may skip compression (left on here, so the worker runs).
  await expect(uploadDialog.getByText("Disable compression")).toBeVisible();
  await uploadDialog.getByRole("button", { name: "Upload asset" }).click();
  const entry = page.getByTestId("upload-entry").filter({ hasText: "clip.mp4" });
  await expect(entry).toHaveAttribute("data-phase", "ready", { timeout: 60_000 });
  await expect(entry.getByText("Ready")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual(["uploading", "compressing", "ready"]);
  await expect(page.getByTestId("asset-row").filter({ hasText: "clip.mp4" })).toHaveAttribute("data-status", "ready");
  const asset = (await projectOf(page, id)).assets[0];
  expect(asset.uploadStatus).toBe("ready");
  expect(asset.src).toBeTruthy();
  await expectAccessible(page);
  // With nothing left running and nothing failed the panel clears itself (it no longer covers the
  // editors' bottom-right panels); the asset row keeps the status.
  await expect(page.getByTestId("upload-panel")).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("asset-row").filter({ hasText: "clip.mp4" })).toHaveAttribute("data-status", "ready");

  // The name is saved 500 ms after the last keystroke.
  const nameSaved = page.waitForResponse((r) => r.url().includes("projects.setParam") && r.ok());
  await page.getByLabel("Project name").fill("Holiday album");
  await nameSaved;
  await expect(page.getByTestId("settings-state")).toHaveText("Saved");
  expect((await projectOf(page, id)).name).toBe("Holiday album");

  // Publish: nothing edited to wait for, so straight to the QR; Save only there.
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  const qr = publish.getByRole("img", { name: /QR code of/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(qr).toHaveAttribute("width", "220");
  await expect(publish.getByTestId("publish-link")).toHaveText(new RegExp(`/${id}$`));
  await publish.getByText("Invert the QR code").click();
  await expect(qr).toHaveAttribute("src", /dark-color=%23FFFFFF/);
  await expectAccessible(page);
  await publish.getByRole("button", { name: "Save" }).click();
  await expect(publish).toBeHidden();
  expect((await projectOf(page, id)).invert).toBe(true);

  // Back to the list: the card, "edited …", and the AR link copied.
  await page.getByRole("link", { name: "Back to the projects" }).click();
  await expect(page).toHaveURL(/\/ar-albums$/);
  const card = page.getByTestId("project-card").filter({ hasText: "Holiday album" });
  await expect(card.getByTestId("project-edited")).toHaveText(/^edited /);
  await expectAccessible(page);
  await card.getByRole("button", { name: "Actions for Holiday album" }).click();
  await page.getByRole("menuitem", { name: "Copy AR link" }).click();
  await expect(page.getByTestId("projects-notice")).toContainText(`AR link copied: ${baseURL}/${id}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${id}`);

  // Share: the button waits for an e-mail; any address becomes an invitation, the same with an
  // account or without one, and no name shows until its holder accepts.
  const second = await secondUser(browser, baseURL!, ["ar-albums"]);
  await card.getByRole("button", { name: "Actions for Holiday album" }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const share = page.getByTestId("share-dialog");
  await expect(share.getByRole("button", { name: "Add" })).toBeDisabled();
  for (const email of ["nobody-here@example.com", second.user.email]) {
    await share.getByLabel("E-mail of a user").fill(email);
    await share.getByRole("button", { name: "Add" }).click();
    await expect(share.getByTestId("share-added")).toHaveText(`An invitation for ${email} is waiting to be accepted.`);
    const row = share.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invitation sent");
    await expect(row).toContainText("Invited");
  }
  await expect(share).not.toContainText(second.user.name);
  await expect(share.getByRole("row").filter({ hasText: "Owner" })).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The invitee sees the invitation on their list and accepts it; the project joins the list.
  await second.page.goto("/ar-albums");
  const invitation = second.page.getByTestId("project-invitation").filter({ hasText: "Holiday album" });
  await expect(invitation).toContainText(owner.email);
  await expectAccessible(second.page);
  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(second.page.getByTestId("project-invitations")).toHaveCount(0);
  // The shared user opens it; removing is the owner's alone.
  const theirs = second.page.getByTestId("project-card").filter({ hasText: "Holiday album" });
  await expect(theirs).toBeVisible();
  await theirs.getByRole("button", { name: "Actions for Holiday album" }).click();
  await expect(second.page.getByRole("menuitem", { name: "Share" })).toBeVisible();
  await expect(second.page.getByRole("menuitem", { name: "Remove" })).toHaveCount(0);
  await second.page.keyboard.press("Escape");
  await theirs.getByRole("link").click();
  await expect(second.page.getByRole("tab", { name: "Image Marker" })).toBeVisible();
  await second.context.close();

  // Now the owner sees who accepted, by name.
  await card.getByRole("button", { name: "Actions for Holiday album" }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const accepted = share.getByRole("row").filter({ hasText: second.user.email });
  await expect(accepted).toContainText(second.user.name);
  await expect(accepted).toContainText("Can edit");
});

test("without a project type's feature its list is not there for the user, and the API refuses it", async ({ page, login }) => {
  await login({ features: ["ar-qr"], locale: "en" });
  for (const path of ["/ar-albums", "/ar-world", "/code"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto("/ar-qr");
  await expect(page.getByRole("heading", { name: "AR business cards", level: 1 })).toBeVisible();
  const refused = await page.request.post("/api/ar-projects/code", { data: {} });
  expect([refused.status(), (await refused.json()).error.code]).toEqual([403, "FEATURE_REQUIRED"]);
});

test("a QR project creates its 'QR Marker' scene once and opens on it; its QR uses the custom domain", async ({ page, login }) => {
  test.setTimeout(90_000);
  const user = await login({ features: ["ar-qr"], locale: "en" });
  const id = await createFromList(page, "/ar-qr", "AR business cards", "Create business card");
  const tab = page.getByRole("tab", { name: "QR Marker" });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  // Opening it again does not add a second scene; no add-scene button outside albums.
  await page.reload();
  await expect(page.getByRole("tab", { name: "QR Marker" })).toHaveAttribute("aria-selected", "true");
  const project = await projectOf(page, id);
  expect(project.scenes).toHaveLength(1);
  expect(project.scenes[0].qrMarker).toBeTruthy();
  await expect(page.getByTestId("add-scene")).toHaveCount(0);

  // The user's custom domain is used in the published link and its QR.
  await db().query(`UPDATE "User" SET "customDomain" = 'ar.example.org' WHERE id = $1`, [user.id]);
  await page.reload();
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByTestId("publish-link")).toHaveText(`https://ar.example.org/${id}`);
  const qr = publish.getByRole("img", { name: /QR code of/ });
  await expect(qr).toHaveAttribute("src", /domain=ar\.example\.org/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await publish.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "Back to the projects" }).click();
  await expect(page.getByTestId("project-card").filter({ hasText: "New Card" })).toBeVisible();
});

test("the owner removes a project after a confirmation; strangers never see it", async ({ page, login, browser, baseURL }) => {
  test.setTimeout(90_000);
  await login({ features: ["world"], locale: "en" });
  const id = await createFromList(page, "/ar-world", "World projects", "Create project");
  await expect(page.getByRole("tab", { name: "World" })).toHaveAttribute("aria-selected", "true");

  const stranger = await secondUser(browser, baseURL!, ["world"]);
  await stranger.page.goto(`/editor/${id}`);
  await expect(stranger.page.getByText("Can't find the project")).toBeVisible();
  await stranger.context.close();

  await page.goto("/ar-world");
  const card = page.getByTestId("project-card").filter({ hasText: "New Project" });
  await card.click({ button: "right" });
  await page.getByRole("menuitem", { name: "Remove" }).click();
  const confirm = page.getByTestId("remove-project-dialog");
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("project-card")).toHaveCount(0);
  await expect(page.getByTestId("projects-empty")).toBeVisible();
  expect((await page.request.get(`/api/ar-projects/data/${id}`)).status()).toBe(404);
});

test("'Can't find the project' (platform spec 8) for a project that does not exist; code projects open on the code tab (ru)", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ features: ["code"], locale: "ru" });
  await page.goto("/editor/999999999");
  await expect(page.getByText("Не удалось найти проект")).toBeVisible();
  await page.goto("/code");
  await expect(page.getByRole("heading", { name: "Проекты с кодом", level: 1 })).toBeVisible();
  // While the project loads, the editor says so (held back here so the text can be seen).
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/trpc/projects.get*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Создать код-проект" }).first().click();
  await expect(page.getByText("Редактор загружается...")).toBeVisible();
  release();
  // CODE projects open on the code tab.
  await expect(page.getByRole("tab", { name: "Код" })).toHaveAttribute("aria-selected", "true");
});

test("leaving with an edited scene asks 'project has been modified': discard, or save and go", async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ features: ["ar-qr"], locale: "en" });
  const id = await createFromList(page, "/ar-qr", "AR business cards", "Create business card");
  const sceneId = (await projectOf(page, id)).scenes[0].id as number;
  const addCube = async () => {
    await page.getByTestId("scene-add").click();
    await page.getByTestId("add-primitive").click();
    await expect(page.getByRole("tab", { name: "QR Marker" }).getByRole("img", { name: "unsaved changes" })).toBeVisible();
  };

  // Discard: the edit is dropped and the navigation goes on.
  await addCube();
  await page.getByRole("link", { name: "Back to the projects" }).click();
  const leave = page.getByTestId("leave-dialog");
  await expect(leave.getByRole("heading", { name: "project has been modified" })).toBeVisible();
  // Escape stays in the editor with the edit kept.
  await page.keyboard.press("Escape");
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await page.getByRole("link", { name: "Back to the projects" }).click();
  await leave.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/ar-qr$/);
  expect((await page.request.get(`/api/ar-projects/scenes/${sceneId}`).then((r) => r.json())).data ?? []).toEqual([]);

  // Save: the publish dialog saves the scene (and its preview), then the navigation goes on.
  await page.goto(`/editor/${id}`);
  await addCube();
  await page.getByRole("link", { name: "Back to the projects" }).click();
  await leave.getByRole("button", { name: "Save" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("img", { name: /QR code of/ })).toBeVisible();
  await publish.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/ar-qr$/);
  const saved = await page.request.get(`/api/ar-projects/scenes/${sceneId}`).then((r) => r.json());
  expect(saved.data).toHaveLength(1);
  expect(saved.data[0].type).toBe("primitive");
  expect(saved.previewSrc).toBeTruthy();
  // The list's preview now shows that scene.
  await expect(page.getByTestId("project-card").first().getByTestId("preview-collage")).toHaveAttribute("data-count", "1");
});

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
  expect(await page.evaluate(() => (window as unknown as { steps: string[] }).steps)).toEqual(["uploadingAssets", "loading"]);

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
