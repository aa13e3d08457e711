import { getAllStats } from "@ar/core/stats";
import { z } from "zod";
import { authedProcedure, router } from "../trpc/init";
import { allStats } from "./outputs/stats";

const ZGetAllStatsRequestSchema = z.object({ days: z.number().int().min(1).max(366).optional() }).optional();

const getAllStatsRoute = authedProcedure
  .input(ZGetAllStatsRequestSchema)
  .output(allStats)
  .query(({ ctx, input }) => getAllStats({ userId: ctx.user.id, days: input?.days }));

export const statsRouter = router({ all: getAllStatsRoute });
