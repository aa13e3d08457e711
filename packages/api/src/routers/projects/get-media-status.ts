import { getMediaStatus } from "@ar/core";
import { publicProcedure } from "../../trpc/init";
import { ZGetMediaStatusRequestSchema } from "./get-media-status.types";

export const getMediaStatusRoute = publicProcedure.input(ZGetMediaStatusRequestSchema).query(({ input }) => getMediaStatus({ assetId: input.assetId }));
