import { z } from "zod";
// The wish's own fields and rules (lengths, items, links) live in the core service, shared by both
// doors; they travel beside the card id, as the REST body carries them.
export const ZSaveWishRequestSchema = z.object({ cardId: z.string() }).passthrough();
