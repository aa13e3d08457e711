import { deleteScene } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZDeleteSceneRequestSchema } from "./delete-scene.types";

export const deleteSceneRoute = authedProcedure.input(ZDeleteSceneRequestSchema).mutation(({ ctx, input }) => deleteScene({ actor: ctx.user, sceneId: input.sceneId }));
