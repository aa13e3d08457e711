// The public card as GET /api/public/cards/{cardId} answers it (built by public-card.ts). Types
// only and server-free: the card viewer imports them (`@ar/core/cards/public-types`, type-only),
// so its bundle and its type check reach nothing of the server.

export type PackItem = { id: number; src: string; previewSrc: string | null; packName: string };

/**
 * An item placed on the card face. x, y: its centre as a fraction of the card's width / height
 * from the top-left corner; scale: its width as a fraction of the card width; rotation: radians,
 * clockwise on the card.
 */
export type Placed = { itemId: number; src: string; x: number; y: number; scale: number; rotation: number };

export type GiftMode = "none" | "fixed" | "client";

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
    /** Image-tracked cards: the front design's prepared tracking target (null until the worker made it). */
    frontTarget: string | null;
    qr: CardQr | null;
  };
  wish: Wish | null;
  gift: { mode: GiftMode; link: string | null };
  packs: { stickers: PackItem[]; models: PackItem[] };
  editable: boolean;
  editableUntil: string | null;
};
