import { z } from "zod";
// Field rules live in the core service (shared by both doors); this only shapes the call.
export const ZCreateCollectionRequestSchema = z.object({ trackingType: z.unknown().optional(), type: z.unknown().optional(), assetPacks: z.unknown().optional(), data: z.unknown().optional() });
