import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZListAccountsRequestSchema = z.object({ search: z.unknown().optional(), page: z.unknown().optional() }).optional();
