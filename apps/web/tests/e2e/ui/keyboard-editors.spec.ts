// Issue 12, continued from keyboard.spec.ts: the scene and code editors are reached, used and
// left with the keyboard alone.
import { tabTo } from "../fixtures/keyboard";
import { expect, test } from "../fixtures/test";

test("the scene editor: the Add menu, the object list and the properties without a mouse, and out again", async ({
  page,
  login,
}) => {
  await login({ features: ["ar-qr"], locale: "en" });
  await page.goto("/ar-qr");
  await expect(page.getByTestId("projects-empty")).toBeVisible();
  await tabTo(page, page.getByTestId("project-create").first());
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("scene-editor")).toBeVisible();

  // The editor's tabs move with the arrows.
  const home = page.getByTestId("tab-home");
  const scene = page.getByTestId("tab-scene").first();
  await expect(scene).toHaveAttribute("aria-selected", "true");
  await tabTo(page, scene);
  await page.keyboard.press("ArrowLeft");
  await expect(home).toBeFocused();
  await expect(home).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(scene).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("scene-editor")).toBeVisible();

  // Add menu: Enter opens it, the arrows pick, Enter adds.
  const add = page.getByTestId("scene-add");
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByTestId("add-primitive")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("object-name")).toHaveText(["Cube"]);
  await tabTo(page, add);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await expect(page.getByTestId("add-sceneMarker")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("object-name")).toHaveText(["Cube", "Marker position"]);

  // The object list: each object is a button; Enter selects, F2 renames.
  const cube = page.getByTestId("object-item").first().getByRole("button");
  await tabTo(page, cube);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("object-item").first()).toHaveAttribute("data-selected", "true");
  await expect(cube).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("F2");
  await expect(page.getByTestId("rename-input")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Keyboard cube");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("object-name").first()).toHaveText("Keyboard cube");

  // The properties panel: fields are reached with Tab and applied with Enter.
  const x = page.getByTestId("prop-position-x");
  await tabTo(page, x);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1.5");
  await page.keyboard.press("Enter");
  await expect(x).toHaveValue("1.5");

  // Leaving: from the panels, Shift+Tab goes back past the canvas and the list to the header.
  await tabTo(page, page.getByTestId("editor-back"), { max: 120, back: true });
});

test("the code editor is reached and left with the keyboard", async ({ page, login }) => {
  test.setTimeout(120_000);
  await login({ features: ["code"], locale: "en" });
  await page.goto("/code");
  await expect(page.getByTestId("projects-empty")).toBeVisible();
  await tabTo(page, page.getByTestId("project-create").first());
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("code-monaco");
  // Monaco's chunk is large: on a loaded machine it takes a while to start (as in code-editor.spec).
  await expect(page.getByTestId("code-editor")).toBeVisible({ timeout: 60_000 });
  await expect(editor.locator(".monaco-editor")).toBeVisible({ timeout: 30_000 });
  // Monaco takes input in a hidden textarea (or an EditContext element): whatever holds focus.
  await tabTo(page, editor);
  const input = page.locator(":focus");
  await expect(page.getByTestId("code-keyboard-hint")).toBeVisible();
  await expect(input).toHaveAttribute("aria-label", /Ctrl\+M/);
  const focusInEditor = () =>
    page.evaluate(() => document.activeElement?.closest("[data-testid=code-monaco]") !== null);
  // Inside, Tab indents; Ctrl+M lets Tab move on to the next control.
  await page.keyboard.press("Tab");
  expect(await focusInEditor()).toBe(true);
  await page.keyboard.press("Control+m");
  await page.keyboard.press("Tab");
  await expect.poll(focusInEditor).toBe(false);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});
