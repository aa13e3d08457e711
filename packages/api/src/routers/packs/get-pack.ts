import { getPackForUser } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZGetPackRequestSchema } from "./get-pack.types";

export const getPackRoute = featureProcedure("wishes").input(ZGetPackRequestSchema).mutation(({ ctx, input }) => getPackForUser({ actor: ctx.user, packId: input.packId }));
