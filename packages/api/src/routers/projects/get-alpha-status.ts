import { getAlphaEncodeStatus } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetAlphaStatusRequestSchema } from "./get-alpha-status.types";

export const getAlphaStatusRoute = authedProcedure.input(ZGetAlphaStatusRequestSchema).query(({ ctx, input }) => getAlphaEncodeStatus({ actor: ctx.user, processId: input.processId }));
