// Render a failed print export again (the print dialog's and the saved-files list's retry): the
// collection's owner (or an admin), as for starting one. Only a failed export restarts (409
// otherwise), with a fresh set of attempts; the cards and options stay those it was started with.
import { withTransaction } from "@ar/db";
import { enqueue } from "@ar/jobs";
import { AppError } from "../errors/app-error";
import { requeueTrackedJob, trackedJobKey } from "../jobs/tracked-jobs";
import type { Actor } from "../auth/actor";
import { findPrintExportFor } from "./get-print-exports";
import { toPrintExportDto, type PrintExportDto } from "./print-export-dto";
import { PRINT_RENDER_ATTEMPTS } from "./start-print-export";

export async function retryPrintExport(opts: { actor: Actor; exportId: number }): Promise<PrintExportDto> {
  const row = await findPrintExportFor(opts.actor, opts.exportId);
  return withTransaction(async (tx) => {
    if (!(await requeueTrackedJob(tx, "printExport", row.id)))
      throw new AppError("CONFLICT", "Only a failed export can be retried");
    await enqueue(
      tx,
      "print.render",
      { exportId: row.id },
      { jobKey: trackedJobKey("printExport", row.id), maxAttempts: PRINT_RENDER_ATTEMPTS },
    );
    return toPrintExportDto(await tx.printExport.findUniqueOrThrow({ where: { id: row.id } }));
  });
}
