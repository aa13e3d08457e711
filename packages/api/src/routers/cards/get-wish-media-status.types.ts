import { z } from "zod";
export const ZGetWishMediaStatusRequestSchema = z.object({ cardId: z.string(), mediaId: z.number().int().positive().max(2_147_483_647) });
