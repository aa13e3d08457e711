import { createPack } from "@ar/core";
import { featureProcedure } from "../../trpc/init";
import { ZCreatePackRequestSchema } from "./create-pack.types";

export const createPackRoute = featureProcedure("wishes").input(ZCreatePackRequestSchema).mutation(({ ctx, input }) => createPack({ actor: ctx.user, input }));
