import { z } from "zod";
export const ZGetAllStatsRequestSchema = z.object({ days: z.number().int().min(1).max(366).optional() }).optional();
