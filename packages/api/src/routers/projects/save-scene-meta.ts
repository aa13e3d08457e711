import { saveSceneMeta } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZSaveSceneMetaRequestSchema } from "./save-scene-meta.types";

export const saveSceneMetaRoute = authedProcedure.input(ZSaveSceneMetaRequestSchema).mutation(({ ctx, input }) => saveSceneMeta({ actor: ctx.user, sceneId: input.sceneId, input }));
