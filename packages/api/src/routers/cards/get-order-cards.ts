import { getOrderCards } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetOrderCardsRequestSchema } from "./get-order-cards.types";

export const getOrderCardsRoute = authedProcedure.input(ZGetOrderCardsRequestSchema).query(({ ctx, input }) => getOrderCards({ actor: ctx.user, orderId: input.orderId }));
