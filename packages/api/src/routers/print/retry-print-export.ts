import { retryPrintExport } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZRetryPrintExportRequestSchema } from "./retry-print-export.types";

/** Render a failed export again (the print dialog's and the saved-files list's retry). */
export const retryPrintExportRoute = authedProcedure
  .input(ZRetryPrintExportRequestSchema)
  .mutation(({ ctx, input }) => retryPrintExport({ actor: ctx.user, exportId: input.exportId }));
