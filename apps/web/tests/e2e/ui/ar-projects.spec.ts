// AR projects (platform spec 2, 4, 9): an album from its list to a shared, published project, and
// the lists a user without a type's feature does not get. Lifecycle and publishing: the
// ar-projects-lifecycle and ar-projects-publish specs.
import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/test";
import { createFromList, expectAccessible, mp4, png, projectOf, secondUser } from "../fixtures/ar-projects";

test("an album: image-marker scene, a video asset compressed to ready, sharing, publishing", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
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
  await expect(sceneDialog.getByText("Choose a file")).toBeVisible();
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
  expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([
    "uploading",
    "compressing",
    "ready",
  ]);
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
  // The link copied and the QR downloaded from the dialog itself (issue 35).
  await publish.getByRole("button", { name: "Copy link" }).click();
  await expect(publish.getByTestId("copy-link")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    publish.getByRole("link", { name: "Download QR" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ar-project-${id}-qr.svg`);
  expect(await readFile((await download.path())!, "utf8")).toMatch(/^<svg|^<\?xml/);
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

test("without a project type's feature its list is not there for the user, and the API refuses it", async ({
  page,
  login,
}) => {
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
