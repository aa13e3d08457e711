import { listMyPacks } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListMyPacksRequestSchema } from "./list-my-packs.types";

export const listMyPacksRoute = authedProcedure.input(ZListMyPacksRequestSchema).query(({ ctx, input }) => listMyPacks({ actor: ctx.user, input: input ?? {} }));
