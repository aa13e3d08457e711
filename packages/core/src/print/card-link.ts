// The link a card's QR code encodes, in one place for the QR image (GET /api/qr/{cardId}) and the
// printed sheets, so a printed card opens what the check step showed: the base of the card's
// viewer (v2 collections: GET /api/urls' wishesV2, classic: wishes) with its host replaced by the
// collection's domain when one is saved (as GET /api/urls?domain= builds it), then /{cardId}.
import { AppError } from "../errors/app-error";
import { viewerBases } from "../cards/get-urls";

const HOST = /^[a-z0-9.-]+\.[a-z]{2,63}$/i;

/** The saved domain as a bare host (older rows may hold https://host/…), or throws a field error. */
function hostOf(domain: string): string {
  const host = domain.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/[/?#].*$/, "");
  if (!HOST.test(host)) throw new AppError("BAD_REQUEST", "Invalid domain", { fields: { domain: "invalid" } });
  return host;
}

/** The viewer base of a card link: `https://{domain}{base path}` with a domain, else the base. */
export function cardLinkBase(opts: { v2: boolean; domain?: string | null }): string {
  const bases = viewerBases();
  const base = opts.v2 ? bases.wishesV2 : bases.wishes;
  if (!opts.domain) return base;
  return `https://${hostOf(opts.domain)}${new URL(base).pathname.replace(/\/+$/, "")}`;
}

export function cardLink(opts: { cardId: string; v2: boolean; domain?: string | null }): string {
  return `${cardLinkBase(opts)}/${opts.cardId}`;
}
