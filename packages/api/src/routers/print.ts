import {
  getPrintExport,
  listPrintExports,
  retryPrintExport,
  startPrintExport,
  startPrintExportInput,
} from "@ar/core/print";
import { z } from "zod";
import { printExportDto } from "./outputs/print";
import { authedProcedure, router } from "../trpc/init";

const ZGetPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });

const ZListPrintExportsRequestSchema = z.object({ collectionId: z.number().int().positive() });

const ZRetryPrintExportRequestSchema = z.object({ exportId: z.number().int().positive() });

const ZStartPrintExportRequestSchema = startPrintExportInput;

const getPrintExportRoute = authedProcedure
  .input(ZGetPrintExportRequestSchema)
  .output(printExportDto)
  .query(({ ctx, input }) => getPrintExport({ actor: ctx.user, exportId: input.exportId }));

const listPrintExportsRoute = authedProcedure
  .input(ZListPrintExportsRequestSchema)
  .output(z.array(printExportDto))
  .query(({ ctx, input }) => listPrintExports({ actor: ctx.user, collectionId: input.collectionId }));

/** Render a failed export again (the print dialog's and the saved-files list's retry). */
const retryPrintExportRoute = authedProcedure
  .input(ZRetryPrintExportRequestSchema)
  .output(printExportDto)
  .mutation(({ ctx, input }) => retryPrintExport({ actor: ctx.user, exportId: input.exportId }));

const startPrintExportRoute = authedProcedure
  .input(ZStartPrintExportRequestSchema)
  .output(printExportDto)
  .mutation(({ ctx, input }) => startPrintExport({ actor: ctx.user, input }));

export const printRouter = router({
  start: startPrintExportRoute,
  get: getPrintExportRoute,
  list: listPrintExportsRoute,
  retry: retryPrintExportRoute,
});
