// print.render: renders one PrintExport to storage, under the job-state rules of tracked-task.ts
// (queued → rendering → done, or error with a failure code; never exception text, which can
// carry library internals). The output is written under a fixed key and only becomes visible
// when complete, so a retried or killed job never leaves half a file behind. Progress climbs to
// 90 while rendering, 100 stored. A design that is gone or unreadable fails at once: rendering
// it again would not bring it back. An image export over PRINT_PART_PAGES pages is not rendered
// here: it is handed to print.part jobs and print.assemble (print-part.ts, docs/decisions/0030).
import { getServerEnv } from "@ar/config";
import { getLogger } from "@ar/core/log";
import { hasPrintParts, planPrintParts } from "@ar/core/print";
import { printPageCount, renderPrint, splitPages } from "../print";
import { storeStream } from "../support/stored-stream";
import type { TrackedTaskSpec } from "../tracked-task";
import { exportFile, loadPrintExport, printRenderFailure } from "./load-print-job";

export const printRender: TrackedTaskSpec<"print.render", "printExport"> = {
  job: "print.render",
  kind: "printExport",
  idOf: (p) => p.exportId,
  async run(exportId, { signal, progress, helpers }) {
    const { job, options, collectionId, kind } = await loadPrintExport(exportId);
    const cards = job.cards;

    // A big image export is rendered by parts that any worker takes (docs/decisions/0030); one
    // split before (the owner's retry) keeps its parts, the ones already rendered included.
    if (kind === "zip") {
      const pages = await printPageCount(job).catch((e: unknown) => Promise.reject(printRenderFailure(e)));
      const partPages = getServerEnv().PRINT_PART_PAGES;
      if (pages > partPages || (await hasPrintParts(exportId))) {
        const next = await planPrintParts(exportId, splitPages(pages, partPages));
        getLogger().info({ exportId, pages, partPages, next }, "print export split into parts");
        return { handedOff: true };
      }
    }

    const { storageKey, fileName, contentType } = exportFile(exportId, collectionId, kind);
    // At the time limit the half-written upload is aborted (the storage drivers discard it).
    const meta = await storeStream(storageKey, contentType, signal, async (body) => {
      await renderPrint(job, body, {
        onProgress: (p) => progress(Math.min(90, p)),
        format: options.format,
        bleed: options.bleed,
        signal,
      }).catch((e: unknown) => Promise.reject(printRenderFailure(e)));
      body.end();
    });
    getLogger().info(
      { exportId, cards: cards.length, bytes: meta.size, attempt: helpers.job.attempts },
      "print export stored",
    );
    return { result: { storageKey, fileName, contentType, size: BigInt(meta.size) }, written: [storageKey] };
  },
};
