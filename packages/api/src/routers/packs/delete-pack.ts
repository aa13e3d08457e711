import { deletePack } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZDeletePackRequestSchema } from "./delete-pack.types";

export const deletePackRoute = featureProcedure("wishes").input(ZDeletePackRequestSchema).mutation(({ ctx, input }) => deletePack({ actor: ctx.user, packId: input.packId }));
