import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZRecordCardEventRequestSchema = z.object({ cardId: z.string().min(1).max(64), event: z.enum(["view", "use"]) });
