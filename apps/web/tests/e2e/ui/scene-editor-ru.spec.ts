// The scene editor in Russian (editors spec §2, §3, §9): the empty state, a primitive's panel, the
// .webm alpha-channel choice, and a narrow window.
import { mkdirSync } from "node:fs";
import { expect, test } from "../fixtures/test";
import { canvasRendered, dropFiles, names, openQrProject, SHOTS } from "../fixtures/scene-editor";

test("in Russian: empty state, a primitive's panel, the .webm alpha-channel choice, a narrow window", async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await login({ features: ["ar-qr"], locale: "ru" });
  await openQrProject(page);
  await expect(page.getByText("Сцена пуста. Добавьте объект или перетащите файл на холст.")).toBeVisible();
  await expect.poll(() => canvasRendered(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/ru-empty.png` });

  await page.getByTestId("scene-add").click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
    "Примитив",
    "glb модель",
    "Изображение",
    "Видео",
    "Аудио",
    "Позиция маркера",
  ]);
  await page.getByRole("menuitem", { name: "Примитив" }).click();
  await expect(names(page)).toHaveText(["Куб"]);
  await page.getByTestId("prop-mesh").selectOption("tor");
  // The name the editor gave follows the shape (issue 35).
  await expect(names(page)).toHaveText(["Тор"]);
  await expect(page.getByTestId("prop-name")).toHaveValue("Тор");
  await page.getByTestId("prop-color").fill("ff0000");
  await page.getByTestId("prop-color").press("Enter");
  await expect(page.getByTestId("prop-color")).toHaveValue("#FF0000");
  // An invalid colour reverts (spec §5).
  await page.getByTestId("prop-color").fill("#zz");
  await page.getByTestId("prop-color").blur();
  await expect(page.getByTestId("prop-color")).toHaveValue("#FF0000");
  await page.getByTestId("gizmo-mode").getByRole("radio", { name: "Поворот" }).click();
  await expect(page.getByTestId("snap-hint")).toHaveText(
    "Shift — поворот с шагом 15° · W E R — инструменты · F — показать",
  );
  await expect(page.getByTestId("scene-reset-view")).toHaveAttribute("aria-label", "Вернуть вид к начальному");
  await page.screenshot({ path: `${SHOTS}/ru-primitive.png` });

  // .webm opens the alpha-channel choice before anything is uploaded; cancelling adds nothing.
  await dropFiles(page, [{ name: "clip.webm", mimeType: "video/webm", buffer: Buffer.from("not really a video") }], {
    checkOverlay: "Перетащите файл сюда",
  });
  const alpha = page.getByTestId("alpha-choice");
  await expect(alpha.getByRole("heading", { name: "Видео с прозрачностью?" })).toBeVisible();
  await expect(alpha.getByTestId("alpha-plain")).toBeVisible();
  await expect(alpha.getByTestId("alpha-h")).toBeVisible();
  await expect(alpha.getByTestId("alpha-v")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ru-alpha-choice.png` });
  // Delete inside the dialog does not remove the selected object.
  await page.keyboard.press("Delete");
  await alpha.getByRole("button", { name: "Отмена" }).click();
  await expect(alpha).toBeHidden();
  await expect(names(page)).toHaveText(["Тор"]);

  await page.setViewportSize({ width: 1024, height: 640 });
  await expect.poll(() => canvasRendered(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/ru-narrow.png` });
});
