import { deleteArkitProject, listArkitProjects } from "@ar/core/arkit";
import { z } from "zod";
import { featureProcedure, router } from "../trpc/init";
import { arkitProjectDto } from "./outputs/arkit";
import { okAnswer } from "./outputs/common";

const ZDeleteArkitProjectRequestSchema = z.object({ projectId: z.number().int().positive() });

const deleteArkitProjectRoute = featureProcedure("arkit")
  .input(ZDeleteArkitProjectRequestSchema)
  .output(okAnswer)
  .mutation(({ ctx, input }) => deleteArkitProject({ actor: ctx.user, projectId: input.projectId }));

const listArkitProjectsRoute = featureProcedure("arkit")
  .output(z.array(arkitProjectDto))
  .query(({ ctx }) => listArkitProjects({ actor: ctx.user }));

// Creating and updating carry a GLB file, so they are REST-only (docs/decisions/0007).
export const arkitRouter = router({ list: listArkitProjectsRoute, remove: deleteArkitProjectRoute });
