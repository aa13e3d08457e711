import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZGetPriceRequestSchema = z.object({ count: z.unknown(), promo: z.unknown().optional() });
