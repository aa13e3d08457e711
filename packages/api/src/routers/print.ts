import { getPrintExport, listPrintExports, retryPrintExport, startPrintExport, startPrintExportInput } from "@ar/core";
import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";

const ZGetPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });

const ZListPrintExportsRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZRetryPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });

const ZStartPrintExportRequestSchema = startPrintExportInput;

const getPrintExportRoute = authedProcedure
  .input(ZGetPrintExportRequestSchema)
  .query(({ ctx, input }) => getPrintExport({ actor: ctx.user, exportId: input.exportId }));

const listPrintExportsRoute = authedProcedure
  .input(ZListPrintExportsRequestSchema)
  .query(({ ctx, input }) => listPrintExports({ actor: ctx.user, collectionId: input.collectionId }));

/** Render a failed export again (the print dialog's and the saved-files list's retry). */
const retryPrintExportRoute = authedProcedure
  .input(ZRetryPrintExportRequestSchema)
  .mutation(({ ctx, input }) => retryPrintExport({ actor: ctx.user, exportId: input.exportId }));

const startPrintExportRoute = authedProcedure
  .input(ZStartPrintExportRequestSchema)
  .mutation(({ ctx, input }) => startPrintExport({ actor: ctx.user, input }));

export const printRouter = router({
  start: startPrintExportRoute,
  get: getPrintExportRoute,
  list: listPrintExportsRoute,
  retry: retryPrintExportRoute,
});
