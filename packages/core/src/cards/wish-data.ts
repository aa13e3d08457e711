// The wish as stored in Card.wish (JSON) and read back. Placed items keep the storage key of the
// pack item they show, so the card keeps showing what was placed even if the pack changes later
// (the key's public file belongs to the card, see card-public-files.ts).
import { z } from "zod";

export const storedPlacedSchema = z.object({
  itemId: z.number().int(),
  key: z.string(),
  x: z.number(),
  y: z.number(),
  scale: z.number(),
  rotation: z.number(),
});
export type StoredPlaced = z.infer<typeof storedPlacedSchema>;

export const storedWishSchema = z.object({
  text: z.string().nullable(),
  mediaId: z.number().int().nullable(),
  stickers: z.array(storedPlacedSchema),
  models: z.array(storedPlacedSchema),
  giftLink: z.string().nullable(),
  filledAt: z.string(),
});
export type StoredWish = z.infer<typeof storedWishSchema>;

/** The stored wish, or null for an empty card (or a value this version cannot read). */
export function readStoredWish(value: unknown): StoredWish | null {
  if (value === null || value === undefined) return null;
  const parsed = storedWishSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
