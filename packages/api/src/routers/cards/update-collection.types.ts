import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZUpdateCollectionRequestSchema = z.object({ collectionId: z.number().int().positive(), trackingType: z.unknown().optional(), type: z.unknown().optional(), assetPacks: z.unknown().optional(), data: z.unknown().optional() });
