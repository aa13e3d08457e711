// Issue 22 "the same refusal, the same message", in the browser: a PNG renamed .glb added as a
// model and a 0-byte file are refused by the server and named with the same text in the scene
// editor and the upload panel; a marker's natural width shows its unit and "abc" is a field error;
// sharing with yourself says so; the owner revokes an invitation; an asset a scene uses cannot be
// deleted (the reason shows), an unused one can.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { addFile, openQrProject, SHOTS } from "../fixtures/scene-editor";
import { expect, test } from "../fixtures/test";

test("refusals read the same everywhere: wrong kind, empty file, natural width, sharing with yourself; revoke; deleting assets", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const owner = await login({ features: ["ar-qr", "ar-albums"], locale: "en" });
  const { projectId } = await openQrProject(page);

  // A PNG renamed .glb through "glb model": refused, not turned into an image object.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  await addFile(page, "glb model", { name: "fake.glb", mimeType: "model/gltf-binary", buffer: png });
  const kindText = "The file's content is not what you chose to add (for example an image renamed .glb)";
  await expect(page.getByTestId("scene-upload-failed")).toHaveText(`Could not upload fake.glb: ${kindText}`);
  await expect(page.getByTestId("upload-panel")).toContainText(kindText);
  await expect(page.getByTestId("object-item")).toHaveCount(0);

  // A 0-byte image: one message, the same in both places.
  await addFile(page, "Image", { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
  await expect(page.getByTestId("scene-upload-failed").nth(1)).toHaveText(
    "Could not upload empty.png: The file is empty (0 bytes)",
  );
  await expect(page.getByTestId("upload-panel")).toContainText("The file is empty (0 bytes)");
  await page.screenshot({ path: `${SHOTS}/refusals-scene-editor.png` });
  const project = await page.request.get(`/api/ar-projects/data/${projectId}`).then((r) => r.json());
  expect(project.assets).toEqual([]);

  // Sharing with yourself is refused on the field; an invitation can be revoked by the owner.
  await page.goto("/ar-qr");
  await page
    .getByTestId("project-card")
    .first()
    .getByRole("button", { name: /^Actions for/ })
    .click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const share = page.getByTestId("share-dialog");
  await share.getByLabel("E-mail of a user").fill(owner.email.toUpperCase());
  await share.getByRole("button", { name: "Add" }).click();
  await expect(share.getByRole("alert")).toHaveText("This is your own address: you already own the project.");
  await expect(share.getByTestId("share-added")).toHaveCount(0);
  await share.getByLabel("E-mail of a user").fill("friend@example.com");
  await share.getByRole("button", { name: "Add" }).click();
  await expect(share.getByTestId("share-added")).toBeVisible();
  await share.getByRole("button", { name: "Remove access of friend@example.com" }).click();
  await expect(share.getByTestId("share-revoke-confirm")).toContainText("Remove access of friend@example.com?");
  await page.screenshot({ path: `${SHOTS}/refusals-share-revoke.png` });
  await share.getByTestId("share-revoke-yes").click();
  await expect(share.getByTestId("share-revoked")).toHaveText("friend@example.com no longer has access.");
  await expect(share.getByRole("row").filter({ hasText: "friend@example.com" })).toHaveCount(0);
  await expect(share.getByTestId("share-revoke")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A marker's natural width: the unit shows, "abc" is a field error and nothing is saved.
  const origin = { Origin: new URL(baseURL!).origin };
  const album = await page.request.post("/api/ar-projects/album", { headers: origin, data: {} }).then((r) => r.json());
  const marker = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  const created = await page.request.post(`/api/ar-projects/data/${album.id}/create-image-scene`, {
    headers: origin,
    multipart: { name: "Cover", file: { name: "m.png", mimeType: "image/png", buffer: marker } },
  });
  expect(created.ok()).toBe(true);
  // Two assets: one used by the scene, one not.
  const asset = async (name: string, color: string) => {
    const buffer = await sharp({ create: { width: 32, height: 32, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await page.request.post(`/api/ar-projects/${album.id}/assets`, {
      headers: origin,
      multipart: { disableCompressing: "true", file: { name, mimeType: "image/png", buffer } },
    });
    return (await res.json()) as { id: number };
  };
  const used = await asset("used.png", "#ff0000");
  await asset("spare.png", "#00ff00");
  const sceneId = ((await created.json()) as { id: number }).id;
  const object = {
    id: "o1",
    name: "Pic",
    type: "image",
    assetId: used.id,
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
  };
  expect(
    (
      await page.request.post(`/api/ar-projects/scenes/${sceneId}/data`, { headers: origin, data: { data: [object] } })
    ).ok(),
  ).toBe(true);
  await page.goto(`/editor/${album.id}`);
  await page.getByRole("button", { name: "Actions for scene Cover" }).click();
  await page.getByRole("menuitem", { name: "Marker settings" }).click();
  const dialog = page.getByTestId("marker-settings-dialog");
  await expect(dialog.getByText("cm", { exact: true })).toBeVisible();
  await dialog.getByLabel("Natural width").fill("abc");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Enter the width as a positive number of centimetres, or leave it empty",
  );
  await expect(dialog.getByLabel("Natural width")).toHaveAttribute("aria-invalid", "true");
  await dialog.screenshot({ path: `${SHOTS}/refusals-natural-width.png` });
  const after = await page.request.get(`/api/ar-projects/data/${album.id}`).then((r) => r.json());
  expect(after.scenes[0].imageMarker.naturalWidth).toBeNull();
  await page.keyboard.press("Escape");

  // Deleting assets: the one a scene uses is refused with the reason; the spare one goes.
  const rows = page.getByTestId("asset-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Delete used.png" }).click();
  await page.getByTestId("asset-delete-yes").click();
  await expect(page.getByTestId("asset-delete-confirm")).toContainText(
    "A scene or the code uses this file. Remove it there first, then delete it.",
  );
  await page.screenshot({ path: `${SHOTS}/refusals-asset-in-use.png` });
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Delete spare.png" }).click();
  await expect(page.getByTestId("asset-delete-confirm")).toContainText("Delete spare.png from the project?");
  await page.getByTestId("asset-delete-yes").click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("used.png");
});
