import { getPackForUser } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetPackRequestSchema } from "./get-pack.types";

export const getPackRoute = authedProcedure.input(ZGetPackRequestSchema).mutation(({ ctx, input }) => getPackForUser({ actor: ctx.user, packId: input.packId }));
