import { getCollection } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetCollectionRequestSchema } from "./get-collection.types";

export const getCollectionRoute = authedProcedure.input(ZGetCollectionRequestSchema).query(({ ctx, input }) => getCollection({ actor: ctx.user, collectionId: input.collectionId }));
