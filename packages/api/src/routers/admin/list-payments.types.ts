import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZListPaymentsRequestSchema = z.object({ page: z.unknown().optional(), onlySuccess: z.unknown().optional() }).optional();
