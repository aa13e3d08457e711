// The one check for a gift link a card opens: the wish's own link (save-wish.ts) and the
// collection's fixed link (presentUrl: collection-commands.ts when saved, public-card.ts when the
// viewer reads it). Only http(s) with a host: the viewer shows the link as a link, so javascript:,
// data: or intent:// must never reach it, whatever a row written before this check holds.

export const GIFT_LINK_MAX = 2048;

/** An http(s) link, or null when the text cannot be one (javascript:, data:, no host). */
export function httpLink(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
    const out = url.toString();
    return out.length <= GIFT_LINK_MAX ? out : null;
  } catch {
    return null;
  }
}
