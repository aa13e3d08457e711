import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, signIn, test, type Page } from "../fixtures/test";
import { createUser } from "../fixtures/db";
import { brokenGlb } from "../fixtures/glb";

/** A small valid PNG of one colour, as the file picker would hand it over. */
async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 240, height: 160, channels: 4, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function createPack(page: Page, name: string) {
  await page.getByRole("button", { name: "Create custom pack" }).click();
  const dialog = page.getByTestId("create-pack-dialog");
  // Spec 5: the name is required.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Name can't be empty")).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Author name").fill("E2E Author");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const view = page.getByTestId("pack-view-dialog");
  await expect(view.getByRole("heading", { name })).toBeVisible();
  return view;
}

test("an admin fills and shares a sticker pack, another user gets it", async ({ page, login, baseURL, browser }) => {
  await login({ features: ["wishes"], isAdmin: true, locale: "en" });
  await page.goto("/cards/stickers");
  await expect(page.getByRole("heading", { name: "Sticker packs", level: 1 })).toBeVisible();
  const packName = `Stickers ${randomBytes(3).toString("hex")}`;
  const view = await createPack(page, packName);

  await view
    .getByTestId("pack-file-input")
    .setInputFiles([await png("sun.png", "#f59e0b"), await png("sea.png", "#0ea5e9")]);
  // One progress bar per file, filled by the bytes really sent.
  for (const file of ["sun.png", "sea.png"]) {
    const bar = view.getByRole("progressbar", { name: `Upload of ${file}` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  }
  await expect(view.getByTestId("pack-upload").filter({ hasText: "Uploaded" })).toHaveCount(2);
  await expect(view.getByTestId("pack-item")).toHaveCount(2);
  // The previews made in the browser were stored and are served back.
  const preview = view.getByRole("img", { name: "sun.png" });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(view.getByText("2 items")).toBeVisible();

  // Spec 6: admins set the access.
  const access = view.getByLabel("Access", { exact: true });
  await expect(access).toHaveValue("private");
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("packs.setAccess") && r.ok()),
    access.selectOption({ label: "For all users" }),
  ]);
  await expect(access).toHaveValue("public");
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  const tile = page.getByTestId("pack-tile").filter({ hasText: packName });
  await expect(tile.getByText("2 items")).toBeVisible();

  // A second user, signed in in a browser context of their own.
  const other = await createUser({ features: ["wishes"], name: "Second User" });
  const context = await browser.newContext({ baseURL });
  await signIn(context, baseURL!, other.id, "en");
  const page2 = await context.newPage();
  await page2.goto("/cards/stickers");
  await expect(page2.getByTestId("pack-tile").filter({ hasText: packName })).toHaveCount(0);
  await page2.getByRole("button", { name: "Add pack" }).click();
  const row = page2.getByTestId("add-pack-dialog").getByTestId("public-pack").filter({ hasText: packName });
  await row.getByRole("button", { name: "Get this pack" }).click();
  await expect(row.getByRole("button", { name: "Remove this pack" })).toBeVisible();
  await page2.keyboard.press("Escape");
  await expect(page2.getByTestId("add-pack-dialog")).toBeHidden();
  const got = page2.getByTestId("pack-tile").filter({ hasText: packName });
  await expect(got).toBeVisible();

  // Not the author, not an admin: a read-only view with "Remove this pack".
  await got.getByRole("button", { name: `Open pack ${packName}` }).click();
  const readOnly = page2.getByTestId("pack-view-dialog");
  await expect(readOnly.getByTestId("pack-item")).toHaveCount(2);
  await expect(readOnly.getByTestId("pack-file-input")).toHaveCount(0);
  await expect(readOnly.getByLabel("Access", { exact: true })).toHaveCount(0);
  await expect(readOnly.getByRole("button", { name: "Remove this pack" })).toBeVisible();
  await context.close();
});

test("files over the limit or of another type are refused and never sent", async ({ page, login }) => {
  await login({ features: ["wishes"], locale: "en" });
  await page.goto("/cards/stickers");
  const view = await createPack(page, `Limits ${randomBytes(3).toString("hex")}`);
  let uploads = 0;
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/items") && (uploads += 1));
  await view.getByTestId("pack-file-input").setInputFiles([
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(512 * 1024 + 1) },
    { name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") },
  ]);
  await expect(view.getByText("huge.png: the file is larger than 0.5 MB.")).toBeVisible();
  await expect(view.getByText("anim.gif: only webm, mp4, jpg, jpeg, png or mov files can be added.")).toBeVisible();
  await expect(view.getByTestId("pack-upload")).toHaveCount(0);
  expect(uploads).toBe(0);
});

test("a model pack reports a GLB the server refuses", async ({ page, login }) => {
  await login({ features: ["wishes"], locale: "en" });
  await page.goto("/cards/3d-models");
  await expect(page.getByRole("heading", { name: "3D-model packs", level: 1 })).toBeVisible();
  const view = await createPack(page, `Models ${randomBytes(3).toString("hex")}`);
  await expect(view.getByTestId("pack-file-input")).toHaveAttribute("accept", ".glb");
  // A GLB header with a body that is not glTF: the server's validator names it invalid.
  await view
    .getByTestId("pack-file-input")
    .setInputFiles([{ name: "broken.glb", mimeType: "model/gltf-binary", buffer: brokenGlb() }]);
  await expect(view.getByTestId("pack-upload").filter({ hasText: "broken.glb" })).toHaveAttribute(
    "data-status",
    "error",
  );
  await expect(view.getByText("The file is not a valid GLB model.")).toBeVisible();
  await expect(view.getByTestId("pack-item")).toHaveCount(0);
});

test("without feature wishes the pack pages send the user home", async ({ page, login }) => {
  await login({ features: ["ar-qr"], locale: "en" });
  for (const path of ["/cards/stickers", "/cards/3d-models"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByTestId("menu-stickers")).toHaveCount(0);
});
