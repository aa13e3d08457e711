// Issue 12: the console works from the keyboard alone. Every step below is reached with Tab and
// driven with Enter, Space, the arrows and Escape, never with the mouse: signing in (with the
// form's errors tied to their fields), a dialog (focus kept inside, Escape, focus back on its
// opener), the wizard's steps and the user menu's language switch (the whole interface at once,
// kept over a reload and rendered by the server). The editors are in keyboard-editors.spec.ts.
import { createUser } from "../fixtures/db";
import { activeInside, tabTo } from "../fixtures/keyboard";
import { expect, test, type Page } from "../fixtures/test";
import { insertedCollectionWithDesign, paidOrder } from "../fixtures/wizard-collection";
import type { Locator } from "@playwright/test";

/** The element a field's aria-describedby names first (ids from useId hold colons). */
const describedBy = async (page: Page, field: Locator) =>
  page.locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ")[0]}"]`);

test("sign in with the keyboard; the form's errors are announced and tied to their fields", async ({
  page,
  baseURL,
}) => {
  const user = await createUser({ name: "Keyboard User" });
  await page.context().addCookies([{ name: "locale", value: "en", domain: new URL(baseURL!).hostname, path: "/" }]);
  await page.goto("/auth/login");
  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Password");
  await tabTo(page, email);
  await page.keyboard.press("Enter");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const error = await describedBy(page, email);
  await expect(error).toHaveText("This field is required");
  await expect(error).toHaveAttribute("role", "alert");
  // Focus lands on the first field to fix.
  await expect(email).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Wrong e-mail or password" })).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(email).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("a dialog keeps focus inside, closes on Escape and gives focus back to its opener", async ({ page, login }) => {
  await login({ features: ["wishes"], locale: "en" });
  await page.goto("/cards/stickers");
  // Loaded (and hydrated): the list shows its empty state.
  await expect(page.getByTestId("packs-empty")).toBeVisible();
  const opener = page.getByTestId("create-pack");
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByTestId("create-pack-dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => activeInside(page, dialog)).toBe(true);
  // Tab and Shift+Tab go round inside the dialog, never to the page behind it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await activeInside(page, dialog)).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await activeInside(page, dialog)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A dialog opened from a dialog: Escape closes one at a time, focus goes back step by step.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.type("Keyboard pack");
  await page.keyboard.press("Enter");
  const view = page.getByTestId("pack-view-dialog");
  await expect(view).toBeVisible();
  const remove = view.getByTestId("pack-delete");
  await tabTo(page, remove);
  await page.keyboard.press("Enter");
  const confirm = page.getByTestId("delete-pack-dialog");
  await expect(confirm).toBeVisible();
  // Radix settles its layer stack a moment after the dialog appears (the pack's dialog then
  // stops taking pointer events); a person cannot press Escape sooner than that.
  await expect.poll(() => activeInside(page, confirm)).toBe(true);
  await expect(view).toHaveCSS("pointer-events", "none");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(view).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
});

test("the user menu opens from the keyboard and switches the whole interface; the server renders the choice", async ({
  page,
  login,
}) => {
  await login({ features: ["ar-qr"], locale: "ru" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.locator("main h1")).toHaveText("У вас пока нет проектов");
  const trigger = page.getByTestId("user-menu");
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  // The arrows move through the items (the first one has focus when the menu opens).
  await expect(page.getByTestId("lang-en")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("lang-ru")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByTestId("lang-en")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();

  // Every text at once: no Russian word is left anywhere on the page.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("main h1")).toHaveText("You have no projects yet");
  await expect.poll(() => page.locator("body").innerText()).not.toMatch(/[а-яё]/i);
  await expect(trigger).toBeFocused();

  // A reload keeps it, and the server's own HTML is already English (no flash of Russian).
  await page.reload();
  await expect(page.locator("main h1")).toHaveText("You have no projects yet");
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/>Home<\/span>/);
  expect(html).not.toContain("Главная");

  // And back to Russian with Space and the arrows.
  await tabTo(page, trigger);
  await page.keyboard.press("Space");
  await expect(page.getByTestId("lang-en")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("lang-ru")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main h1")).toHaveText("У вас пока нет проектов");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await (await page.request.get("/")).text()).toMatch(/<html lang="ru"/);
});

test("the wizard's steps are walked with the keyboard", async ({ page, login }) => {
  const user = await login({ locale: "en" });
  await page.goto("/cards-v2/new");
  const wizard = page.getByTestId("card-wizard");
  await expect(wizard).toHaveAttribute("data-step", "type");
  // The type is a radio group: one tab stop, the arrows choose.
  const qr = page.getByTestId("type-qr");
  await tabTo(page, qr);
  await expect(qr).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("type-image")).toBeFocused();
  await expect(page.getByTestId("type-image")).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(qr).toHaveAttribute("aria-checked", "true");
  await tabTo(page, page.getByTestId("step-continue"));
  await page.keyboard.press("Enter");
  await expect(wizard).toHaveAttribute("data-step", "design");

  // A collection with a design and a paid order opens at save: the indicator leads back.
  const id = await insertedCollectionWithDesign(page, user.id);
  await page.goto(`/cards-v2/${id}?order=${await paidOrder(id, user.id)}`);
  await expect(wizard).toHaveAttribute("data-step", "save");
  await tabTo(page, page.getByTestId("wizard-step-features").getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(wizard).toHaveAttribute("data-step", "features");
  // The features' choices are radio groups too.
  const giftNone = page.getByTestId("gift-none");
  await tabTo(page, page.locator('[data-testid^="gift-"][tabindex="0"]'));
  await page.keyboard.press("Home");
  await expect(giftNone).toBeFocused();
  await expect(giftNone).toHaveAttribute("aria-checked", "true");
  await tabTo(page, page.getByTestId("step-continue"));
  await page.keyboard.press("Enter");
  await expect(wizard).toHaveAttribute("data-step", "check");
  await tabTo(page, page.getByTestId("step-continue"));
  await page.keyboard.press("Enter");
  await expect(wizard).toHaveAttribute("data-step", "order");
  await tabTo(page, page.getByTestId("wizard-step-design").getByRole("button"), { back: true });
  await page.keyboard.press("Enter");
  await expect(wizard).toHaveAttribute("data-step", "design");
});
