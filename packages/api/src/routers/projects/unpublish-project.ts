import { unpublishProject } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZUnpublishProjectRequestSchema } from "./unpublish-project.types";

export const unpublishProjectRoute = authedProcedure.input(ZUnpublishProjectRequestSchema).mutation(({ ctx, input }) => unpublishProject({ actor: ctx.user, projectId: input.projectId }));
