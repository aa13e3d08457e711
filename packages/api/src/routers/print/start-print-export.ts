import { startPrintExport } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZStartPrintExportRequestSchema } from "./start-print-export.types";

export const startPrintExportRoute = authedProcedure
  .input(ZStartPrintExportRequestSchema)
  .mutation(({ ctx, input }) => startPrintExport({ actor: ctx.user, input }));
