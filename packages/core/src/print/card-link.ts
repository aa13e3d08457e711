import { viewerBases } from "../cards/get-urls";

/** The link a card's QR code encodes: {collection domain or the default card base}/{cardId}. */
export function cardLink(cardId: string, domain?: string): string {
  const base = domain ? (/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : viewerBases().wishes;
  return `${base.replace(/\/+$/, "")}/${cardId}`;
}
