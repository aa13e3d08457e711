// The fabric objects of the design canvas (editors spec 9), built from plain numbers: the card
// frame with its image and centre guides, the QR square, the trackability heat map; and the QR's
// drag and resize rules (kept on the card, snapped to the centre within 8 px, 60–500 px a side).
import { clampQrSize, snapQr, type Heatmap, type Placement2d, type QrPlacement } from "@ar/card-layout";
import type { Canvas, FabricImage, FabricObject, Line } from "fabric";
import type { Size } from "./design-state";
import type { Fabric } from "./use-fabric-canvas";

export const BRAND = "#4F46E5";

export type Objects = {
  frame?: FabricObject;
  image?: FabricImage;
  heat?: FabricImage;
  qr?: FabricImage;
  vGuide?: Line;
  hGuide?: Line;
};

const fixed = { originX: "left", originY: "top", selectable: false, evented: false } as const;

/** The side's image over a white card with a soft shadow, and the (hidden) centre guides. */
export function sideObjects(f: Fabric, el: HTMLImageElement, place: Placement2d) {
  const box = { ...fixed, left: place.x, top: place.y };
  const cx = place.x + place.width / 2;
  const cy = place.y + place.height / 2;
  const guide = { ...fixed, stroke: BRAND, strokeWidth: 1, strokeDashArray: [6, 4], visible: false };
  return {
    frame: new f.Rect({
      ...box,
      width: place.width,
      height: place.height,
      fill: "#FFFFFF",
      shadow: new f.Shadow({ color: "rgba(15,23,42,0.18)", blur: 18, offsetY: 4 }),
    }),
    image: new f.FabricImage(el, {
      ...box,
      scaleX: place.width / el.naturalWidth,
      scaleY: place.height / el.naturalHeight,
    }),
    vGuide: new f.Line([cx, place.y, cx, place.y + place.height], guide),
    hGuide: new f.Line([place.x, cy, place.x + place.width, cy], guide),
  };
}

/** The QR square: moved and resized by its corner handles only, never rotated or flipped. */
export function qrObject(f: Fabric, el: HTMLImageElement, at: Partial<FabricObject>) {
  const obj = new f.FabricImage(el, {
    ...at,
    originX: "left",
    originY: "top",
    lockRotation: true,
    lockScalingFlip: true,
    lockSkewingX: true,
    lockSkewingY: true,
    hoverCursor: "move",
    borderColor: BRAND,
    cornerColor: BRAND,
    cornerStrokeColor: "#FFFFFF",
    cornerStyle: "circle",
    transparentCorners: false,
    cornerSize: 12,
    borderScaleFactor: 2,
  });
  obj.setControlsVisibility({ mtr: false, ml: false, mr: false, mt: false, mb: false });
  return obj;
}

/**
 * The heat map: one cell per grid square, red (no feature points) to green (dense), blurred by
 * the browser's smoothing when stretched over the image. Null when there is nothing to draw.
 */
export function heatObject(f: Fabric, heatmap: Heatmap, place: Placement2d): FabricImage | null {
  const cells = document.createElement("canvas");
  cells.width = heatmap.cols;
  cells.height = heatmap.rows;
  const ctx = cells.getContext("2d");
  if (!ctx) return null;
  heatmap.values.forEach((v, i) => {
    ctx.fillStyle = `hsla(${Math.round(v * 120)}, 85%, 48%, 0.42)`;
    ctx.fillRect(i % heatmap.cols, Math.floor(i / heatmap.cols), 1, 1);
  });
  return new f.FabricImage(cells, {
    ...fixed,
    left: place.x,
    top: place.y,
    scaleX: place.width / heatmap.cols,
    scaleY: place.height / heatmap.rows,
  });
}

/** What the QR's event handlers read; they are registered once and see the latest values. */
export type LiveQr = {
  place: Placement2d | null;
  size: Size | null;
  onQrChange(qr: QrPlacement): void;
  dragging: boolean;
};

/** Design-pixel square of the QR object as it is now on the canvas. */
function qrOf(obj: FabricObject, p: Placement2d | null): QrPlacement | null {
  if (!p || p.scale === 0) return null;
  return {
    x: ((obj.left ?? 0) - p.x) / p.scale,
    y: ((obj.top ?? 0) - p.y) / p.scale,
    size: obj.getScaledWidth() / p.scale,
  };
}

export function wireQrEvents(canvas: Canvas, live: { current: LiveQr }, objects: { current: Objects }) {
  const guides = (snappedX: boolean, snappedY: boolean) => {
    const o = objects.current;
    if (o.vGuide) o.vGuide.visible = snappedX;
    if (o.hGuide) o.hGuide.visible = snappedY;
  };
  canvas.on("object:moving", ({ target }) => {
    const { place: p, size: s } = live.current;
    const q = qrOf(target, p);
    if (!p || !s || !q) return;
    live.current.dragging = true;
    // Kept on the card where it fits, then snapped to the centre lines.
    const within = (v: number, max: number) => Math.min(Math.max(0, max), Math.max(0, v));
    const snapped = snapQr({ ...q, x: within(q.x, s.width - q.size), y: within(q.y, s.height - q.size) }, s, p.scale);
    target.set({ left: p.x + snapped.x * p.scale, top: p.y + snapped.y * p.scale });
    guides(snapped.snappedX, snapped.snappedY);
  });
  canvas.on("object:scaling", ({ target }) => {
    const p = live.current.place;
    const q = qrOf(target, p);
    if (!p || !q) return;
    live.current.dragging = true;
    const side = clampQrSize(q.size) * p.scale;
    const k = side / (target.width || 1);
    target.set({ scaleX: k, scaleY: k });
  });
  canvas.on("object:modified", ({ target }) => {
    live.current.dragging = false;
    guides(false, false);
    const q = qrOf(target, live.current.place);
    if (q) live.current.onQrChange(q);
    canvas.requestRenderAll();
  });
}

/** Paints everything in a fixed order: card frame, image, heat map, guides, QR. */
export function restack(canvas: Canvas, o: Objects) {
  const order = [o.frame, o.image, o.heat, o.vGuide, o.hGuide, o.qr].filter((x): x is FabricObject => Boolean(x));
  order.forEach((obj, i) => canvas.moveObjectTo(obj, i));
  canvas.requestRenderAll();
}
