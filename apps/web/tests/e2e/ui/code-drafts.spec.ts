// A code project's code as a draft (issue 22, docs/decisions/0027), with two people in two
// browser contexts sharing one code project: typing saves the code by itself ("Saved"), with its
// version, and it survives a reload without Publish; when both edit from the same version, the
// second save is refused and the code conflict dialog shows theirs beside mine; "copy mine, then
// reload" puts my code on the clipboard and shows theirs, and later edits save again. Nothing
// reaches the public viewer before Publish. A tab open on the code but not editing shows what the
// other person saved, without a reload.
import { mkdirSync } from "node:fs";
import type { Route } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import {
  editorText,
  memberContext,
  monacoReady,
  newCodeProject,
  savedCode,
  setScript,
} from "../fixtures/shared-editor";

const SHOTS = process.env.DRAFT_SHOTS_DIR ?? "/tmp/shots-drafts";

test("code drafts: saved by themselves with their version, kept over a reload, a stale save opens the code conflict", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await login({ features: ["code"], locale: "en", name: "Olga Owner" });
  // The default script is stored once as the starting point (version 1), not as an edit.
  const projectId = await newCodeProject(page);
  const saved = () => savedCode(page, projectId);

  // Typing saves the code by itself, based on the seeded version: no Publish.
  await setScript(page, 'primitive("cube").setColor("#ff0000");\n');
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  expect(await saved()).toMatchObject({
    codeVersion: 2,
    codeData: { code: 'primitive("cube").setColor("#ff0000");\n' },
  });
  await page.reload();
  await monacoReady(page);
  await expect.poll(() => editorText(page), { timeout: 20_000 }).toContain('primitive("cube").setColor("#ff0000");');
  expect((await page.request.get(`/api/public/projects/${projectId}`)).status()).toBe(404);

  // The second person, in Russian; their saves wait at a gate so their edit stays based on version 2.
  const { context: other, page: page2 } = await memberContext(browser, baseURL!, {
    projectId,
    features: ["code"],
    locale: "ru",
    clipboard: true,
  });
  let openGate!: () => void;
  const gate = new Promise<void>((r) => (openGate = r));
  await page2.route("**/api/trpc/projects.saveCode**", async (route: Route) => {
    await gate;
    await route.continue();
  });
  await page2.goto(`/editor/${projectId}`);
  await page2.getByTestId("tab-code").click();
  await monacoReady(page2);
  await expect.poll(() => editorText(page2), { timeout: 20_000 }).toContain("#ff0000");
  await setScript(page2, 'primitive("sphere");\nlog("mine");\n');
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "saving");

  // The owner saves first (version 3).
  await setScript(page, 'primitive("cube").setColor("#00ff00");\nlog("theirs");\n');
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  expect((await saved()).codeVersion).toBe(3);

  // The member's held save goes out based on version 2: refused, and the dialog shows both versions.
  openGate();
  const dialog = page2.getByTestId("code-conflict-dialog");
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("heading", { name: "Этот код уже сохранил кто-то другой" })).toBeVisible();
  await expect(dialog.getByTestId("code-conflict-theirs")).toContainText('log("theirs");');
  await expect(dialog.getByTestId("code-conflict-mine")).toContainText('log("mine");');
  await expect(dialog.getByTestId("code-conflict-mine").locator("[data-own]")).toHaveText([
    'primitive("sphere");',
    'log("mine");',
  ]);
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "conflict");
  await page2.screenshot({ path: `${SHOTS}/code-conflict-ru.png` });
  await page2.setViewportSize({ width: 390, height: 844 });
  await page2.screenshot({ path: `${SHOTS}/code-conflict-ru-phone.png` });
  await page2.setViewportSize({ width: 1280, height: 800 });
  // Never a silent overwrite, and Escape does not make the change vanish unseen.
  expect((await saved()).codeData?.code).toContain('log("theirs");');
  await page2.keyboard.press("Escape");
  await expect(dialog).toBeVisible();

  // Copy mine, then reload: my code is on the clipboard, the editor shows theirs, nothing was saved.
  await dialog.getByTestId("code-conflict-copy").click();
  await expect(dialog).toBeHidden();
  expect(await page2.evaluate(() => navigator.clipboard.readText())).toBe('primitive("sphere");\nlog("mine");\n');
  await expect.poll(() => editorText(page2), { timeout: 20_000 }).toContain('log("theirs");');
  expect((await saved()).codeVersion).toBe(3);

  // Editing on from theirs saves again (based on version 3).
  await setScript(page2, 'primitive("cube").setColor("#00ff00");\nlog("theirs");\nlog("and mine");\n');
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  expect(await saved()).toMatchObject({
    codeVersion: 4,
    codeData: { code: expect.stringContaining('log("and mine");') },
  });
  expect((await page.request.get(`/api/public/projects/${projectId}`)).status()).toBe(404);
  await other.close();
});

test("the code conflict dialog in English", async ({ page, login }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await login({ features: ["code"], locale: "en" });
  const projectId = await newCodeProject(page);
  // This tab's edit (based on version 1) is held at a gate while someone else's save (another door:
  // REST) lands; held, so the tab is editing and does not just load theirs at its next heartbeat.
  let openGate!: () => void;
  const gate = new Promise<void>((r) => (openGate = r));
  await page.route("**/api/trpc/projects.saveCode**", async (route: Route) => {
    await gate;
    await route.continue();
  });
  await setScript(page, "// typed here\n");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saving");
  const other = await page.request.post(`/api/ar-projects/data/${projectId}/code`, {
    data: { code: "// saved elsewhere\n", assetData: {}, baseVersion: 1 },
  });
  expect(other.status()).toBe(200);
  openGate();
  const dialog = page.getByTestId("code-conflict-dialog");
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole("heading", { name: "Someone else saved this code" })).toBeVisible();
  await expect(dialog.getByTestId("code-conflict-summary")).toHaveText("Lines only in yours: 1; only in theirs: 1");
  await page.screenshot({ path: `${SHOTS}/code-conflict-en.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/code-conflict-en-phone.png` });
  await dialog.getByTestId("code-conflict-reload").click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => editorText(page), { timeout: 20_000 }).toContain("//savedelsewhere");
  await expect(page.getByTestId("save-state")).not.toHaveAttribute("data-state", "conflict");
});

test("a second tab on the code, not editing, shows the code the other person saves; its own edit then saves", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await login({ features: ["code"], locale: "en", name: "Olga Owner" });
  const projectId = await newCodeProject(page);
  const { context: other, page: page2 } = await memberContext(browser, baseURL!, {
    projectId,
    features: ["code"],
    locale: "en",
  });
  await page2.goto(`/editor/${projectId}`);
  await page2.getByTestId("tab-code").click();
  await monacoReady(page2);
  await expect.poll(() => editorText(page2), { timeout: 20_000 }).not.toContain("sphere");

  // The owner saves; the member's open editor shows it by the next heartbeat, with no reload.
  await setScript(page, 'primitive("sphere");\nlog("from the owner");\n');
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  expect((await savedCode(page, projectId)).codeVersion).toBe(2);
  await expect.poll(() => editorText(page2), { timeout: 30_000 }).toContain('log("fromtheowner");');
  await expect(page2.getByTestId("save-state")).not.toHaveAttribute("data-state", "conflict");

  // The member edits on from it: saved as version 3, no conflict, the owner's line kept.
  await setScript(page2, 'primitive("sphere");\nlog("from the owner");\nlog("and the member");\n');
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 20_000 });
  await expect(page2.getByTestId("code-conflict-dialog")).toHaveCount(0);
  expect(await savedCode(page, projectId)).toMatchObject({
    codeVersion: 3,
    codeData: { code: expect.stringContaining('log("from the owner");\nlog("and the member");') },
  });
  // And back: the owner's tab, not editing now, shows the member's line.
  await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain('log("andthemember");');
  await other.close();
});
