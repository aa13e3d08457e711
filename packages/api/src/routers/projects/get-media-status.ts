import { getMediaStatus } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetMediaStatusRequestSchema } from "./get-media-status.types";

export const getMediaStatusRoute = authedProcedure.input(ZGetMediaStatusRequestSchema).query(({ ctx, input }) => getMediaStatus({ actor: ctx.user, assetId: input.assetId }));
