import { generateCards } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGenerateCardsRequestSchema } from "./generate-cards.types";

export const generateCardsRoute = authedProcedure.input(ZGenerateCardsRequestSchema).mutation(({ ctx, input }) => generateCards({ actor: ctx.user, collectionId: input.collectionId, input: { count: input.count, requestId: input.requestId } }));
