// The code editor of CODE projects (editors spec 2 code tab, 5, 9): Monaco with the script API, the
// live preview in a sandboxed frame re-run 700 ms after typing, a stopped endless loop, errors with
// their line, assets by name, the code saved on publish; and nothing requested from other hosts.
import sharp from "sharp";
import { expect, test, type Page } from "../fixtures/test";

/** Every request the page makes stays on this host (Monaco and three.js are bundled, no CDN). */
function watchHosts(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const host = new URL(baseURL).host;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (["http:", "https:", "ws:", "wss:"].includes(url.protocol) && url.host !== host) foreign.push(r.url());
  });
  return foreign;
}

async function openCodeProject(page: Page, createLabel: string): Promise<number> {
  await page.goto("/code");
  await page.getByRole("button", { name: createLabel }).first().click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  // Monaco's chunk is large (about 4 MB): on a loaded two-core machine it takes a while to start.
  await expect(page.getByTestId("code-editor")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("code-monaco").locator(".monaco-editor")).toBeVisible({ timeout: 30_000 });
  return Number(new URL(page.url()).pathname.split("/").pop());
}

const editorText = (page: Page) =>
  page
    .getByTestId("code-monaco")
    .locator(".view-lines")
    .evaluate((el) => (el as HTMLElement).innerText.replace(/\u00a0/g, " "));

/** Replaces the whole script as one input (Monaco's auto-closing would double typed brackets). */
async function setScript(page: Page, code: string) {
  await page.getByTestId("code-monaco").locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(code);
}

const status = (page: Page) => page.getByTestId("code-preview-status");

/** The colour at the middle of the preview frame, as the user sees it. */
async function centerPixel(page: Page): Promise<[number, number, number]> {
  const png = await page.getByTestId("code-preview-frame").screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

test("a script colours a cube in the live preview; loops are stopped, errors show their line; saved on publish", async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const foreign = watchHosts(page, baseURL!);
  await login({ features: ["code"], locale: "en" });
  const id = await openCodeProject(page, "Create code project");

  // Spec 9: the default script makes a white cube and adds an asset (none named "model" yet).
  await expect.poll(() => editorText(page)).toContain('primitive("cube")');
  expect(await editorText(page)).toContain('asset("model")');
  await expect(status(page)).toHaveAttribute("data-state", "ok", { timeout: 30_000 });
  await expect(status(page)).toHaveText("2 objects in the scene");
  await expect(page.getByTestId("code-preview-warnings")).toContainText(
    'Line 8: There is no asset named "model" in this project',
  );
  await page.screenshot({ path: "/tmp/shots-code/code-default-en.png" });

  // A red cube: the preview runs again 700 ms after the last input, inside the sandbox.
  await setScript(
    page,
    'scene.background = "#ffffff";\nconst cube = primitive("cube", { position: [0, 0, 0] });\ncube.color = "#ff0000";\nlog("colour", cube.color);\n',
  );
  const typedAt = Date.now();
  await expect(status(page)).toHaveAttribute("data-state", "running");
  await expect(status(page)).toHaveText("1 object in the scene", { timeout: 15_000 });
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(700);
  await expect(page.getByTestId("code-preview-logs")).toHaveText("colour #ff0000");
  await expect
    .poll(
      async () => {
        const [r, g, b] = await centerPixel(page);
        return r > 120 && g < 60 && b < 60;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.screenshot({ path: "/tmp/shots-code/code-red-en.png" });

  // Another colour, and the preview follows.
  await setScript(page, 'scene.background = "#ffffff";\nprimitive("cube").setColor("#0044ff");\n');
  await expect
    .poll(
      async () => {
        const [r, , b] = await centerPixel(page);
        return b > 150 && r < 60;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // An endless loop is stopped (its Worker terminated) and the page stays usable.
  await setScript(page, 'primitive("cube");\nwhile (true) {}\n');
  await expect(page.getByTestId("code-preview-error")).toHaveText(
    "The script ran longer than 3 s and was stopped. Check it for an endless loop.",
    { timeout: 20_000 },
  );
  await expect(status(page)).toHaveAttribute("data-state", "timeout");
  await page.screenshot({ path: "/tmp/shots-code/code-loop-en.png" });

  // A syntax error shows its line (TypeScript's parser), and so does an error while running.
  await setScript(page, 'const a = 1;\nconst b = ;\nprimitive("cube");\n');
  await expect(page.getByTestId("code-preview-error")).toHaveText(/^Line 2: /, { timeout: 15_000 });
  await expect(status(page)).toContainText("Syntax error.");
  await page.screenshot({ path: "/tmp/shots-code/code-syntax-en.png" });
  await setScript(page, 'primitive("cube");\n\nfoo();\n');
  await expect(page.getByTestId("code-preview-error")).toHaveText("Line 3: ReferenceError: foo is not defined", {
    timeout: 15_000,
  });
  // The sandbox has no access to the console's cookie or page.
  await setScript(
    page,
    'log(typeof document, typeof fetch === "function" ? "fetch" : "none");\nlet cookie = "none";\ntry { cookie = String(self.document && self.document.cookie); } catch (e) { cookie = "blocked"; }\nlog(cookie);\n',
  );
  await expect(page.getByTestId("code-preview-logs")).toHaveText("undefined fetch\nundefined", { timeout: 15_000 });
  // Nor can it call the console's API: the frame's CSP allows no connections but blob: and data:.
  await setScript(
    page,
    `let answer = "none";\ntry { const x = new XMLHttpRequest(); x.open("GET", ${JSON.stringify(`${baseURL}/api/arkit`)}, false); x.send(); answer = String(x.status); } catch (e) { answer = "blocked"; }\nlog(answer);\n`,
  );
  await expect(page.getByTestId("code-preview-logs")).toHaveText("blocked", { timeout: 15_000 });

  // Spec 5: an image asset, uploaded through the shell's pipeline, is used by its name.
  await page.getByTestId("code-asset-input").setInputFiles(await png("Sun.png", "#ff9900"));
  const row = page.getByTestId("code-asset");
  await expect(row.getByRole("textbox")).toHaveValue("sun", { timeout: 30_000 });
  await expect(row.getByText(/Processing/)).toHaveCount(0, { timeout: 60_000 });
  await setScript(
    page,
    'scene.background = "#ffffff";\nconst sun = asset("sun", { position: [0, 1, 0] });\nsun.setScale(2);\n',
  );
  await expect(status(page)).toHaveText("1 object in the scene", { timeout: 15_000 });
  await expect(page.getByTestId("code-preview-warnings")).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const [r, g, b] = await centerPixel(page);
        return r > 200 && g > 110 && g < 190 && b < 60;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.screenshot({ path: "/tmp/shots-code/code-asset-en.png" });

  // Saved on publish (POST .../data/{id}/code), and found again after a reload.
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByTestId("publish-dialog");
  await expect(publish.getByRole("img", { name: /QR code of/ })).toBeVisible({ timeout: 30_000 });
  await publish.getByRole("button", { name: "Save" }).click();
  await expect(publish).toBeHidden();
  const saved = (await (await page.request.get(`/api/ar-projects/data/${id}`)).json()) as {
    codeData: { code: string; assetData: Record<string, string> };
  };
  expect(saved.codeData.code).toContain('asset("sun"');
  expect(Object.values(saved.codeData.assetData)).toEqual(["sun"]);
  await page.reload();
  await expect.poll(() => editorText(page), { timeout: 20_000 }).toContain('asset("sun", { position: [0, 1, 0] });');
  await expect(status(page)).toHaveText("1 object in the scene", { timeout: 30_000 });
  expect(foreign).toEqual([]);
});

test("the code editor in Russian, on a narrow screen", async ({ page, login }) => {
  test.setTimeout(150_000);
  await login({ features: ["code"], locale: "ru" });
  await openCodeProject(page, "Создать код-проект");
  // The default script's comments follow the interface language; its code is the English one's.
  await expect.poll(() => editorText(page)).toContain("// Белый куб, стоящий на маркере.");
  expect(await editorText(page)).toContain('const model = asset("model");');
  await expect(status(page)).toHaveText("2 объекта в сцене", { timeout: 30_000 });
  await page.screenshot({ path: "/tmp/shots-code/code-default-ru.png" });
  await setScript(page, 'primitive("cube");\nwhile (true) {}\n');
  await expect(page.getByTestId("code-preview-error")).toContainText("Скрипт выполнялся дольше 3 с и был остановлен", {
    timeout: 20_000,
  });
  // The script API's types: completion of primitive meshes, and a type error for an unknown one.
  await setScript(page, "");
  await page.keyboard.type('primitive("');
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".suggest-widget")).toContainText("sphere", { timeout: 20_000 });
  await page.keyboard.press("Escape");
  await setScript(page, 'primitive("teapot");\n');
  await expect(page.getByTestId("code-monaco").locator(".squiggly-error")).not.toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId("code-preview-error")).toContainText('Строка 1: Unknown primitive "teapot"', {
    timeout: 15_000,
  });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: "/tmp/shots-code/code-narrow-ru.png", fullPage: true });
});
