import { listCollections } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListCollectionsRequestSchema } from "./list-collections.types";

export const listCollectionsRoute = authedProcedure.input(ZListCollectionsRequestSchema).query(({ ctx, input }) => listCollections({ actor: ctx.user, input: input ?? {} }));
