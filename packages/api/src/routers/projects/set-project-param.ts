import { setProjectParam } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZSetProjectParamRequestSchema } from "./set-project-param.types";

export const setProjectParamRoute = authedProcedure.input(ZSetProjectParamRequestSchema).mutation(({ ctx, input }) => setProjectParam({ actor: ctx.user, projectId: input.projectId, param: input.param, input: { value: input.value } }));
