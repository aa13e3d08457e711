import { updatePack } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZUpdatePackRequestSchema } from "./update-pack.types";

export const updatePackRoute = authedProcedure.input(ZUpdatePackRequestSchema).mutation(({ ctx, input }) => updatePack({ actor: ctx.user, packId: input.packId, input }));
