import { getAllStats } from "@ar/core";
import { authedProcedure } from "../../trpc/init";
import { ZGetAllStatsRequestSchema } from "./get-all-stats.types";

export const getAllStatsRoute = authedProcedure
  .input(ZGetAllStatsRequestSchema)
  .query(({ ctx, input }) => getAllStats({ userId: ctx.user.id, days: input?.days }));
