import { getWishMediaStatus } from "@ar/core";
import { crossSiteProcedure } from "../../trpc/init";
import { ZGetWishMediaStatusRequestSchema } from "./get-wish-media-status.types";

/** Progress of a wish video's compression, polled by the card viewer (anonymous; the card id is the secret). */
export const getWishMediaStatusRoute = crossSiteProcedure
  .input(ZGetWishMediaStatusRequestSchema)
  .query(({ ctx, input }) => getWishMediaStatus({ cardId: input.cardId, mediaId: input.mediaId, ip: ctx.ip }));
