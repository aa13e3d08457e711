// print.part: renders one page range of a split print export (docs/decisions/0030) into a zip
// fragment under the export's folder, and marks the part done (the last part enqueues the
// assembly). Graphile-worker retries a failed part alone; other parts and their stored fragments
// are untouched. A part failing for good (an error retrying cannot help, or its last attempt)
// fails the whole export with the part's code, as an unsplit render would; the owner's retry then
// renders only the parts not yet done.
import type { JobHelpers, Task } from "graphile-worker";
import { failTrackedJob, failureOf } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { finishPrintPart, reportPrintPartProgress, startPrintPart } from "@ar/core/print";
import { getStorage } from "@ar/core/storage";
import { parseJobPayload } from "@ar/jobs";
import { renderPrint } from "../print";
import { runAttempt } from "../run-attempt";
import { progressWriter } from "../support/progress-writer";
import { storeStream } from "../support/stored-stream";
import { loadPrintExport, printRenderFailure } from "./load-print-job";

export const printPartKey = (exportId: number, index: number) => `print-exports/${exportId}/parts/${index}.zipfragment`;

/** Runs `work` as one attempt of a split export's step; a final failure fails the export. */
export async function runPrintStep(
  helpers: JobHelpers,
  exportId: number,
  timeLimitMs: number,
  work: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const log = getLogger().child({
    task: helpers.job.task_identifier,
    printExport: exportId,
    attempt: helpers.job.attempts,
  });
  try {
    await runAttempt(helpers, timeLimitMs, work);
  } catch (cause) {
    const { code, retryable } = failureOf(cause);
    if (retryable && helpers.job.attempts < helpers.job.max_attempts) throw cause;
    if (await failTrackedJob("printExport", exportId, code, { final: true }))
      log.warn({ code, err: cause }, "print export failed for good");
  }
}

export function printPart(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    const { exportId, part: index } = parseJobPayload("print.part", payload);
    const part = await startPrintPart(exportId, index);
    // The export is gone, settled or failed, or this part was done by an earlier attempt.
    if (!part) return;
    await runPrintStep(helpers, exportId, opts.timeLimitMs, async (signal) => {
      const { job } = await loadPrintExport(exportId);
      const storageKey = printPartKey(exportId, index);
      // Part progress counts 0–100 of its pages (the renderer's 0–90 scaled).
      const progress = progressWriter(
        (percent) => reportPrintPartProgress(exportId, index, (percent * 100) / 90),
        () => undefined,
      );
      let entries: unknown;
      const meta = await storeStream(storageKey, "application/octet-stream", signal, async (body) => {
        const result = await renderPrint(job, body, {
          pages: { start: part.firstPage, end: part.firstPage + part.pageCount },
          onProgress: progress.report,
          signal,
        }).catch((e: unknown) => Promise.reject(printRenderFailure(e)));
        entries = result.entries;
      });
      await progress.settled();
      if (!(await finishPrintPart(exportId, index, { storageKey, entries, size: meta.size })))
        await getStorage().delete(storageKey);
    });
  };
}
