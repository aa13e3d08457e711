import { z } from "zod";
// Field rules live in the core service (so both doors share them); this schema only shapes the call.
export const ZCreatePackRequestSchema = z.object({ type: z.unknown(), name: z.unknown(), authorName: z.unknown().optional() });
