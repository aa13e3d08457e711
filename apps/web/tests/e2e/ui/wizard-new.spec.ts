// The card wizard from nothing (editors spec 2, 4, 5): type qr → front image with its QR →
// features → check → order 10 with a promo → pay in the sandbox → A4 sheets; reopening starts at
// check. (An existing collection's way through is in wizard.spec.ts.)
import sharp from "sharp";
import { expect, test } from "../fixtures/test";
import { orderTenWithPromo, payInFrame, rub, saveA4, seedPromo, wizard } from "../fixtures/wizard-flow";

/** A PNG with blocks of colour: something to look at, with a plain area for the QR. */
async function designPng(width: number, height: number): Promise<Buffer> {
  const block = await sharp({
    create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: "#e11d48" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#fde68a" } })
    .composite([{ input: block, left: 20, top: 20 }])
    .png()
    .toBuffer();
}

test("a new collection: type qr → front image with its QR → features → check → order 10 with a promo → pay → A4 sheets; reopening starts at check", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await login({ locale: "en" });
  const code = await seedPromo();
  await page.goto("/cards-v2/new");
  await page.getByTestId("type-qr").click();
  await page.getByTestId("step-continue").click();

  // Design (the design step's own dialogs): the upload dialog places a 200 px QR with the image.
  await expect(page.getByTestId("design-step")).toBeVisible();
  await page.getByTestId("design-upload").click();
  const upload = page.getByTestId("upload-dialog");
  await upload
    .getByTestId("upload-file")
    .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await designPng(1200, 900) });
  await expect(upload.getByTestId("upload-width")).toHaveValue("1200");
  await upload.getByTestId("upload-apply").click();
  await expect(upload).toBeHidden();
  await page.getByTestId("design-continue").click();

  // Continue created the collection: the URL has its id, the wizard kept its state and moved on.
  await expect(wizard(page)).toHaveAttribute("data-step", "features", { timeout: 30_000 });
  await expect(page).toHaveURL(/\/cards-v2\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("wizard-title")).toHaveText(`Card collection #${id}`);
  await page.getByTestId("gift-client").click();
  await page.getByTestId("step-continue").click();

  await expect(wizard(page)).toHaveAttribute("data-step", "check");
  await expect(page.getByTestId("check-preview")).toBeVisible();
  await page.getByTestId("check-confirm").click();
  await page.getByTestId("step-continue").click();
  await orderTenWithPromo(page, code);
  await payInFrame(page, rub("1 350"));
  await expect(page.getByTestId("save-cards-count")).toHaveText("Cards in the order: 10");
  // 1200 × 900 design: 14.8 × 11.1 cm cards, 1 × 2 on A4 → 5 sheets.
  expect(await saveA4(page)).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg", "Page-4.jpg", "Page-5.jpg"]);

  const saved = (await (await page.request.get(`/api/cards/${id}`)).json()) as {
    cardType: string;
    data: { present?: string; frontside?: { qrPosition?: unknown } };
  };
  expect(saved.cardType).toBe("v2");
  expect(saved.data.present).toBe("client");
  expect(saved.data.frontside?.qrPosition).toBeTruthy();

  await page.goto(`/cards-v2/${id}`);
  await expect(wizard(page)).toHaveAttribute("data-step", "check");
});
