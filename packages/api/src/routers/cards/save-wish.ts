import { saveWish, WISH_TOKEN_HEADER } from "@ar/core";
import { crossSiteProcedure } from "../../trpc/init";
import { ZSaveWishRequestSchema } from "./save-wish.types";

/**
 * The card viewer saves a wish: anonymous and cross-site by design (the viewer may be served from
 * the cards' own domain), so no Origin check; the card id, the wish token and the per-client limit
 * guard it instead.
 */
export const saveWishRoute = crossSiteProcedure
  .input(ZSaveWishRequestSchema)
  .mutation(({ ctx, input: { cardId, ...wish } }) =>
    saveWish({ cardId, input: wish, wishToken: ctx.request.headers.get(WISH_TOKEN_HEADER), visitor: { ip: ctx.ip, userAgent: ctx.request.headers.get("user-agent") ?? "" } }),
  );
