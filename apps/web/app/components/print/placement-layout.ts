// Where the dialog's cards go, in cm: the same rule as the worker's printLayoutCm (services/worker
// print/page-painter.ts), so the preview, the sheet count and the export agree. Without sheets a
// card is its own top-left sheet; with bleed (PDF only) the cards are spaced by card-layout's
// bleed gutter, as the PDF lays them out, so fewer may fit a sheet.
import { bleedGutterCm, fitCards, type Placement, type SheetLayout } from "@ar/card-layout";

export function placementLayout(o: {
  sheet: boolean;
  width: number;
  height: number;
  cardWidth: number;
  cardHeight: number;
  placement: Placement;
  bleed: boolean;
}): SheetLayout {
  const card = { cardWidth: o.cardWidth, cardHeight: o.cardHeight };
  if (!o.sheet) return fitCards({ sheetWidth: o.cardWidth, sheetHeight: o.cardHeight, ...card, placement: "top-left" });
  return fitCards({
    sheetWidth: o.width,
    sheetHeight: o.height,
    ...card,
    placement: o.placement,
    ...(o.bleed ? { gutter: bleedGutterCm(true) } : {}),
  });
}
