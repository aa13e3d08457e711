import { resetCard } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZResetCardRequestSchema } from "./reset-card.types";

/** The collection's owner (or an admin) empties a printed card so it can be filled again. */
export const resetCardRoute = authedProcedure.input(ZResetCardRequestSchema).mutation(({ ctx, input }) => resetCard({ actor: ctx.user, collectionId: input.collectionId, cardId: input.cardId }));
