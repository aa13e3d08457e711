import { listPackItems } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZListPackItemsRequestSchema } from "./list-pack-items.types";

export const listPackItemsRoute = featureProcedure("wishes").input(ZListPackItemsRequestSchema).query(({ ctx, input }) => listPackItems({ actor: ctx.user, packId: input.packId }));
