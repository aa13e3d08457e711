import { getPublicCard, WISH_TOKEN_HEADER } from "@ar/core";
import { crossSiteProcedure } from "../../trpc/init";
import { ZGetPublicCardRequestSchema } from "./get-public-card.types";

/** The card viewer's one read (issue 20 contract §3): anonymous, no session used; the wish token comes in X-Wish-Token. */
export const getPublicCardRoute = crossSiteProcedure
  .input(ZGetPublicCardRequestSchema)
  .query(({ ctx, input }) => getPublicCard({ cardId: input.cardId, wishToken: ctx.request.headers.get(WISH_TOKEN_HEADER), ip: ctx.ip }));
