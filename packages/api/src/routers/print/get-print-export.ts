import { getPrintExport } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetPrintExportRequestSchema } from "./get-print-export.types";

export const getPrintExportRoute = authedProcedure
  .input(ZGetPrintExportRequestSchema)
  .query(({ ctx, input }) => getPrintExport({ actor: ctx.user, exportId: input.exportId }));
