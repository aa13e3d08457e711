import { listPrintExports } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListPrintExportsRequestSchema } from "./list-print-exports.types";

export const listPrintExportsRoute = authedProcedure
  .input(ZListPrintExportsRequestSchema)
  .query(({ ctx, input }) => listPrintExports({ actor: ctx.user, collectionId: input.collectionId }));
