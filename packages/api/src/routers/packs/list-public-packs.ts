import { listPublicPacks } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListPublicPacksRequestSchema } from "./list-public-packs.types";

export const listPublicPacksRoute = authedProcedure.input(ZListPublicPacksRequestSchema).query(({ ctx, input }) => listPublicPacks({ actor: ctx.user, input: input ?? {} }));
