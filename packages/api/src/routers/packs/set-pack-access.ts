import { setPackAccess } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZSetPackAccessRequestSchema } from "./set-pack-access.types";

export const setPackAccessRoute = authedProcedure.input(ZSetPackAccessRequestSchema).mutation(({ ctx, input }) => setPackAccess({ actor: ctx.user, packId: input.packId, input }));
