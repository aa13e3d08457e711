// Each card's QR code must decode to that card's own link, on fronts and on mirrored backs.

import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cardRects, fitCards, layoutToPixels, qrRectOnCard, type CardSide } from "@ar/card-layout";
import { renderPrint } from "../../src/print/index";
import type { PrintJob, QrDesign } from "../../src/print/types";
import { QR, collector, job, readZip } from "./fixtures";

const DPI = 200;

async function decodeQr(page: Buffer, area: { x: number; y: number; size: number }): Promise<string | undefined> {
  const pad = 6;
  const { data, info } = await sharp(page)
    .extract({
      left: Math.max(0, Math.round(area.x) - pad),
      top: Math.max(0, Math.round(area.y) - pad),
      width: Math.round(area.size) + 2 * pad,
      height: Math.round(area.size) + 2 * pad,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

function qrAreas(j: PrintJob, side: CardSide, qr: QrDesign, count: number) {
  const layout = layoutToPixels(
    fitCards({
      sheetWidth: j.cut.width,
      sheetHeight: j.cut.height,
      cardWidth: 7,
      cardHeight: 5,
      placement: j.cut.placement,
    }),
    DPI,
  );
  return cardRects(layout, { mirrored: side === "back", limit: count }).map((r) => {
    const q = qrRectOnCard(qr, qr.designWidth, r.width);
    return { x: r.x + q.x, y: r.y + q.y, size: q.size };
  });
}

describe("QR codes on sheets", () => {
  it("decode back to each card's own link, front and mirrored back", async () => {
    const backQr: QrDesign = { ...QR, x: 600, y: 300, size: 320, colors: { dark: "#1A237E", light: "#FFF8E1" } };
    const j = await job({ count: 6, twoSided: true, backQr, cut: { cutLineStyle: "solid-bold" } });
    const out = collector();
    await renderPrint(j, out.stream, { dpi: DPI });
    const files = await readZip(out.bytes());

    const pages: [string, CardSide, QrDesign, number, number][] = [
      ["Page-1.jpg", "front", QR, 0, 4],
      ["Page-2.jpg", "back", backQr, 0, 4],
      ["Page-3.jpg", "front", QR, 4, 2],
      ["Page-4.jpg", "back", backQr, 4, 2],
    ];
    for (const [name, side, qr, first, count] of pages) {
      const areas = qrAreas(j, side, qr, count);
      const decoded = await Promise.all(areas.map((a) => decodeQr(files.get(name)!, a)));
      expect(decoded).toEqual(j.cards.slice(first, first + count).map((c) => c.link));
    }
  });

  it("decode on single card images too", async () => {
    const j = await job({ count: 2, cut: { template: "none" } });
    const out = collector();
    await renderPrint(j, out.stream, { dpi: DPI });
    const files = await readZip(out.bytes());
    const widthPx = Math.round((7 / 2.54) * DPI);
    const q = qrRectOnCard(QR, QR.designWidth, widthPx);
    expect(await decodeQr(files.get("card2.jpg")!, q)).toBe(j.cards[1]!.link);
  });
});
