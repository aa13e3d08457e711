import { deletePack } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZDeletePackRequestSchema } from "./delete-pack.types";

export const deletePackRoute = authedProcedure.input(ZDeletePackRequestSchema).mutation(({ ctx, input }) => deletePack({ actor: ctx.user, packId: input.packId }));
