// Live preview of the first sheet (or of one card when cards are not combined). Geometry comes
// from @ar/card-layout only — fitPreview for the box, scaleLayout/cardRects for the cards,
// cutLineSegments for the lines — the same calls the worker makes at print resolution. The first
// cards carry their real QR codes (preview-qr.ts) so the code's placement can be judged.
import {
  PREVIEW_BOX,
  cardRects,
  cutLineSegments,
  fitPreview,
  scaleLayout,
  type CutLineOptions,
  type SheetLayout,
} from "@ar/card-layout";
import { useEffect, useMemo, useRef, useState } from "react";
import { MAX_PREVIEW_CODES, previewQrUrl, qrSquareOn, type PreviewQr } from "./preview-qr";

/** The codes to draw: where the design puts them and the ids of the cards, in print order. */
export type PreviewCodes = { qr: PreviewQr; cardIds: readonly string[] };

export function PlacementPreview({
  layout,
  cut,
  cards,
  imageUrl,
  label,
  codes,
}: {
  /** Layout in cm. */
  layout: SheetLayout;
  /** Cut lines to draw; null draws none (single-card output has no cutting). */
  cut: CutLineOptions | null;
  /** Cards on the first sheet (the batch may not fill it). */
  cards: number;
  imageUrl: string;
  label: string;
  codes?: PreviewCodes | null;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // A QR on the back only: the preview shows the back, mirrored as the worker lays out backs.
  const back = codes?.qr.side === "back";
  const image = useImage(back && codes ? codes.qr.src : imageUrl);
  const urls = useMemo(
    () =>
      codes ? codes.cardIds.slice(0, Math.min(cards, MAX_PREVIEW_CODES)).map((id) => previewQrUrl(id, codes.qr)) : [],
    [codes, cards],
  );
  const qrImages = useImages(urls);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    // Backing store at device resolution so thin lines stay sharp on HiDPI screens.
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(PREVIEW_BOX.width * dpr);
    canvas.height = Math.round(PREVIEW_BOX.height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, PREVIEW_BOX.width, PREVIEW_BOX.height);
    drawSheet(ctx, layout, cut, cards, image, codes ? { qr: codes.qr, images: qrImages, mirrored: back } : null);
  }, [layout, cut, cards, image, codes, qrImages, back]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="print-preview"
      data-codes={qrImages.filter(Boolean).length}
      width={PREVIEW_BOX.width}
      height={PREVIEW_BOX.height}
      // Shrinks with a narrow dialog (390 px phones) and keeps its proportions.
      style={{
        width: "100%",
        maxWidth: PREVIEW_BOX.width,
        aspectRatio: `${PREVIEW_BOX.width} / ${PREVIEW_BOX.height}`,
      }}
      className="block shrink-0 rounded-xl bg-slate-100"
    />
  );
}

function drawSheet(
  ctx: CanvasRenderingContext2D,
  layoutCm: SheetLayout,
  cut: CutLineOptions | null,
  cards: number,
  image: HTMLImageElement | null,
  codes: { qr: PreviewQr; images: (HTMLImageElement | null)[]; mirrored: boolean } | null,
) {
  const box = fitPreview(layoutCm.sheetWidth, layoutCm.sheetHeight);
  if (box.scale <= 0) return;
  const layout = scaleLayout(layoutCm, box.scale);
  ctx.save();
  ctx.translate(box.x, box.y);

  ctx.shadowColor = "rgba(15, 23, 42, 0.18)";
  ctx.shadowBlur = 8;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, layout.sheetWidth, layout.sheetHeight);
  ctx.shadowColor = "transparent";

  cardRects(layout, { limit: cards, mirrored: codes?.mirrored ?? false }).forEach((rect, i) => {
    if (image) ctx.drawImage(image, rect.x, rect.y, rect.width, rect.height);
    else {
      ctx.fillStyle = "#cbd5e1";
      ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
    const code = codes?.images[i];
    if (!codes || !code) return;
    // Clipped to the card, as the worker clips a QR placed over the card's edge.
    const q = qrSquareOn(rect, codes.qr);
    ctx.save();
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.width, rect.height);
    ctx.clip();
    ctx.drawImage(code, q.x, q.y, q.width, q.height);
    ctx.restore();
  });

  if (cut) {
    for (const s of cutLineSegments(layout, cut, box.scale)) {
      ctx.beginPath();
      ctx.strokeStyle = s.color;
      // Print widths (2–4 px at 300 DPI) are a fraction of a pixel at preview scale; one pixel
      // keeps the line visible without moving it.
      ctx.lineWidth = Math.max(1, s.width);
      ctx.setLineDash(s.dash ?? []);
      ctx.moveTo(s.x1, s.y1);
      ctx.lineTo(s.x2, s.y2);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }

  ctx.strokeStyle = "#94a3b8";
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, Math.max(0, layout.sheetWidth - 1), Math.max(0, layout.sheetHeight - 1));
  ctx.restore();
}

/** The decoded images of `urls` by index, each null until it loads (or when it fails). */
function useImages(urls: readonly string[]): (HTMLImageElement | null)[] {
  const key = urls.join("\n");
  const [loaded, setLoaded] = useState<{ key: string; images: (HTMLImageElement | null)[] }>({ key: "", images: [] });
  useEffect(() => {
    let live = true;
    const list = key ? key.split("\n") : [];
    const images: (HTMLImageElement | null)[] = list.map(() => null);
    setLoaded({ key, images: [...images] });
    list.forEach((url, i) => {
      const img = new Image();
      img.onload = () => {
        if (!live) return;
        images[i] = img;
        setLoaded({ key, images: [...images] });
      };
      img.src = url;
    });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded.key === key ? loaded.images : [];
}

/** The decoded front image, or null until it loads (or when it fails: grey placeholders). */
function useImage(url: string): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    const img = new Image();
    img.decoding = "async";
    img.onload = () => live && setImage(img);
    img.onerror = () => live && setImage(null);
    img.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}
