import { listArkitProjects } from "@ar/core";
import { featureProcedure } from "../../trpc/init";

export const listArkitProjectsRoute = featureProcedure("arkit").query(({ ctx }) => listArkitProjects({ actor: ctx.user }));
