import { createQrScene } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZCreateQrSceneRequestSchema } from "./create-qr-scene.types";

export const createQrSceneRoute = authedProcedure.input(ZCreateQrSceneRequestSchema).mutation(({ ctx, input }) => createQrScene({ actor: ctx.user, projectId: input.projectId, input }));
