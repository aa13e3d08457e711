import { listPackItems } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListPackItemsRequestSchema } from "./list-pack-items.types";

export const listPackItemsRoute = authedProcedure.input(ZListPackItemsRequestSchema).query(({ ctx, input }) => listPackItems({ actor: ctx.user, packId: input.packId }));
