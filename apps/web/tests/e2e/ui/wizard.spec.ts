// The card wizard /cards-v2/{id} (editors spec 2, 4, 5): an existing collection with a front design
// starts at check → order 10 cards with a promo → pay in the sandbox inside the page → save as A4
// sheets and download the zip; reopening starts at check; ?order= of an unpaid order refills the
// order step; the alpha-channel video dialog uploads and encodes a WebM with the worker. (A new
// collection's way from the type step is in wizard-new.spec.ts.)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "../fixtures/db";
import { expect, test } from "../fixtures/test";
import { collectionWithDesign } from "../fixtures/wizard-collection";
import { payInFrame, rub, saveA4, seedPromo, wizard } from "../fixtures/wizard-flow";
// The system ffmpeg when there is one, else the npm-shipped build (a fresh machine has none).
import { ffmpegPaths } from "@ar/worker/ffmpeg-path";

test("an existing collection: check → order 10 with a promo → pay in the sandbox → save A4 sheets; reopening starts at check", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await login({ locale: "ru" });
  const code = await seedPromo();
  const id = await collectionWithDesign(page);

  await page.goto(`/cards-v2/${id}`);
  await expect(wizard(page)).toHaveAttribute("data-step", "check");
  await expect(page.getByTestId("step-title")).toHaveText("Проверка");
  await expect(page.getByTestId("wizard-back")).toHaveAttribute("href", "/cards-v2");
  // The step titles of the spec, in order.
  await expect(page.getByTestId("wizard-steps").locator("li")).toHaveText([
    /Тип открыток/,
    /Дизайн открытки/,
    /Дополнительные возможности/,
    /Проверка/,
    /Количество открыток/,
    /Оплата/,
    /Сохранение и печать/,
  ]);
  // The test card's QR to scan, and the confirmation before the first order.
  await expect(page.getByTestId("check-qr")).toHaveAttribute("src", /^\/api\/qr\/[a-z0-9]+\.png\?type=wishes_v2$/);
  await expect
    .poll(() => page.getByTestId("check-qr").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const next = page.getByTestId("step-continue");
  await expect(next).toBeDisabled();
  await page.getByText("Я подтверждаю, что проверил(а) AR-открытку").click();
  await next.click();

  // Order: the count must be a whole positive number; the price follows count and promo.
  await expect(page.getByTestId("step-title")).toHaveText("Количество открыток");
  const count = page.getByTestId("order-count");
  const submit = page.getByTestId("order-submit");
  await expect(submit).toHaveText("Перейти к оплате");
  await count.fill("abc");
  await expect(page.getByText("Введите корректное количество")).toBeVisible();
  await expect(submit).toBeDisabled();
  await count.fill("0");
  await expect(page.getByTestId("order-no-price")).toBeVisible();
  await expect(submit).toBeDisabled();
  await count.fill("10");
  await expect(page.getByTestId("order-price")).toHaveText(rub("1 500"));
  await page.getByTestId("order-promo").fill("NOPE");
  await expect(page.getByText("Этот промокод нельзя использовать")).toBeVisible();
  // The price without the code stays in view.
  await expect(page.getByTestId("order-price")).toHaveText(rub("1 500"));
  await expect(submit).toBeDisabled();
  await page.getByTestId("order-promo").fill(code.toLowerCase());
  await expect(page.getByTestId("order-price")).toHaveText(rub("1 350"));
  await expect(page.getByTestId("order-full-price")).toHaveText(rub("1 500"));
  await expect(page.getByTestId("order-discount")).toHaveText(/^−150\s₽$/);
  await submit.click();

  // Payment: the sandbox page inside the wizard. Leave it unpaid first: ?order= brings the order back.
  await expect(page.getByTestId("step-title")).toHaveText("Оплата");
  await expect(page.getByTestId("payment-amount")).toHaveText(rub("1 350"));
  await expect(page).toHaveURL(new RegExp(`/cards-v2/${id}\\?order=\\d+$`));
  await page.reload();
  await expect(wizard(page)).toHaveAttribute("data-step", "order");
  await expect(page.getByTestId("order-count")).toHaveValue("10");
  await expect(page.getByTestId("order-promo")).toHaveValue(code);
  await expect(page.getByTestId("order-submit")).toHaveText("Повторить оплату");
  await expect(page.getByTestId("order-price")).toHaveText(rub("1 350"));
  await page.getByTestId("order-submit").click();

  await payInFrame(page, rub("1 350"));
  await expect(page.getByTestId("save-cards-count")).toHaveText("Открыток в заказе: 10");

  // Save as A4 sheets (21 × 29.6 cm): 14.8 cm wide cards of a 4:3 design fit 1 × 2 → 5 pages.
  expect(await saveA4(page)).toEqual(["Page-1.jpg", "Page-2.jpg", "Page-3.jpg", "Page-4.jpg", "Page-5.jpg"]);

  // Reopening the collection starts at check again; with an order made, no confirmation is asked.
  await page.goto(`/cards-v2/${id}`);
  await expect(wizard(page)).toHaveAttribute("data-step", "check");
  await expect(page.getByTestId("check-confirm-box")).toHaveCount(0);
  await expect(page.getByTestId("step-continue")).toBeEnabled();
  // A paid order in the URL opens the save step with the payment marked success.
  const { rows } = await db().query<{ id: number }>(`SELECT id FROM "Order" WHERE "collectionId" = $1`, [id]);
  await page.goto(`/cards-v2/${id}?order=${rows[0]!.id}`);
  await expect(wizard(page)).toHaveAttribute("data-step", "save");
  await expect(page.getByTestId("payment-success")).toBeVisible();
});

test("a new collection starts at type; the step indicator jumps back only; a broken id shows the load error", async ({
  page,
  login,
}) => {
  await login({ locale: "en" });
  await page.goto("/cards-v2");
  await page.getByTestId("collection-create").click();
  await expect(page).toHaveURL(/\/cards-v2\/new$/);
  await expect(wizard(page)).toHaveAttribute("data-step", "type");
  await expect(page.getByTestId("step-title")).toHaveText("Card type");
  await page.getByTestId("type-image").click();
  await expect(page.getByTestId("type-image")).toHaveAttribute("aria-checked", "true");
  // Steps not reached yet are not buttons.
  await expect(page.getByTestId("wizard-step-design").getByRole("button")).toHaveCount(0);
  await page.getByTestId("step-continue").click();
  await expect(wizard(page)).toHaveAttribute("data-step", "design");
  await page.getByTestId("wizard-step-type").getByRole("button").click();
  await expect(wizard(page)).toHaveAttribute("data-step", "type");
  await expect(page.getByTestId("type-image")).toHaveAttribute("aria-checked", "true");

  // An existing collection's type is locked; without the feature "wishes" there is no domain choice.
  const id = await collectionWithDesign(page);
  await page.goto(`/cards-v2/${id}`);
  await expect(wizard(page)).toHaveAttribute("data-step", "check");
  await page.getByTestId("wizard-step-features").getByRole("button").click();
  await expect(page.getByTestId("features-gift")).toBeVisible();
  await expect(page.getByTestId("domain-select")).toHaveCount(0);
  await page.getByTestId("wizard-step-type").getByRole("button").click();
  await expect(page.getByTestId("type-locked")).toBeVisible();
  await expect(page.getByTestId("type-image")).toBeDisabled();

  await page.goto("/cards-v2/999999999");
  await expect(page.getByTestId("wizard-error")).toContainText("An error occurred while loading");
  await page.goto("/cards-v2/abc");
  await expect(page.getByTestId("wizard-error")).toBeVisible();
});

test("features: fixed gift without a link becomes none; the alpha-channel video dialog uploads and encodes a WebM", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login({ locale: "ru", features: ["wishes"] });
  const id = await collectionWithDesign(page);
  const dir = mkdtempSync(path.join(tmpdir(), "wizard-alpha-"));
  const webm = path.join(dir, "alpha.webm");
  execFileSync(ffmpegPaths().ffmpeg, [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "color=c=red@0.5:s=64x64:d=1,format=yuva420p",
    "-c:v",
    "libvpx-vp9",
    webm,
  ]);

  await page.goto(`/cards-v2/${id}`);
  await page.getByTestId("wizard-step-features").getByRole("button").click();
  await expect(page.getByTestId("step-title")).toHaveText("Дополнительные возможности");
  // The domain selector is there for users with the feature "wishes".
  await expect(page.getByTestId("domain-select")).toBeVisible();

  await page
    .getByTestId("video-input")
    .setInputFiles({ name: "alpha.webm", mimeType: "video/webm", buffer: readFileSync(webm) });
  const dialog = page.getByTestId("alpha-video-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("alpha-video-body")).toHaveAttribute("data-phase", "selectType");
  await dialog.getByTestId("alpha-layout-video-h").click();
  // Upload, then the worker's encoding, then complete; the dialog closes by itself.
  await expect(dialog.getByTestId("alpha-video-body")).toHaveAttribute(
    "data-phase",
    /uploadVideo|processVideo|complete/,
  );
  await expect(dialog).toBeHidden({ timeout: 90_000 });
  await expect(page.getByTestId("video-summary")).toBeVisible();

  await page.getByTestId("gift-fixed").click();
  await page.getByTestId("step-continue").click();
  await expect(wizard(page)).toHaveAttribute("data-step", "check");
  const saved = (await (await page.request.get(`/api/cards/${id}`)).json()) as { data: Record<string, unknown> };
  expect(saved.data.present).toBe("none");
  expect(saved.data.presentUrl).toBe("");
  expect((saved.data.video as { src: string }).src).toMatch(/^\/api\/files\//);
  expect(saved.data.frontside).toBeTruthy();
});
