import { saveSceneData } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZSaveSceneDataRequestSchema } from "./save-scene-data.types";

export const saveSceneDataRoute = authedProcedure.input(ZSaveSceneDataRequestSchema).mutation(({ ctx, input }) => saveSceneData({ actor: ctx.user, sceneId: input.sceneId, input }));
