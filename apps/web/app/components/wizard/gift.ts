// The features step's gift choice (editors spec 2, 4 and 9): none, fixed (a link the card opens)
// or client (the recipient's sender chooses). Spec 4: fixed with an empty link becomes none.

export const GIFT_KINDS = ["none", "fixed", "client"] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export type Gift = { present: GiftKind; presentUrl: string };

export function readGift(data: Record<string, unknown>): Gift {
  const present = GIFT_KINDS.includes(data.present as GiftKind) ? (data.present as GiftKind) : "none";
  return { present, presentUrl: typeof data.presentUrl === "string" ? data.presentUrl : "" };
}

/** What is saved: the link only with "fixed", and "fixed" only with a link. */
export function normalizeGift(gift: Gift): Gift {
  const url = gift.presentUrl.trim();
  if (gift.present === "fixed")
    return url ? { present: "fixed", presentUrl: url } : { present: "none", presentUrl: "" };
  return { present: gift.present, presentUrl: "" };
}

/**
 * A non-empty fixed link must be an http(s) address; a bare host gets https:// (people paste
 * "shop.example/gift"). Returns the link to save, or null when it cannot be one.
 */
export function giftLink(input: string): string | null {
  const text = input.trim();
  if (!text) return "";
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}
