// Stored names are rendered as text, never as markup (issue 11): a payload saved as a user name,
// an AR project name, a scene name and a pack name shows literally on the pages that render
// them, creates no element, and runs nothing. (The CSP would also block an inline handler; the
// fixture fails the test on any CSP report, so this proves the escaping itself.)
import { expect, test, type Page } from "../fixtures/test";

const PAYLOAD = `"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

async function expectInert(page: Page) {
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test("an XSS payload stored as names is shown as text and never executes", async ({ page, login }) => {
  test.setTimeout(120_000);
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await login({ features: ["ar-qr", "wishes"], locale: "en", name: PAYLOAD });

  const project = await page.request.post("/api/ar-projects/qr", { data: { name: PAYLOAD } });
  expect(project.status()).toBe(200);
  const projectId = (await project.json()).id as number;
  const scene = await page.request.post(`/api/ar-projects/data/${projectId}/create-qr-scene`, {
    data: { name: PAYLOAD },
  });
  expect(scene.status()).toBe(200);
  const pack = await page.request.post("/api/cards/assets", {
    data: { type: "sticker", name: PAYLOAD, authorName: PAYLOAD },
  });
  expect(pack.status()).toBe(200);

  // The list of QR projects (project card) and the header's user menu (user name).
  await page.goto("/ar-qr");
  await expectInert(page);

  // The editor shell: project name in the header, the scene's tab.
  await page.goto(`/editor/${projectId}`);
  await expect(page.getByRole("tab", { name: PAYLOAD })).toBeVisible({ timeout: 30_000 });
  await expectInert(page);

  // The stickers page: the pack's name and author.
  await page.goto("/cards/stickers");
  await expectInert(page);

  expect(dialogs).toBe(0);
});
