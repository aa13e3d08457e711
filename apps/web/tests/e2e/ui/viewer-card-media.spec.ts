// The wish flow's media step with real media (issue 20: "record or upload a short video … through
// the media pipeline, with progress"): a file that is neither a video nor a photo is refused with
// the reason and a retry; a video recorded in the page (MediaRecorder on Chromium's fake camera and
// microphone) is uploaded with progress, followed through the worker's compression ("Preparing the
// video… n%") to the end, and saved: the card then holds the compressed MP4.
import { chromium } from "@playwright/test";
import { cardCollection } from "../fixtures/viewer-card";
import { expect, test } from "../fixtures/test";
import { baseUrl, fakeCameraArgs, launchWith } from "../fixtures/viewer";

test("a wrong file is refused with a retry; a video recorded in the page goes through processing and is saved", async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  const user = await login({ features: ["wishes"], locale: "en" });
  const { cardIds } = await cardCollection(page, user.id);
  const cardId = cardIds[0]!;

  // Chromium's own fake camera (a moving test pattern) and microphone (a beep), allowed without a prompt.
  const browser = await chromium.launch(launchWith(fakeCameraArgs({ allow: true })));
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      locale: "en-US",
    });
    const a = await context.newPage();
    await a.goto(`/w/${cardId}`);
    const flow = a.getByTestId("card-wish-flow");

    await a.getByTestId("card-media-input").setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not a picture at all, only text"),
    });
    await expect(flow.getByRole("alert").filter({ hasText: "The file could not be sent:" })).toBeVisible();
    await expect(flow.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(a.getByTestId("card-media-preview")).toHaveCount(0);

    // Record about two seconds.
    await flow.getByRole("button", { name: "Record a video" }).click();
    const start = flow.getByRole("button", { name: "Start recording" });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(flow.getByText(/^\d+ s left$/)).toBeVisible();
    await a.waitForTimeout(2000);
    const phases: string[] = [];
    await a.exposeFunction("notePhase", (text: string) => phases.push(text));
    await a.evaluate(() => {
      const seen = new Set<string>();
      new MutationObserver(() => {
        const text = document.querySelector(".card-progress-text")?.textContent ?? "";
        const kind = text.split("…")[0]!;
        if (text && !seen.has(kind))
          (seen.add(kind), (window as unknown as { notePhase(t: string): void }).notePhase(text));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await flow.getByRole("button", { name: "Stop" }).click();
    await expect(flow.getByText("Ready")).toBeVisible({ timeout: 90_000 });
    await expect(a.getByTestId("card-media-preview")).toBeVisible();
    expect(phases.some((p) => p.startsWith("Uploading…"))).toBe(true);
    expect(phases.some((p) => p.startsWith("Preparing the video…"))).toBe(true);
    await expect(flow.getByRole("button", { name: "Try again" })).toBeHidden();

    await flow.getByRole("button", { name: "Next" }).click();
    await flow.getByRole("button", { name: "Next" }).click();
    await flow.getByRole("button", { name: "Save the card" }).click();
    await expect(a.getByTestId("card-saved")).toBeVisible();
    const card = await (await a.request.get(`/api/public/cards/${cardId}`)).json();
    expect(card.wish.media.kind).toBe("video");
    expect(card.wish.media.src).toMatch(/^\/api\/public\/files\/[0-9a-f]{64}\.mp4$/);
    const head = await a.request.get(card.wish.media.src, { headers: { Range: "bytes=0-99" } });
    expect(head.status()).toBe(206);
    await context.close();
  } finally {
    await browser.close();
  }
});
