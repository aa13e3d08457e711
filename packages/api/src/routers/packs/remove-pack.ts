import { removePackFromUser } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZRemovePackRequestSchema } from "./remove-pack.types";

export const removePackRoute = authedProcedure.input(ZRemovePackRequestSchema).mutation(({ ctx, input }) => removePackFromUser({ actor: ctx.user, packId: input.packId }));
