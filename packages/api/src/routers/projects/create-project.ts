import { createProject } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZCreateProjectRequestSchema } from "./create-project.types";

export const createProjectRoute = authedProcedure.input(ZCreateProjectRequestSchema).mutation(({ ctx, input }) => createProject({ actor: ctx.user, type: input.type, input }));
