import { listArkitProjects } from "@ar/core";
import { authedProcedure } from "../../trpc/init";

export const listArkitProjectsRoute = authedProcedure.query(({ ctx }) => listArkitProjects({ actor: ctx.user }));
