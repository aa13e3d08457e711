// Drafts and concurrent editing in the AR editor (issue 22, docs/decisions/0027), with two people
// in two browser contexts sharing one project: edits save themselves as a draft ("Saved", in
// English and Russian) and survive a reload; each sees the other in the header; when both add an
// object from the same version, the second save is refused and the conflict dialog shows what
// differs; "keep mine as a copy" keeps both objects (the copy as a new scene). Nothing reaches the
// public viewer before Publish.
import { mkdirSync } from "node:fs";
import type { Route } from "@playwright/test";
import { memberContext } from "../fixtures/shared-editor";
import { openQrProject } from "../fixtures/scene-editor";
import { expect, test, type Page } from "../fixtures/test";

const SHOTS = process.env.DRAFT_SHOTS_DIR ?? "/tmp/shots-drafts";
const names = (page: Page) => page.getByTestId("object-name");

test("two editors: autosaved drafts, presence, the conflict dialog and 'keep mine as a copy'", async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const owner = await login({ features: ["ar-qr"], locale: "en", name: "Olga Owner" });
  const { projectId } = await openQrProject(page);
  const sceneOf = async () =>
    (await page.request.get(`/api/ar-projects/data/${projectId}`).then((r) => r.json())) as {
      scenes: { id: number; name: string; version: number; data: { name: string }[] }[];
    };
  const sceneId = (await sceneOf()).scenes[0]!.id;

  // The second person: the project is shared with them (accepted), they work in Russian.
  const {
    member,
    context: other,
    page: page2,
  } = await memberContext(browser, baseURL!, {
    projectId,
    features: ["ar-qr"],
    locale: "ru",
    viewport: { width: 1400, height: 800 },
  });
  // The member's saves wait at this gate, so their edit is still based on version 0 when the owner saves.
  let openGate!: () => void;
  const gate = new Promise<void>((r) => (openGate = r));
  await page2.route("**/api/trpc/projects.saveSceneData**", async (route: Route) => {
    await gate;
    await route.continue();
  });
  await page2.goto(`/editor/${projectId}`);
  await expect(page2.getByTestId("scene-editor")).toBeVisible();

  // Presence: the member (who opened second) sees the owner at once, by name and e-mail.
  const seenByMember = page2.getByTestId("presence-editor");
  await expect(seenByMember).toHaveCount(1);
  await expect(seenByMember).toHaveAttribute("data-email", owner.email);
  await expect(seenByMember).toHaveAttribute("title", `Olga Owner <${owner.email}>`);

  // The member adds the marker position (its save held at the gate: "Сохранение…").
  await page2.getByTestId("scene-add").click();
  await page2.getByTestId("add-sceneMarker").click();
  await expect(names(page2)).toHaveText(["Позиция маркера"]);
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "saving");
  await expect(page2.getByTestId("save-state")).toContainText("Сохранение…");

  // The owner adds a cube: saved by itself as a draft, version 1, without publishing.
  await page.getByTestId("scene-add").click();
  await page.getByTestId("add-primitive").click();
  await expect(names(page)).toHaveText(["Cube"]);
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved", { timeout: 15_000 });
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  const afterOwner = (await sceneOf()).scenes[0]!;
  expect([afterOwner.version, afterOwner.data.map((o) => o.name)]).toEqual([1, ["Cube"]]);
  await page
    .getByTestId("ar-editor")
    .locator("header")
    .screenshot({ path: `${SHOTS}/owner-header.png` });

  // The member's held save now goes out based on version 0: refused, and the dialog says what differs.
  openGate();
  const dialog = page2.getByTestId("conflict-dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("heading", { name: "Эту сцену уже сохранил кто-то другой" })).toBeVisible();
  await expect(dialog.getByTestId("conflict-only-mine").getByRole("listitem")).toHaveText(["Позиция маркера"]);
  await expect(dialog.getByTestId("conflict-only-theirs").getByRole("listitem")).toHaveText(["Cube"]);
  await expect(page2.getByTestId("save-state")).toHaveAttribute("data-state", "conflict");
  await page2.screenshot({ path: `${SHOTS}/conflict-ru.png` });
  // Never a silent overwrite: the saved scene is still the owner's.
  expect((await sceneOf()).scenes[0]!.data.map((o) => o.name)).toEqual(["Cube"]);
  // Escape does not make the change vanish unseen.
  await page2.keyboard.press("Escape");
  await expect(dialog).toBeVisible();

  // Keep mine as a copy: both objects are kept, the member's in a new scene that opens.
  await dialog.getByTestId("conflict-keep-copy").click();
  await expect(dialog).toBeHidden();
  await expect(page2.getByRole("tab", { name: "QR Marker (моя копия)" })).toHaveAttribute("aria-selected", "true");
  await expect(names(page2)).toHaveText(["Позиция маркера"]);
  const both = (await sceneOf()).scenes;
  expect(both.map((s) => [s.name, s.data.map((o) => o.name)])).toEqual([
    ["QR Marker", ["Cube"]],
    ["QR Marker (моя копия)", ["Позиция маркера"]],
  ]);

  // The owner sees the member in the header by the next heartbeat, and the new scene's tab.
  const seenByOwner = page.getByTestId("presence-editor");
  await expect(seenByOwner).toHaveAttribute("data-email", member.email, { timeout: 15_000 });
  await expect(page.getByRole("tab", { name: "QR Marker (моя копия)" })).toBeVisible({ timeout: 15_000 });

  // The draft survives a reload, and the phone sees nothing yet (never published).
  await page.reload();
  await expect(page.getByTestId("scene-editor")).toBeVisible();
  await page.getByRole("tab", { name: "QR Marker", exact: true }).click();
  await expect(names(page)).toHaveText(["Cube"]);
  expect((await page.request.get(`/api/public/projects/${projectId}`)).status()).toBe(404);
  await page.screenshot({ path: `${SHOTS}/owner-after-reload.png` });

  // The member closes the tab: the owner's header drops them at its next heartbeat.
  await page2.close();
  await other.close();
  await expect(seenByOwner).toHaveCount(0, { timeout: 15_000 });
  expect(sceneId).toBe(both[0]!.id);
});
