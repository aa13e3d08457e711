// print.assemble: the last step of a split print export (docs/decisions/0030). Joins the parts'
// stored zip fragments in page order into the export's one zip — entries copied byte for byte,
// one central directory written at the end (ZIP64 past 4 GiB) — stores it under the export's
// fixed key and only then marks the export done, so nothing is downloadable before it is whole.
// A retried assembly joins the same stored fragments again: nothing is rendered twice.
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { finishTrackedJob, JobFailure, reportTrackedProgress } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { forgetPrintPartFiles, printPartsOf } from "@ar/core/print";
import { getStorage } from "@ar/core/storage";
import { parseJobPayload } from "@ar/jobs";
import { ZipSink, type ZipEntryMeta } from "../print";
import { exportFile } from "./load-print-job";
import { runPrintStep } from "./print-part";
import { storeStream } from "../support/stored-stream";

export function printAssemble(opts: { timeLimitMs: number }): Task {
  return async (payload, helpers) => {
    const { exportId } = parseJobPayload("print.assemble", payload);
    const row = await getDb().printExport.findUnique({
      where: { id: exportId },
      select: { status: true, collectionId: true },
    });
    if (row?.status !== "rendering") return;
    await runPrintStep(helpers, exportId, opts.timeLimitMs, async (signal) => {
      const parts = await printPartsOf(exportId);
      // Enqueued only by the last part to finish; anything else is a bug, not worth retrying.
      if (parts.length === 0 || parts.some((p) => !p.done || !p.storageKey))
        throw new JobFailure("INTERNAL", { retryable: false, detail: "assembly before every part was stored" });
      const { storageKey, fileName, contentType } = exportFile(exportId, row.collectionId, "zip");
      const meta = await storeStream(storageKey, contentType, signal, async (body) => {
        const zip = new ZipSink(body);
        for (const part of parts) {
          const fragment = await getStorage().get(part.storageKey!);
          if (!fragment)
            throw new JobFailure("INTERNAL", { retryable: true, detail: `part ${part.index} is not in storage` });
          await zip.addFragment(fragment.body, part.entries as ZipEntryMeta[]);
          signal.throwIfAborted();
        }
        await zip.finish();
      });
      await reportTrackedProgress("printExport", exportId, 99);
      if (
        !(await finishTrackedJob("printExport", exportId, {
          storageKey,
          fileName,
          contentType,
          size: BigInt(meta.size),
        }))
      )
        return;
      // The whole is stored and visible: the fragments are no longer needed.
      await Promise.all(parts.map((p) => getStorage().delete(p.storageKey!)));
      await forgetPrintPartFiles(exportId);
      getLogger().info(
        { exportId, parts: parts.length, bytes: meta.size, attempt: helpers.job.attempts },
        "split print export assembled",
      );
    });
  };
}
