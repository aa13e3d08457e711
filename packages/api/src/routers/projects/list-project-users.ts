import { listProjectUsers } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListProjectUsersRequestSchema } from "./list-project-users.types";

export const listProjectUsersRoute = authedProcedure.input(ZListProjectUsersRequestSchema).query(({ ctx, input }) => listProjectUsers({ actor: ctx.user, projectId: input.projectId }));
