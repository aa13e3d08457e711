import { z } from "zod";
// Field rules live in the core service (so both doors share them); this schema only shapes the call.
export const ZDeletePackRequestSchema = z.object({ packId: z.number().int().positive() });
