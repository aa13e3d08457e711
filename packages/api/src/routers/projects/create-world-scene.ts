import { createWorldScene } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZCreateWorldSceneRequestSchema } from "./create-world-scene.types";

export const createWorldSceneRoute = authedProcedure.input(ZCreateWorldSceneRequestSchema).mutation(({ ctx, input }) => createWorldScene({ actor: ctx.user, projectId: input.projectId, input }));
