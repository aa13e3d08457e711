import { updateCollection } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZUpdateCollectionRequestSchema } from "./update-collection.types";

export const updateCollectionRoute = authedProcedure.input(ZUpdateCollectionRequestSchema).mutation(({ ctx, input }) => updateCollection({ actor: ctx.user, collectionId: input.collectionId, input: { ...input, collectionId: undefined } }));
