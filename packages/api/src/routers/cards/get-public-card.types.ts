import { z } from "zod";
// The card id is checked by the core service: an id that cannot be a card's is the same 404 as an unknown one.
export const ZGetPublicCardRequestSchema = z.object({ cardId: z.string() });
