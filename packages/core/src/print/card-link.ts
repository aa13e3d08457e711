// The link a card's QR code encodes, in one place for the QR image (GET /api/qr/{cardId}) and the
// printed sheets, so a printed card opens what the check step showed: the base of the card's
// viewer (v2 collections: GET /api/urls' wishesV2, classic: wishes), on the collection's domain
// when one is saved (@ar/card-layout's cardLinkBaseOn), then /{cardId}.
import { cardLinkBaseOn } from "@ar/card-layout";
import { AppError } from "../errors/app-error";
import { viewerBases } from "../cards/get-urls";

/** The viewer base of a card link, on the domain when there is one; an invalid domain is a field error. */
export function cardLinkBase(opts: { v2: boolean; domain?: string | null }): string {
  const bases = viewerBases();
  const base = cardLinkBaseOn(opts.v2 ? bases.wishesV2 : bases.wishes, opts.domain);
  if (!base.ok) throw new AppError("BAD_REQUEST", base.error, { fields: { domain: "invalid" } });
  return base.value;
}

export function cardLink(opts: { cardId: string; v2: boolean; domain?: string | null }): string {
  return `${cardLinkBase(opts)}/${opts.cardId}`;
}
