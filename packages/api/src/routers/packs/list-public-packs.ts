import { listPublicPacks } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZListPublicPacksRequestSchema } from "./list-public-packs.types";

export const listPublicPacksRoute = featureProcedure("wishes").input(ZListPublicPacksRequestSchema).query(({ ctx, input }) => listPublicPacks({ actor: ctx.user, input: input ?? {} }));
