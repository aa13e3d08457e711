import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZListAuditRequestSchema = z.object({ targetType: z.string().max(40).optional(), targetId: z.number().int().positive().optional() }).optional();
