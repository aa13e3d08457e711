// Live preview of the first sheet (or of one card when cards are not combined). Geometry comes
// from @ar/card-layout only — fitPreview for the box, scaleLayout/cardRects for the cards,
// cutLineSegments for the lines — the same calls the worker makes at print resolution.
import {
  PREVIEW_BOX,
  cardRects,
  cutLineSegments,
  fitPreview,
  scaleLayout,
  type CutLineOptions,
  type SheetLayout,
} from "@ar/card-layout";
import { useEffect, useRef, useState } from "react";

export function PlacementPreview({ layout, cut, cards, imageUrl, label }: {
  /** Layout in cm. */
  layout: SheetLayout;
  /** Cut lines to draw; null draws none (single-card output has no cutting). */
  cut: CutLineOptions | null;
  /** Cards on the first sheet (the batch may not fill it). */
  cards: number;
  imageUrl: string;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const image = useImage(imageUrl);

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
    drawSheet(ctx, layout, cut, cards, image);
  }, [layout, cut, cards, image]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="print-preview"
      width={PREVIEW_BOX.width}
      height={PREVIEW_BOX.height}
      style={{ width: PREVIEW_BOX.width, height: PREVIEW_BOX.height }}
      className="block max-w-full rounded-xl bg-slate-100"
    />
  );
}

function drawSheet(
  ctx: CanvasRenderingContext2D,
  layoutCm: SheetLayout,
  cut: CutLineOptions | null,
  cards: number,
  image: HTMLImageElement | null,
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

  for (const rect of cardRects(layout, { limit: cards })) {
    if (image) ctx.drawImage(image, rect.x, rect.y, rect.width, rect.height);
    else {
      ctx.fillStyle = "#cbd5e1";
      ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
  }

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
