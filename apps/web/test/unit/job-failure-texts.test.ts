// A job that failed shows why, in the interface's language (issue 19 §2): the server sends a
// failure code (never exception text), the screens translate it from @ar/i18n `jobs.failures`.
// The upload panel is rendered for real (react-dom/server) from what the media poll reports.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_FAILURE_CODES } from "@ar/core/jobs";
import { en, ru } from "@ar/i18n";
import { i18nConfig } from "../../app/i18n/config";
import { jobFailureKey } from "../../app/lib/job-failure";
import { MediaFailedError, pollMedia } from "../../app/components/ar-projects/media-poll";
import type { MediaStatus } from "../../app/components/ar-projects/projects-api";
import { uploadErrorMessage, type UploadEntry } from "../../app/components/ar-projects/use-asset-uploads";
import { UploadPanel } from "../../app/components/ar-projects/upload-panel";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "ru" });
});

async function panel(lng: "ru" | "en", entries: UploadEntry[]): Promise<string> {
  await i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(UploadPanel, { entries, onClear: () => undefined, onRetry: () => undefined }),
    ),
  );
}

/** What the editors' poll makes of a worker that retried once, then failed the asset for good. */
async function failedUpload(answers: MediaStatus[]): Promise<{ error: unknown; retrying: boolean[] }> {
  const retrying: boolean[] = [];
  const error = await pollMedia(7, {
    signal: new AbortController().signal,
    onProgress: (_percent, r) => retrying.push(r),
    fetchStatus: async () => answers.shift()!,
    wait: async () => undefined,
  }).catch((e: unknown) => e);
  return { error, retrying };
}

describe("job failure texts", () => {
  it("every failure code has its text in both languages", () => {
    const t = i18n.getFixedT;
    for (const code of JOB_FAILURE_CODES) {
      expect(t("en")(jobFailureKey(code))).toBe(en.jobs.failures[code]);
      expect(t("ru")(jobFailureKey(code))).toBe(ru.jobs.failures[code]);
    }
    // No code (a failure from before codes existed) or a malformed one reads as INTERNAL.
    expect(jobFailureKey(null)).toBe("jobs.failures.INTERNAL");
    expect(jobFailureKey("Input buffer contains unsupported image format")).toBe("jobs.failures.INTERNAL");
  });

  it("the upload panel shows a failed compression's reason, translated, with a retry; and 'retrying' while the worker tries again", async () => {
    const { error, retrying } = await failedUpload([
      { progress: 20, complete: false, failed: false, retrying: false, failureCode: null, fileSize: 10 },
      { progress: 0, complete: false, failed: false, retrying: true, failureCode: "INTERNAL", fileSize: 10 },
      { progress: 0, complete: false, failed: true, retrying: false, failureCode: "INVALID_INPUT", fileSize: 10 },
    ]);
    expect(retrying).toEqual([false, true, false]);
    expect(error).toBeInstanceOf(MediaFailedError);
    const failed: UploadEntry = {
      key: "a1",
      name: "clip.webm",
      size: 10,
      phase: "error",
      percent: 0,
      assetId: 7,
      error: uploadErrorMessage(error),
      retryable: true,
    };

    const ruHtml = await panel("ru", [failed]);
    expect(ruHtml).toContain("Файл повреждён или его формат не удаётся обработать.");
    expect(ruHtml).toContain(">Повторить<");
    const enHtml = await panel("en", [failed]);
    expect(enHtml).toContain("The file is damaged or in a format that cannot be processed.");
    expect(enHtml).toContain(">Try again<");
    expect(enHtml).not.toContain("INVALID_INPUT");

    const again: UploadEntry = {
      key: "a2",
      name: "clip.webm",
      size: 10,
      phase: "compressing",
      percent: 0,
      assetId: 7,
      retrying: true,
    };
    expect(await panel("ru", [again])).toContain("Попытка не удалась, пробуем ещё раз…");
  });

  it("a timed-out compression says so", async () => {
    const { error } = await failedUpload([
      { progress: 3, complete: false, failed: true, retrying: false, failureCode: "TIMEOUT", fileSize: 10 },
    ]);
    const entry: UploadEntry = {
      key: "a3",
      name: "long.mp4",
      size: 10,
      phase: "error",
      percent: 3,
      assetId: 8,
      error: uploadErrorMessage(error),
      retryable: true,
    };
    expect(await panel("ru", [entry])).toContain(ru.jobs.failures.TIMEOUT);
    expect(await panel("en", [entry])).toContain("Processing took too long and was stopped.");
  });
});
