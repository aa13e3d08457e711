import { listProjects } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListProjectsRequestSchema } from "./list-projects.types";

export const listProjectsRoute = authedProcedure.input(ZListProjectsRequestSchema).query(({ ctx, input }) => listProjects({ actor: ctx.user, type: input.type }));
