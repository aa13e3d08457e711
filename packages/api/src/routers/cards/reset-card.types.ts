import { z } from "zod";
export const ZResetCardRequestSchema = z.object({ collectionId: z.number().int().positive(), cardId: z.string().min(1).max(200) });
