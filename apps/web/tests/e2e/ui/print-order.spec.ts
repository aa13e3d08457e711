// Issue 23, "Cards and printing", second half: the print dialog of a paid 12-card order caps a
// count of 50 visibly (the field says the maximum, the sheet count follows, 12 are exported),
// draws the cards' real QR codes in its preview (decoded back from the canvas pixels: the link on
// the chosen second provider domain), defaults to visible cut lines, fits a 390 px phone, and
// after the export says how to print it; the domain selector offers the configured default and
// second domains and the person's custom domain. Screens are saved to $TEST_RESULTS_DIR/shots.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import JSZip from "jszip";
import jsQR from "jsqr";
import sharp from "sharp";
import { db } from "../fixtures/db";
import { expect, test, type Page } from "../fixtures/test";
import { collectionWithDesign as collectionOf } from "../fixtures/wizard-collection";

const shots = path.join(process.env.TEST_RESULTS_DIR ?? "../../.data/test-results", "shots");
mkdirSync(shots, { recursive: true });

/** A v2 QR collection with a 4:3 purple front and a large QR at the right. */
const collectionWithDesign = (page: Page) => collectionOf(page, { x: 400, y: 110, size: 380 });

const cardId = () =>
  Array.from({ length: 16 }, () => "abcdefghijkmnpqrstuvwxyz23456789"[Math.floor(Math.random() * 32)]).join("");

/** A paid order of `count` cards, as the payment settlement leaves it. */
async function paidOrder(
  collectionId: number,
  userId: number,
  count: number,
): Promise<{ orderId: number; cards: string[] }> {
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "Order" ("collectionId", "userId", count, "amountKopecks", status, "paidAt") VALUES ($1, $2, $3, 0, 'paid', now()) RETURNING id`,
    [collectionId, userId, count],
  );
  const orderId = rows[0]!.id;
  const cards = Array.from({ length: count }, cardId);
  for (const id of cards) {
    await db().query(`INSERT INTO "Card" (id, "collectionId", "orderId") VALUES ($1, $2, $3)`, [
      id,
      collectionId,
      orderId,
    ]);
  }
  // The order's cards come in id order (core order-queries.ts).
  return { orderId, cards: [...cards].sort() };
}

async function openPrintDialog(page: Page, collectionId: number, orderId: number) {
  // The order's Print link: the wizard's print view of the order, its dialog open (issue 23).
  await page.goto(`/cards-v2/${collectionId}?order=${orderId}&print=1`);
  await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "save");
  await expect(page.getByTestId("step-title")).toHaveText(/^(Print files|Файлы для печати)$/);
  const dialog = page.getByTestId("print-placement-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The QR code found in the preview canvas's pixels at device resolution (PNG out, decoded here). */
async function decodePreview(page: Page): Promise<string | null> {
  const url = await page.getByTestId("print-preview").evaluate((c: HTMLCanvasElement) => c.toDataURL("image/png"));
  const { data, info } = await sharp(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("print dialog of a paid order", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 3 });

  test("domains from configuration → count capped to 12 → real QR codes in the preview → visible cut lines → 2 pages and how to print them", async ({
    page,
    login,
  }) => {
    test.setTimeout(150_000);
    const user = await login({ locale: "en", features: ["wishes"] });
    await db().query(`UPDATE "User" SET "customDomain" = 'mine.example.org' WHERE id = $1`, [user.id]);
    const id = await collectionWithDesign(page);

    // The domain selector: the default (the viewer's host), the configured second provider
    // domain (CARD_SECOND_DOMAIN of the e2e environment) and the person's custom domain.
    await page.goto(`/cards-v2/${id}`);
    await page.getByTestId("wizard-step-features").getByRole("button").click();
    const select = page.getByTestId("domain-select");
    await expect(select.locator("option")).toHaveText([/^localhost/, /cards2\.example\.net/, /mine\.example\.org/]);
    await select.selectOption("cards2.example.net");
    await page.getByTestId("step-continue").click();
    await expect(page.getByTestId("card-wizard")).toHaveAttribute("data-step", "check");
    const saved = await db().query<{ data: { domain?: string } }>(`SELECT data FROM "CardCollection" WHERE id = $1`, [
      id,
    ]);
    expect(saved.rows[0]!.data.domain).toBe("cards2.example.net");

    const { orderId, cards } = await paidOrder(id, user.id, 12);
    const dialog = await openPrintDialog(page, id, orderId);
    const count = dialog.getByLabel("Cards count");
    await expect(count).toHaveValue("12");
    await expect(dialog.getByText("At most 12: the cards in this order")).toBeVisible();

    // One card per image first: the preview is one card, large enough to read its code back.
    await expect(page.getByTestId("print-preview")).toHaveAttribute("data-codes", "1");
    await expect.poll(() => decodePreview(page), { timeout: 15_000 }).toBe(`https://cards2.example.net/w/${cards[0]}`);

    // A4 with 10 cm cards: 2 × 3 = 6 a sheet. 50 asked → capped to 12 → 2 sheets, not 9.
    await dialog.getByTestId("print-template").click();
    await page.getByRole("menuitemradio", { name: "A4" }).click();
    await dialog.getByTestId("print-card-width").fill("10");
    await count.fill("50");
    await expect(dialog.getByTestId("print-count-capped")).toHaveText("This order has 12 cards, so 12 will be saved.");
    await expect(dialog.getByTestId("print-summary-count")).toHaveText("2 sheets");
    await expect(dialog.getByText("2 × 3 = 6 cards per sheet")).toBeVisible();
    // The first sheet's six cards each carry their own code, drawn where the design puts it:
    // dark and light modules inside each QR square, the purple artwork around it.
    await expect(page.getByTestId("print-preview")).toHaveAttribute("data-codes", "6");
    const squares = await page.getByTestId("print-preview").evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext("2d")!;
      const dpr = c.width / 400;
      // fitPreview(21, 29.6): 200 px tall, centred; cards 10 × 7.5 cm, centred 2 × 3 on the sheet.
      const scale = 200 / 29.6;
      const sheetX = (400 - 21 * scale) / 2;
      const sheetY = 50;
      const offX = (21 - 20) / 2;
      const offY = (29.6 - 22.5) / 2;
      const out: { dark: number; light: number; purple: number }[] = [];
      for (let slot = 0; slot < 6; slot++) {
        const cx = sheetX + (offX + (slot % 2) * 10) * scale;
        const cy = sheetY + (offY + Math.floor(slot / 2) * 7.5) * scale;
        const k = (10 * scale) / 800;
        const qr = ctx.getImageData(
          Math.round((cx + 400 * k) * dpr),
          Math.round((cy + 110 * k) * dpr),
          Math.floor(380 * k * dpr),
          Math.floor(380 * k * dpr),
        ).data;
        const art = ctx.getImageData(Math.round((cx + 60 * k) * dpr), Math.round((cy + 300 * k) * dpr), 6, 6).data;
        let dark = 0;
        let light = 0;
        for (let i = 0; i < qr.length; i += 4) {
          const sum = qr[i]! + qr[i + 1]! + qr[i + 2]!;
          if (sum < 150) dark++;
          else if (sum > 690) light++;
        }
        const purple = art[0]! > 100 && art[0]! < 140 && art[1]! < 80 && art[2]! > 200 ? 1 : 0;
        out.push({ dark, light, purple });
      }
      return out;
    });
    for (const s of squares) {
      expect(s.dark).toBeGreaterThan(100);
      expect(s.light).toBeGreaterThan(100);
      expect(s.purple).toBe(1);
    }

    // Cut lines default to a visible grey, not the spec's white.
    await dialog.getByRole("button", { name: "Other settings" }).click();
    await expect(dialog.getByLabel("Cut lines colour", { exact: true })).toHaveValue("#808080");
    await page.screenshot({ path: path.join(shots, "print-dialog-en-1280.png") });
    expect(await seriousViolations(page, "[data-testid=print-placement-dialog]")).toEqual([]);

    const download = page.waitForEvent("download", { timeout: 90_000 });
    await dialog.getByTestId("print-submit").click();
    const generating = page.getByTestId("generating-cards-dialog");
    const file = await download;
    const zip = await JSZip.loadAsync(await readFile((await file.path())!));
    expect(Object.keys(zip.files).sort()).toEqual(["Page-1.jpg", "Page-2.jpg"]);
    const exported = await db().query<{ cardIds: string[] }>(
      `SELECT "cardIds" FROM "PrintExport" WHERE "collectionId" = $1`,
      [id],
    );
    expect(exported.rows[0]!.cardIds).toEqual(cards);
    // The printed page carries an order card's link on the chosen domain.
    // The first card's QR square at 300 DPI (118.11 px/cm): card at (0.5, 3.55) cm, 10 cm wide.
    const px = 300 / 2.54;
    const k = (10 * px) / 800;
    const crop = {
      left: Math.round(0.5 * px + 400 * k),
      top: Math.round(3.55 * px + 110 * k),
      width: Math.round(380 * k),
      height: Math.round(380 * k),
    };
    const { data, info } = await sharp(await zip.file("Page-1.jpg")!.async("nodebuffer"))
      .extract(crop)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const printed = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    )?.data;
    // (Which of the order's cards the worker puts first is its own order, not the list's.)
    expect(cards.map((c) => `https://cards2.example.net/w/${c}`)).toContain(printed);

    const how = generating.getByTestId("print-how-to");
    await expect(how).toContainText("How to print it");
    await expect(how).toContainText("The zip holds 2 pages, Page-1.jpg to Page-2.jpg");
    await expect(how).toContainText("Print single-sided");
    await expect(how).toContainText("actual size (100 %)");
    await page.screenshot({ path: path.join(shots, "print-how-to-en-1280.png") });
    expect(await seriousViolations(page, "[data-testid=generating-cards-dialog]")).toEqual([]);
  });
});

test("the print dialog fits a 390 px phone and a two-sided export says to flip on the long edge (Russian)", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await login({ locale: "ru" });
  const id = await collectionWithDesign(page);
  const back = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#16a34a" } })
    .png()
    .toBuffer();
  expect(
    (
      await page.request.post(`/api/cards/${id}/background/back`, {
        multipart: { file: { name: "back.png", mimeType: "image/png", buffer: back } },
      })
    ).ok(),
  ).toBe(true);
  const { orderId } = await paidOrder(id, user.id, 12);
  const dialog = await openPrintDialog(page, id, orderId);

  await dialog.getByLabel("Количество открыток").fill("50");
  await expect(dialog.getByTestId("print-count-capped")).toHaveText(
    "В заказе 12 открыток, поэтому будут сохранены 12.",
  );
  await expect(dialog.getByText("Не больше 12: столько открыток в заказе")).toBeVisible();
  // Nothing is cut off: the dialog is inside the screen and nothing in it scrolls sideways.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const overflow = await dialog.evaluate((d) =>
    [...d.querySelectorAll("*")]
      .filter((e) => e.getBoundingClientRect().right > d.getBoundingClientRect().right + 1)
      .map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(overflow).toEqual([]);
  const preview = (await page.getByTestId("print-preview").boundingBox())!;
  expect(preview.width).toBeLessThanOrEqual(box.width);
  expect(preview.width / preview.height).toBeCloseTo(4 / 3, 1);
  await page.screenshot({ path: path.join(shots, "print-dialog-ru-390.png") });
  await dialog.getByTestId("print-summary").scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "print-dialog-ru-390-summary.png") });
  expect(await seriousViolations(page, "[data-testid=print-placement-dialog]")).toEqual([]);

  await dialog.getByTestId("print-template").click();
  await page.getByRole("menuitemradio", { name: "A4" }).click();
  await dialog.getByTestId("print-card-width").fill("10");
  await expect(dialog.getByTestId("print-summary-count")).toHaveText("2 листа");
  await expect(dialog.getByTestId("print-submit")).toBeInViewport({ ratio: 1 });
  const download = page.waitForEvent("download", { timeout: 90_000 });
  await dialog.getByTestId("print-submit").click();
  await download;
  const how = page.getByTestId("print-how-to");
  await expect(how).toContainText("В архиве 4 страницы, с Page-1.jpg по Page-4.jpg");
  await expect(how).toContainText("Печатайте с двух сторон, переворот по длинному краю");
  await expect(how).toContainText("(2 листа бумаги)");
  await how.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "print-how-to-ru-390.png") });
});
