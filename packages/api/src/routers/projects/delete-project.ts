import { deleteProject } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZDeleteProjectRequestSchema } from "./delete-project.types";

export const deleteProjectRoute = authedProcedure.input(ZDeleteProjectRequestSchema).mutation(({ ctx, input }) => deleteProject({ actor: ctx.user, projectId: input.projectId }));
