import { ensureTestCard } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZEnsureTestCardRequestSchema } from "./ensure-test-card.types";

export const ensureTestCardRoute = authedProcedure.input(ZEnsureTestCardRequestSchema).mutation(({ ctx, input }) => ensureTestCard({ actor: ctx.user, collectionId: input.collectionId }));
