// The public card as GET /api/public/cards/{cardId} answers it: the server's own types
// (packages/core/src/cards/public-card-types.ts, server-free and imported as types only, so the
// viewer's bundle and type check reach no server code), and what this viewer sends back.
import type { Placed, PublicCard } from "@ar/core/cards/public-types";

export type { CardQr, PackItem, Placed, PublicCard, Wish, WishMedia } from "@ar/core/cards/public-types";

/** What the wish form sends: placements without the src the server derives from the item. */
export type PlacedInput = Omit<Placed, "src">;

/** The save body: a field left out keeps its saved value, null clears it (the server's rule). */
export type WishInput = {
  text?: string;
  mediaId?: number | null;
  stickers?: PlacedInput[];
  models?: PlacedInput[];
  giftLink?: string | null;
};

export type SaveWishAnswer = { token: string; editableUntil: string; card: PublicCard };

/** GET /api/public/cards/{cardId}/media/{id}: the media status shape plus the failure code. */
export type MediaStatus = { progress: number; complete: boolean; fileSize: number; failureCode: string | null };
