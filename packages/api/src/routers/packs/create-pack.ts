import { createPack } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZCreatePackRequestSchema } from "./create-pack.types";

export const createPackRoute = authedProcedure.input(ZCreatePackRequestSchema).mutation(({ ctx, input }) => createPack({ actor: ctx.user, input }));
