import { createCollection } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZCreateCollectionRequestSchema } from "./create-collection.types";

export const createCollectionRoute = authedProcedure.input(ZCreateCollectionRequestSchema).mutation(({ ctx, input }) => createCollection({ actor: ctx.user, input }));
