import { removeCollection } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZRemoveCollectionRequestSchema } from "./remove-collection.types";

export const removeCollectionRoute = authedProcedure.input(ZRemoveCollectionRequestSchema).mutation(({ ctx, input }) => removeCollection({ actor: ctx.user, collectionId: input.collectionId }));
