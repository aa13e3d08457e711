import { addProjectUser } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZAddProjectUserRequestSchema } from "./add-project-user.types";

export const addProjectUserRoute = authedProcedure.input(ZAddProjectUserRequestSchema).mutation(({ ctx, input }) => addProjectUser({ actor: ctx.user, projectId: input.projectId, input }));
