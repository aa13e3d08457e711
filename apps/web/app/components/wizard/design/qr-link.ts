// Which QR the design canvas draws and which link the QR check measures.
// Printed cards encode {viewer base, on the collection's domain if any}/{16-character card id}
// (packages/core/src/print/card-link.ts, cards/card-id.ts): the check counts modules for a link
// of that length. The canvas draws a real code from the server: the test card's own code once
// the collection has one (the same code the check step shows), else the colour preview of the
// viewer's address (GET /api/qr/preview), both in the chosen colours.
import { cardLinkBaseOn, utf8Length } from "@ar/card-layout";
import type { QrColors } from "./design-state";

/** Length of a card id (core's newCardId). */
export const CARD_ID_LENGTH = 16;

/** The base of printed card links: the viewer's, on the collection's own domain when it has one (the rule core prints by). */
export function cardLinkBase(viewerBase: string | null | undefined, domain: unknown): string | null {
  if (!viewerBase) return null;
  const base = cardLinkBaseOn(viewerBase, typeof domain === "string" ? domain : null);
  return base.ok ? base.value : null; // a domain the server would refuse to print on measures nothing
}

/** UTF-8 bytes of a printed card link on this base. */
export function cardLinkBytes(base: string): number {
  return utf8Length(base) + 1 + CARD_ID_LENGTH;
}

/** The image the canvas and the QR dialog show. */
export function qrImageSrc(opts: { colors: QrColors; testCardId: string | null; base: string | null }): string {
  const q = new URLSearchParams({ "dark-color": opts.colors.dark, "light-color": opts.colors.light });
  if (opts.testCardId) {
    q.set("type", "wishes_v2");
    return `/api/qr/${encodeURIComponent(opts.testCardId)}.png?${q.toString()}`;
  }
  if (opts.base) q.set("origin", opts.base);
  return `/api/qr/preview?${q.toString()}`;
}
