// print.assemble: the last step of a split print export (docs/decisions/0030, 0043). The parts'
// stored zip fragments already hold every entry, in page order; the assembly writes only the
// zip's central directory (ZIP64 past 4 GiB) under the export's fixed key and marks the export
// done and `composed`: the download serves the fragments followed by it, one valid zip, so the
// gigabytes are never copied (that copy was serial, ≈4 s/GB on one core, and kept two workers
// from scaling). Nothing is downloadable before this step, and a retried assembly writes the same
// directory again: nothing is rendered twice.
import type { Task } from "graphile-worker";
import { getDb } from "@ar/db";
import { finishTrackedJob, JobFailure, reportTrackedProgress } from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { printPartsOf } from "@ar/core/print";
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
      if (parts.length === 0 || parts.some((p) => !p.done || !p.storageKey || p.size === null))
        throw new JobFailure("INTERNAL", { retryable: false, detail: "assembly before every part was stored" });
      // The sizes recorded are what the download will stream: check them against storage once.
      for (const part of parts) {
        const stored = await getStorage().stat(part.storageKey!);
        if (stored?.size !== Number(part.size))
          throw new JobFailure("INTERNAL", { retryable: true, detail: `part ${part.index} is not in storage` });
      }
      const { storageKey, fileName, contentType } = exportFile(exportId, row.collectionId, "zip");
      let total = 0;
      const meta = await storeStream(storageKey, contentType, signal, async (body) => {
        const zip = new ZipSink(body);
        for (const part of parts) {
          zip.skipFragment(Number(part.size), part.entries as ZipEntryMeta[]);
          total += Number(part.size);
        }
        await zip.finish();
      });
      await reportTrackedProgress("printExport", exportId, 99);
      const size = BigInt(total + meta.size);
      if (
        !(await finishTrackedJob("printExport", exportId, { storageKey, fileName, contentType, size, composed: true }))
      )
        return;
      getLogger().info(
        { exportId, parts: parts.length, bytes: Number(size), attempt: helpers.job.attempts },
        "split print export assembled",
      );
    });
  };
}
