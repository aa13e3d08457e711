// The public card as GET /api/public/cards/{cardId} answers it (packages/core/src/cards/public-card.ts). The server owns the
// shape; this copy exists because the viewer bundle imports none of the server packages.

export type PackItem = { id: number; src: string; previewSrc: string | null; packName: string };

/**
 * An item placed on the card face. x, y: its centre as a fraction of the card's width / height
 * from the top-left corner; scale: its width as a fraction of the card width; rotation: radians,
 * clockwise on the card.
 */
export type Placed = { itemId: number; src: string; x: number; y: number; scale: number; rotation: number };

export type WishMedia = { kind: "video" | "image"; src: string; width: number | null; height: number | null };

export type Wish = {
  text: string | null;
  media: WishMedia | null;
  stickers: Placed[];
  models: Placed[];
  giftLink: string | null;
  filledAt: string;
};

/** The printed QR square (quiet zone included) on one face of the card, in mm from the face's top-left. */
export type CardQr = { side: "front" | "back"; xMm: number; yMm: number; sizeMm: number };

export type PublicCard = {
  id: string;
  state: "empty" | "filled";
  tracking: "qr" | "image";
  isTest: boolean;
  v2: boolean;
  card: {
    widthMm: number;
    heightMm: number;
    frontSrc: string | null;
    backSrc: string | null;
    frontTarget?: string | null;
    qr: CardQr | null;
  };
  wish: Wish | null;
  gift: { mode: "none" | "fixed" | "client"; link: string | null };
  packs: { stickers: PackItem[]; models: PackItem[] };
  editable: boolean;
  editableUntil: string | null;
};

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
