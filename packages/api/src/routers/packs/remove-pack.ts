import { removePackFromUser } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZRemovePackRequestSchema } from "./remove-pack.types";

export const removePackRoute = featureProcedure("wishes").input(ZRemovePackRequestSchema).mutation(({ ctx, input }) => removePackFromUser({ actor: ctx.user, packId: input.packId }));
