import { listCardStats } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZListCardStatsRequestSchema } from "./list-card-stats.types";

export const listCardStatsRoute = authedProcedure.input(ZListCardStatsRequestSchema).query(({ ctx, input }) => listCardStats({ actor: ctx.user, collectionId: input.collectionId }));
