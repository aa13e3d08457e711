import { updatePack } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZUpdatePackRequestSchema } from "./update-pack.types";

export const updatePackRoute = featureProcedure("wishes").input(ZUpdatePackRequestSchema).mutation(({ ctx, input }) => updatePack({ actor: ctx.user, packId: input.packId, input }));
