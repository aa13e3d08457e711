import { getServerEnv } from "@ar/config";

/** The link a card's QR code encodes: {collection domain or the default card base}/{cardId}. */
export function cardLink(cardId: string, domain?: string): string {
  const env = getServerEnv();
  const base = domain ? (/^https?:\/\//.test(domain) ? domain : `https://${domain}`) : (env.CARD_BASE_URL ?? `${env.APP_URL}/w`);
  return `${base.replace(/\/+$/, "")}/${cardId}`;
}
