import { buyCards } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZBuyCardsRequestSchema } from "./buy-cards.types";

export const buyCardsRoute = authedProcedure.input(ZBuyCardsRequestSchema).mutation(({ ctx, input }) => buyCards({ actor: ctx.user, collectionId: input.collectionId, input: { count: input.count, promo: input.promo, orderId: input.orderId } }));
