// The real QR codes of the cards being saved, for the placement dialog's preview (issue 23: the
// preview drew none, so placement could not be judged). Each image is GET /api/qr/{cardId}.svg —
// core's renderQr over cardLink, the text, error correction (M) and 4-module quiet zone the print
// renderer encodes — placed where the design puts it by card-layout's qrRectOnCard, as the worker
// places it. No domain is sent: the server uses the collection's saved one, as the print does.
import { qrRectOnCard, type Rect } from "@ar/card-layout";
import { qrPlacement, type Collection } from "../wizard/wizard-api";

export type PreviewQr = {
  /** The side the QR is on; the preview shows that side's artwork. */
  side: "front" | "back";
  src: string;
  /** Design pixels of that side: the QR position is in these units. */
  designWidth: number;
  x: number;
  y: number;
  size: number;
  colors: { dark: string; light: string };
  /** The card viewer the links open: v2 collections wishes_v2, classic wishes (core's cardQr). */
  type: "wishes_v2" | "wishes";
};

/** At most this many codes are fetched for the preview's first sheet. */
export const MAX_PREVIEW_CODES = 24;

export function previewQrOf(
  collection: Pick<Collection, "data" | "backgroundFrontSrc" | "backgroundBackSrc" | "cardType">,
): PreviewQr | null {
  const p = qrPlacement(collection);
  if (!p) return null;
  return {
    side: p.side,
    src: p.src,
    designWidth: p.width,
    x: p.x,
    y: p.y,
    size: p.size,
    // The print's default colours when the design saved none (core print-design.ts).
    colors: p.colors ?? { dark: "#000000", light: "#FFFFFF" },
    type: collection.cardType === "classic" ? "wishes" : "wishes_v2",
  };
}

export function previewQrUrl(cardId: string, qr: Pick<PreviewQr, "colors" | "type">): string {
  const q = new URLSearchParams({ type: qr.type, "dark-color": qr.colors.dark, "light-color": qr.colors.light });
  return `/api/qr/${encodeURIComponent(cardId)}.svg?${q.toString()}`;
}

/** The QR square on a card drawn at `card` (preview pixels), as the worker computes it. */
export function qrSquareOn(card: Rect, qr: Pick<PreviewQr, "designWidth" | "x" | "y" | "size">): Rect {
  const q = qrRectOnCard({ x: qr.x, y: qr.y, size: qr.size }, qr.designWidth, card.width);
  return { x: card.x + q.x, y: card.y + q.y, width: q.size, height: q.size };
}
