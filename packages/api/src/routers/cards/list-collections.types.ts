import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZListCollectionsRequestSchema = z.object({ type: z.unknown().optional(), archived: z.unknown().optional() }).optional();
