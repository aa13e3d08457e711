import { renameScene } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZRenameSceneRequestSchema } from "./rename-scene.types";

export const renameSceneRoute = authedProcedure.input(ZRenameSceneRequestSchema).mutation(({ ctx, input }) => renameScene({ actor: ctx.user, sceneId: input.sceneId, input }));
