import { expect, test } from "../fixtures/test";

const ALL = [
  "home",
  "cards",
  "stickers",
  "models",
  "ar-qr",
  "ar-albums",
  "ar-world",
  "code",
  "arkit",
  "accounts",
  "payments",
];

test("a user without features sees only home and cards", async ({ page, login }) => {
  await login();
  await page.goto("/");
  for (const id of ALL) {
    const link = page.getByTestId(`menu-${id}`);
    if (id === "home" || id === "cards") await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  }
});

test("features and admin unlock their menu entries", async ({ page, login }) => {
  await login({ features: ["wishes", "ar-qr", "ar-albums", "world", "code", "arkit"], isAdmin: true });
  await page.goto("/");
  for (const id of ALL) await expect(page.getByTestId(`menu-${id}`)).toBeVisible();
});

test("only some features: just their entries", async ({ page, login }) => {
  await login({ features: ["ar-qr", "code"] });
  await page.goto("/");
  await expect(page.getByTestId("menu-ar-qr")).toBeVisible();
  await expect(page.getByTestId("menu-code")).toBeVisible();
  for (const id of ["stickers", "models", "ar-albums", "ar-world", "arkit", "accounts", "payments"])
    await expect(page.getByTestId(`menu-${id}`)).toHaveCount(0);
});

test("the language switch changes the interface and survives a reload", async ({ page, login }) => {
  await login({ locale: "ru" });
  await page.goto("/");
  await expect(page.getByTestId("menu-home")).toHaveText(/Главная/);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("lang-en").click();
  await expect(page.getByTestId("menu-home")).toHaveText(/Home/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByTestId("menu-home")).toHaveText(/Home/);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("lang-ru").click();
  await expect(page.getByTestId("menu-home")).toHaveText(/Главная/);
});

test("unknown paths show the 404 page without the shell", async ({ page, login }) => {
  await login({ locale: "en" });
  await page.goto("/no/such/page");
  await expect(page.getByText("404 | Page not found")).toBeVisible();
  await expect(page.getByTestId("menu-home")).toHaveCount(0);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("home shows the tiles the features allow and both charts", async ({ page, login }) => {
  await login({ features: ["ar-qr"], locale: "en" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "You have no projects yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: /AR cards/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /AR business card/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /AR Albums/ })).toHaveCount(0);
  await expect(page.getByText("AR card views per day")).toBeVisible();
  await expect(page.getByText("AR card usages per day")).toBeVisible();
});
