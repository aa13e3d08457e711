import { getProject } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetProjectRequestSchema } from "./get-project.types";

export const getProjectRoute = authedProcedure.input(ZGetProjectRequestSchema).query(({ ctx, input }) => getProject({ actor: ctx.user, projectId: input.projectId }));
