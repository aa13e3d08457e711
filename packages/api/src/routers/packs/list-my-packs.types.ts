import { z } from "zod";
// Field rules live in the core service (so both doors share them); this schema only shapes the call.
export const ZListMyPacksRequestSchema = z.object({ type: z.enum(["sticker", "model"]).optional() }).optional();
