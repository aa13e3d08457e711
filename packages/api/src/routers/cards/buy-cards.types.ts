import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZBuyCardsRequestSchema = z.object({ collectionId: z.number().int().positive(), count: z.unknown(), promo: z.unknown().optional(), orderId: z.unknown().optional() });
