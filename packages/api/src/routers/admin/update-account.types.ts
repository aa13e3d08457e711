import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZUpdateAccountRequestSchema = z.object({ userId: z.number().int().positive() }).passthrough();
