import { publishProject } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZPublishProjectRequestSchema } from "./publish-project.types";

export const publishProjectRoute = authedProcedure.input(ZPublishProjectRequestSchema).mutation(({ ctx, input }) => publishProject({ actor: ctx.user, projectId: input.projectId }));
