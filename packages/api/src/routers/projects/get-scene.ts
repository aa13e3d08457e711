import { getScene } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetSceneRequestSchema } from "./get-scene.types";

export const getSceneRoute = authedProcedure.input(ZGetSceneRequestSchema).query(({ ctx, input }) => getScene({ actor: ctx.user, sceneId: input.sceneId }));
