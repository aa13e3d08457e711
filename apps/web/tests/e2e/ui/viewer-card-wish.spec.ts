// The card viewer's wish flow (issue 20, "Printed cards"), on a phone-sized page (390 × 844) in a
// fresh context (no console cookie): the first visitor adds a photo (real upload progress, then the
// server's processing), a line of text, a sticker dragged into place and the gift link, saves, and
// may still change it; a second browser opens the card and sees the wish drawn (pixels of the photo
// on the card in the 3D view, no camera there) with the gift, and cannot change it. Also: the race
// (someone saves first → "someone has just filled this card" and their wish), ru, and axe.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext } from "@playwright/test";
import { cardCollection, isPhotoGreen, PHOTO_COLOUR, pixelsOf, solidPng } from "../fixtures/viewer-card";
import { db } from "../fixtures/db";
import { expect, test, watchCsp } from "../fixtures/test";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const phone = (browser: Browser, locale: string): Promise<BrowserContext> => browser.newContext({ ...PHONE, locale });

test("a visitor fills the card with a photo, text and a sticker; a second browser sees it and cannot change it", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const user = await login({ features: ["wishes"], locale: "en" });
  const { cardIds } = await cardCollection(page, user.id, { gift: "client" });
  const cardId = cardIds[0]!;

  const first = await phone(browser, "en-US");
  const a = await first.newPage();
  const csp = watchCsp(a);
  await a.goto(`/w/${cardId}`);
  const flow = a.getByTestId("card-wish-flow");
  await expect(flow.getByRole("heading", { level: 1, name: "Make this card yours" })).toBeVisible();
  await expect(flow.getByText("Step 1 of 4")).toBeVisible();
  expect((await new AxeBuilder({ page: a }).analyze()).violations).toEqual([]);

  // Step 1: a photo. The progress bar moves, and the end is said.
  const uploads: string[] = [];
  a.on(
    "request",
    (r) => r.method() === "POST" && r.url().endsWith(`/api/public/cards/${cardId}/media`) && uploads.push(r.url()),
  );
  await a
    .getByTestId("card-media-input")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await solidPng(640, 480, PHOTO_COLOUR) });
  await expect(flow.getByText("Ready")).toBeVisible();
  await expect(a.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", "100");
  await expect(a.getByTestId("card-media-preview")).toBeVisible();
  expect(uploads).toHaveLength(1);

  // Step 2: the text, with its counter.
  await flow.getByRole("button", { name: "Next" }).click();
  await expect(flow.getByRole("heading", { level: 2, name: "A few words" })).toBeVisible();
  await flow.getByLabel("Your message").fill("Happy birthday, Anna!");
  await expect(flow.getByText("21 of 500")).toBeVisible();

  // Step 3: a sticker from the pack, dragged to the right.
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByRole("button", { name: "Party 1" }).click();
  const placed = a.getByTestId("card-placed-sticker");
  await expect(placed).toHaveCount(1);
  await expect(placed).toBeFocused();
  const before = (await placed.boundingBox())!;
  await a.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await a.mouse.down();
  await a.mouse.move(before.x + before.width / 2 + 60, before.y + before.height / 2 + 20, { steps: 5 });
  await a.mouse.up();
  const after = (await placed.boundingBox())!;
  expect(after.x - before.x).toBeGreaterThan(50);
  // The keyboard turns it ([ and ]) and resizes it (+).
  await placed.press("]");
  await placed.press("+");
  expect((await new AxeBuilder({ page: a }).analyze()).violations).toEqual([]);

  // Step 4: the gift link (this collection's gift is the visitor's to give); a bad one is refused.
  await flow.getByRole("button", { name: "Next" }).click();
  const gift = flow.getByLabel("Link to the gift");
  await gift.fill("javascript:alert(1)");
  await flow.getByRole("button", { name: "Save the card" }).click();
  await expect(flow.getByText("Enter a link that starts with http:// or https://.")).toBeVisible();
  await gift.fill("https://gift.example/anna");
  await flow.getByRole("button", { name: "Save the card" }).click();

  const saved = a.getByTestId("card-saved");
  await expect(saved.getByText(/^Saved\. You can change it until /)).toBeVisible();
  expect(await a.evaluate((id) => localStorage.getItem(`wish-token:${id}`), cardId)).toMatch(/.{20,}/);

  // What the server keeps: the photo, the text, one sticker moved right and turned, the gift.
  const stored = await (await a.request.get(`/api/public/cards/${cardId}`)).json();
  expect(stored.state).toBe("filled");
  expect(stored.editable).toBe(false); // no token on this request
  expect(stored.wish.text).toBe("Happy birthday, Anna!");
  expect(stored.wish.media.kind).toBe("image");
  expect(stored.wish.stickers).toHaveLength(1);
  expect(stored.wish.stickers[0].x).toBeGreaterThan(0.45);
  expect(stored.wish.stickers[0].rotation).toBeCloseTo(Math.PI / 12, 3);
  expect(stored.wish.giftLink).toBe("https://gift.example/anna");

  // This browser may still change it: the flow opens again with the saved wish and the deadline.
  await a.reload();
  await expect(a.getByTestId("card-notice").getByText(/^Saved\. You can change it until /)).toBeVisible();
  await expect(a.getByTestId("card-media-preview")).toBeVisible();
  // … and change it: the new text is saved with this browser's token.
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByLabel("Your message").fill("Happy birthday, dear Anna!");
  await flow.getByRole("button", { name: "Next" }).click();
  await expect(a.getByTestId("card-placed-sticker")).toHaveCount(1);
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByRole("button", { name: "Save the card" }).click();
  await expect(a.getByTestId("card-saved")).toBeVisible();
  const changed = await (await a.request.get(`/api/public/cards/${cardId}`)).json();
  expect(changed.wish.text).toBe("Happy birthday, dear Anna!");
  expect(changed.wish.media.kind).toBe("image"); // kept: not sent again
  expect(changed.wish.stickers).toHaveLength(1);
  expect(csp).toEqual([]);

  // A second browser: the wish, drawn over the card (no camera here: the 3D view), and the gift.
  const second = await phone(browser, "en-US");
  const b = await second.newPage();
  const csp2 = watchCsp(b);
  await b.goto(`/w/${cardId}`);
  await expect(b.getByTestId("card-gift")).toBeVisible();
  await expect(b.getByTestId("card-gift")).toHaveAttribute("href", "https://gift.example/anna");
  await expect(b.getByRole("link", { name: "Open your gift" })).toBeVisible();
  await expect(b.getByTestId("card-wish-text")).toHaveText("Happy birthday, dear Anna!");
  await expect(b.getByTestId("card-wish-flow")).toHaveCount(0);
  // Each open is counted (the server keeps one view per visitor and day).
  await expect
    .poll(
      async () =>
        (await db().query<{ views: number }>(`SELECT views FROM "Card" WHERE id = $1`, [cardId])).rows[0]!.views,
    )
    .toBeGreaterThanOrEqual(1);
  await expect(b.locator("#status")).toHaveAttribute("data-state", /fallback|no-camera|camera-refused|unsupported/);
  // The photo's green is drawn across the middle of the screen (the card, framed to the page's width by the 3D view).
  await expect
    .poll(
      async () => {
        const at = await pixelsOf(await b.screenshot());
        const samples = [
          [0.2, 0.5],
          [0.8, 0.5],
          [0.5, 0.58],
        ].map(([fx, fy]) => at(390 * fx!, 844 * fy!, 3));
        return samples.filter(isPhotoGreen).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);
  expect((await new AxeBuilder({ page: b }).analyze()).violations).toEqual([]);
  // Without the token it cannot be changed.
  const edit = await b.request.post(`/api/public/cards/${cardId}/wish`, { data: { text: "mine now" } });
  expect(edit.status()).toBe(409);
  expect(csp2).toEqual([]);

  // Once the window has closed, the filler's browser sees the card as everyone does.
  await db().query(`UPDATE "Card" SET "wishEditableUntil" = now() - interval '1 minute' WHERE id = $1`, [cardId]);
  await a.reload();
  await expect(a.getByTestId("card-wish-text")).toHaveText("Happy birthday, dear Anna!");
  await expect(a.getByTestId("card-wish-flow")).toHaveCount(0);
  await first.close();
  await second.close();
});

test("when someone saves first, the flow says so and shows their wish", async ({ page, browser, login }) => {
  const user = await login({ features: ["wishes"], locale: "en" });
  const { cardIds } = await cardCollection(page, user.id);
  const cardId = cardIds[0]!;
  const context = await phone(browser, "en-US");
  const a = await context.newPage();
  await a.goto(`/w/${cardId}`);
  const flow = a.getByTestId("card-wish-flow");
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByLabel("Your message").fill("Mine");
  // Another visitor saves before this one does.
  const other = await a.request.post(`/api/public/cards/${cardId}/wish`, { data: { text: "First!" } });
  expect(other.status()).toBe(200);
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByRole("button", { name: "Save the card" }).click();
  await expect(a.getByRole("alert").getByText("Someone has just filled this card.")).toBeVisible();
  await expect(a.getByTestId("card-wish-text")).toHaveText("First!");
  await expect(a.getByTestId("card-wish-flow")).toHaveCount(0);
  await context.close();
});

test("an unknown card and a card not paid yet get their public pages (ru and en), with 404 and 403", async ({
  page,
  browser,
  login,
}) => {
  const user = await login({ features: ["wishes"], locale: "en" });
  const { collectionId, cardIds } = await cardCollection(page, user.id, { cards: 2 });
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO "Order" ("collectionId", "userId", count, "amountKopecks") VALUES ($1, $2, 1, 10000) RETURNING id`,
    [collectionId, user.id],
  );
  await db().query(`UPDATE "Card" SET "orderId" = $1 WHERE id = $2`, [rows[0]!.id, cardIds[0]]);
  const ru = await phone(browser, "ru-RU");
  const a = await ru.newPage();
  // The status is the card's API verdict, so a dead link reads as dead (not 200 and a shell).
  const missing = await a.goto("/w/nosuchcard234567");
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()["cache-control"]).toBe("no-cache");
  await expect(a.locator("[data-page=card-missing]")).toBeVisible();
  await expect(a.locator("html")).toHaveAttribute("lang", "ru");
  const unpaid = await a.goto(`/w/${cardIds[0]}`);
  expect(unpaid?.status()).toBe(403);
  expect(unpaid?.headers()["cache-control"]).toBe("no-cache");
  await expect(a.locator("[data-page=not-paid]")).toBeVisible();
  const open = await a.goto(`/w/${cardIds[1]}`);
  expect(open?.status()).toBe(200);
  await expect(a.getByTestId("card-wish-flow")).toBeVisible();
  await a.goto(`/w/${cardIds[0]}`);
  await expect(a.getByTestId("card-wish-flow")).toHaveCount(0);
  const en = await phone(browser, "en-US");
  const b = await en.newPage();
  await b.goto(`/w/${cardIds[0]}`);
  await expect(b.locator("[data-page=not-paid]")).toBeVisible();
  await expect(b.locator("html")).toHaveAttribute("lang", "en");
  expect(await b.locator("[data-page=not-paid] h1").textContent()).not.toBe(
    await a.locator("[data-page=not-paid] h1").textContent(),
  );
  await ru.close();
  await en.close();
});

test("the wish flow in Russian", async ({ page, browser, login }) => {
  const user = await login({ features: ["wishes"], locale: "ru" });
  const { cardIds } = await cardCollection(page, user.id, { gift: "fixed", giftUrl: "https://shop.example/present" });
  const context = await phone(browser, "ru-RU");
  const a = await context.newPage();
  await a.goto(`/w/${cardIds[0]}`);
  const flow = a.getByTestId("card-wish-flow");
  await expect(flow.getByRole("heading", { level: 1, name: "Подпишите эту открытку" })).toBeVisible();
  await expect(flow.getByText("Шаг 1 из 4")).toBeVisible();
  await expect(flow.getByText("Выбрать видео или фото")).toBeVisible();
  // Saving nothing is refused with a reason.
  for (let i = 0; i < 3; i++) await flow.getByRole("button", { name: "Далее" }).click();
  // The creator's gift is shown, not asked for.
  await expect(flow.getByRole("link", { name: "https://shop.example/present" })).toBeVisible();
  await flow.getByRole("button", { name: "Сохранить открытку" }).click();
  await expect(flow.getByText("Сначала добавьте видео, фото или несколько слов.")).toBeVisible();
  expect((await new AxeBuilder({ page: a }).analyze()).violations).toEqual([]);
  await context.close();
});

test("two fingers pinch a sticker larger and turn it; the rotate handle turns it too", async ({
  page,
  browser,
  login,
}) => {
  const user = await login({ features: ["wishes"], locale: "en" });
  const { cardIds } = await cardCollection(page, user.id);
  const context = await phone(browser, "en-US");
  const a = await context.newPage();
  await a.goto(`/w/${cardIds[0]}`);
  const flow = a.getByTestId("card-wish-flow");
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByRole("button", { name: "Next" }).click();
  await flow.getByRole("button", { name: "Party 1" }).click();
  const placed = a.getByTestId("card-placed-sticker");
  const box = (await placed.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const width = () => placed.evaluate((el) => el.getBoundingClientRect().width);
  const turn = () => placed.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).b);
  const w0 = await width();

  // Real touch input through the DevTools protocol: fingers 30 px either side of the centre move to 60 px, turning a quarter.
  const cdp = await context.newCDPSession(a);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", pts: [number, number][]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) });
  await touch("touchStart", [
    [cx - 30, cy],
    [cx + 30, cy],
  ]);
  for (let i = 1; i <= 6; i++) {
    const r = 30 + (30 * i) / 6;
    const ang = ((Math.PI / 2) * i) / 6;
    await touch("touchMove", [
      [cx - r * Math.cos(ang), cy - r * Math.sin(ang)],
      [cx + r * Math.cos(ang), cy + r * Math.sin(ang)],
    ]);
  }
  await touch("touchEnd", []);
  expect((await width()) / w0).toBeGreaterThan(1.5);
  // A quarter turn clockwise: the transform's b (sin of the angle, times the scale) is positive and large.
  expect(await turn()).toBeGreaterThan(0.9);

  // The handle above the item: dragged to the item's left, the item turns a quarter anticlockwise.
  const handle = a.locator(".card-rotate-handle");
  await expect(handle).toBeVisible();
  const hb = (await handle.boundingBox())!;
  const nb = (await placed.boundingBox())!;
  await a.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await a.mouse.down();
  await a.mouse.move(nb.x - 40, nb.y + nb.height / 2, { steps: 4 });
  await a.mouse.up();
  expect(await turn()).toBeLessThan(-0.9);
  await context.close();
});
