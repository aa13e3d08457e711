// The wish being written, from the card's current wish (when this browser may change it) to the
// body of POST …/wish. Pure, so the rules (what counts as empty, which gift link is accepted) are
// unit-tested and match the server's: text ≤ 500, gift link http(s) ≤ 2048, at most 30 items.
import type { Placed, PublicCard, WishInput, WishMedia } from "../types";
import { MAX_PLACED, toInput } from "./placement";

export const MAX_TEXT = 500;
export const MAX_GIFT_LINK = 2048;

export type DraftMedia =
  | { source: "new"; mediaId: number; kind: "video" | "image"; previewUrl: string }
  | { source: "existing"; media: WishMedia };

export type Draft = {
  media: DraftMedia | null;
  text: string;
  stickers: Placed[];
  models: Placed[];
  giftLink: string;
};

export function draftFrom(card: PublicCard): Draft {
  const w = card.wish;
  return {
    media: w?.media ? { source: "existing", media: w.media } : null,
    text: w?.text ?? "",
    stickers: w?.stickers.map((p) => ({ ...p })) ?? [],
    models: w?.models.map((p) => ({ ...p })) ?? [],
    giftLink: w?.giftLink ?? "",
  };
}

/** A gift link the server accepts: http or https, an address with a host, at most 2048 characters. */
export function isGiftLink(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > MAX_GIFT_LINK) return false;
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const placedCount = (d: Draft) => d.stickers.length + d.models.length;

/** Something to show: a video or photo, a word, or a sticker. */
export function isEmpty(d: Draft): boolean {
  return !d.media && d.text.trim() === "" && placedCount(d) === 0;
}

export type DraftProblem = "empty" | "giftLink" | "tooMany" | "textTooLong";

export function draftProblem(d: Draft, giftMode: PublicCard["gift"]["mode"]): DraftProblem | null {
  if (isEmpty(d)) return "empty";
  if ([...d.text.trim()].length > MAX_TEXT) return "textTooLong";
  if (placedCount(d) > MAX_PLACED) return "tooMany";
  if (giftMode === "client" && d.giftLink.trim() !== "" && !isGiftLink(d.giftLink)) return "giftLink";
  return null;
}

/**
 * The save body. A field left out keeps its saved value and null clears it (the server's rule):
 * a media already on the card is left out, a new one is sent by id, a removed one as null. The
 * gift link goes only when the gift is the client's to give (an empty one clears it).
 */
export function toWishInput(d: Draft, giftMode: PublicCard["gift"]["mode"]): WishInput {
  const input: WishInput = { text: d.text.trim(), stickers: toInput(d.stickers), models: toInput(d.models) };
  if (d.media === null) input.mediaId = null;
  else if (d.media.source === "new") input.mediaId = d.media.mediaId;
  if (giftMode === "client") input.giftLink = d.giftLink.trim() || null;
  return input;
}
