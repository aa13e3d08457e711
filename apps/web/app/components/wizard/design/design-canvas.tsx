// The 700×600 fabric.js design canvas (editors spec 9): the current side's image fitted into the
// area, the QR square on it (drag to move with centre snapping within 8 px and guides, corner
// handles to resize within 60–500), and the trackability heat map as an overlay.
// fabric is imported dynamically inside an effect, so it only ever loads in the browser (SSR
// never evaluates it) and only on this step.
import { clampQrSize, DESIGN_AREA, fitInArea, snapQr, type Heatmap, type Placement2d, type QrPlacement } from "@ar/card-layout";
import type { Canvas, FabricImage, FabricObject, Line } from "fabric";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/spinner";
import type { Size } from "./design-state";
import { loadImage } from "./image-pixels";

type Fabric = typeof import("fabric");

/** Room around the card so the QR handles stay reachable at its edges. */
const PADDING = 24;
const BRAND = "#4F46E5";

export type CanvasQr = { position: QrPlacement; src: string };

/** Where a side of this design size is drawn on the canvas. */
export function canvasPlacement(size: Size): Placement2d {
  return fitInArea(size.width, size.height, DESIGN_AREA, PADDING);
}

/** Canvas pixels per design pixel for a side of this size. */
export function canvasScale(size: Size): number {
  return canvasPlacement(size).scale;
}

type Objects = { frame?: FabricObject; image?: FabricImage; heat?: FabricImage; qr?: FabricImage; vGuide?: Line; hGuide?: Line };

export function DesignCanvas({ url, size, qr, heatmap, onQrChange, label, empty }: {
  url: string | null;
  size: Size | null;
  qr: CanvasQr | null;
  /** Shown over the image when given (the trackability overlay). */
  heatmap: Heatmap | null;
  onQrChange(qr: QrPlacement): void;
  label: string;
  /** What the empty area shows when the side has no image yet. */
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const fab = useRef<{ f: Fabric; canvas: Canvas } | null>(null);
  const objects = useRef<Objects>({});
  const [ready, setReady] = useState(false);
  const [drawnUrl, setDrawnUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const place: Placement2d | null = size ? canvasPlacement(size) : null;

  // Event handlers read the latest values through refs (they are registered once).
  const live = useRef({ place, size, onQrChange, dragging: false });
  live.current = { ...live.current, place, size, onQrChange };

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    // The canvas element is made here, not by React, so a disposed fabric canvas never meets
    // a reused element (React's development double mount).
    const wrapper = document.createElement("div");
    const element = document.createElement("canvas");
    wrapper.appendChild(element);
    container.appendChild(wrapper);
    void import("fabric").then((f) => {
      if (cancelled) return;
      const canvas = new f.Canvas(element, {
        width: DESIGN_AREA.width,
        height: DESIGN_AREA.height,
        selection: false,
        preserveObjectStacking: true,
        uniformScaling: true,
        backgroundColor: "#F1F5F9",
      });
      canvas.upperCanvasEl.setAttribute("aria-hidden", "true");
      fab.current = { f, canvas };
      wireQrEvents(canvas);
      setReady(true);
    });
    return () => {
      cancelled = true;
      const current = fab.current;
      fab.current = null;
      objects.current = {};
      setReady(false);
      if (current) void current.canvas.dispose().finally(() => wrapper.remove());
      else wrapper.remove();
    };
  }, []);

  /** Design-pixel square of the QR object as it is now on the canvas. */
  const qrOf = (obj: FabricObject): QrPlacement | null => {
    const p = live.current.place;
    if (!p || p.scale === 0) return null;
    return { x: ((obj.left ?? 0) - p.x) / p.scale, y: ((obj.top ?? 0) - p.y) / p.scale, size: obj.getScaledWidth() / p.scale };
  };

  function wireQrEvents(canvas: Canvas) {
    const guides = (snappedX: boolean, snappedY: boolean) => {
      const o = objects.current;
      if (o.vGuide) o.vGuide.visible = snappedX;
      if (o.hGuide) o.hGuide.visible = snappedY;
    };
    canvas.on("object:moving", ({ target }) => {
      const { place: p, size: s } = live.current;
      const q = qrOf(target);
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
      const q = qrOf(target);
      if (!p || !q) return;
      live.current.dragging = true;
      const side = clampQrSize(q.size) * p.scale;
      const k = side / (target.width || 1);
      target.set({ scaleX: k, scaleY: k });
    });
    canvas.on("object:modified", ({ target }) => {
      live.current.dragging = false;
      guides(false, false);
      const q = qrOf(target);
      if (q) live.current.onQrChange(q);
      canvas.requestRenderAll();
    });
  }

  /** Paints everything in a fixed order: card frame, image, heat map, guides, QR. */
  const restack = () => {
    const c = fab.current?.canvas;
    if (!c) return;
    const o = objects.current;
    const order = [o.frame, o.image, o.heat, o.vGuide, o.hGuide, o.qr].filter((x): x is FabricObject => Boolean(x));
    order.forEach((obj, i) => c.moveObjectTo(obj, i));
    c.requestRenderAll();
  };

  // The side's image, fitted into the area, over a white card with a soft shadow.
  useEffect(() => {
    const current = fab.current;
    if (!ready || !current) return;
    const { f, canvas } = current;
    const o = objects.current;
    let cancelled = false;
    const clear = () => {
      for (const key of ["frame", "image", "vGuide", "hGuide"] as const) {
        const obj = o[key];
        if (obj) canvas.remove(obj);
        delete o[key];
      }
    };
    if (!url || !place) {
      clear();
      setDrawnUrl(null);
      canvas.requestRenderAll();
      return;
    }
    setFailed(false);
    void loadImage(url)
      .then((el) => {
        if (cancelled || fab.current?.canvas !== canvas) return;
        clear();
        const fixed = { originX: "left", originY: "top", selectable: false, evented: false } as const;
        o.frame = new f.Rect({ ...fixed, left: place.x, top: place.y, width: place.width, height: place.height, fill: "#FFFFFF", shadow: new f.Shadow({ color: "rgba(15,23,42,0.18)", blur: 18, offsetY: 4 }) });
        o.image = new f.FabricImage(el, { ...fixed, left: place.x, top: place.y, scaleX: place.width / el.naturalWidth, scaleY: place.height / el.naturalHeight });
        const cx = place.x + place.width / 2;
        const cy = place.y + place.height / 2;
        const guide = { ...fixed, stroke: BRAND, strokeWidth: 1, strokeDashArray: [6, 4], visible: false };
        o.vGuide = new f.Line([cx, place.y, cx, place.y + place.height], guide);
        o.hGuide = new f.Line([place.x, cy, place.x + place.width, cy], guide);
        canvas.add(o.frame, o.image, o.vGuide, o.hGuide);
        restack();
        setDrawnUrl(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // place is derived from size: its numbers are the dependency.
  }, [ready, url, place?.x, place?.y, place?.width, place?.height]);

  // The QR: a real code image from the server, reloaded when the colours (src) change.
  const qrSrc = qr?.src ?? null;
  const [qrElement, setQrElement] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!qrSrc) return setQrElement(null);
    let cancelled = false;
    void loadImage(qrSrc)
      .then((el) => !cancelled && setQrElement(el))
      .catch(() => !cancelled && setQrElement(null));
    return () => {
      cancelled = true;
    };
  }, [qrSrc]);

  const position = qr?.position ?? null;
  useEffect(() => {
    const current = fab.current;
    if (!ready || !current) return;
    const { f, canvas } = current;
    const o = objects.current;
    if (!position || !place || !qrElement || drawnUrl === null) {
      if (o.qr) canvas.remove(o.qr);
      delete o.qr;
      canvas.requestRenderAll();
      return;
    }
    if (live.current.dragging) return;
    const k = (position.size * place.scale) / qrElement.naturalWidth;
    const at = { left: place.x + position.x * place.scale, top: place.y + position.y * place.scale, scaleX: k, scaleY: k };
    if (o.qr && o.qr.getElement() === qrElement) {
      o.qr.set(at);
      o.qr.setCoords();
    } else {
      if (o.qr) canvas.remove(o.qr);
      const obj = new f.FabricImage(qrElement, {
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
      // Square stays square: only the corner handles, no rotation.
      obj.setControlsVisibility({ mtr: false, ml: false, mr: false, mt: false, mb: false });
      o.qr = obj;
      canvas.add(obj);
    }
    restack();
  }, [ready, drawnUrl, qrElement, position?.x, position?.y, position?.size, place?.x, place?.y, place?.scale]);

  // The heat map: one cell per grid square, red (no feature points) to green (dense), blurred
  // by the browser's smoothing when stretched over the image.
  useEffect(() => {
    const current = fab.current;
    if (!ready || !current) return;
    const { f, canvas } = current;
    const o = objects.current;
    if (o.heat) canvas.remove(o.heat);
    delete o.heat;
    if (!heatmap || !place || drawnUrl === null || heatmap.cols === 0) {
      canvas.requestRenderAll();
      return;
    }
    const cells = document.createElement("canvas");
    cells.width = heatmap.cols;
    cells.height = heatmap.rows;
    const ctx = cells.getContext("2d");
    if (!ctx) return;
    heatmap.values.forEach((v, i) => {
      ctx.fillStyle = `hsla(${Math.round(v * 120)}, 85%, 48%, 0.42)`;
      ctx.fillRect(i % heatmap.cols, Math.floor(i / heatmap.cols), 1, 1);
    });
    o.heat = new f.FabricImage(cells, {
      originX: "left",
      originY: "top",
      left: place.x,
      top: place.y,
      scaleX: place.width / heatmap.cols,
      scaleY: place.height / heatmap.rows,
      selectable: false,
      evented: false,
    });
    canvas.add(o.heat);
    restack();
  }, [ready, heatmap, drawnUrl, place?.x, place?.y, place?.width, place?.height]);

  // Narrower than 700 px (phones): the whole area is scaled down with CSS. fabric maps pointers
  // through the element's on-screen box, so dragging keeps working at any scale.
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(1);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? DESIGN_AREA.width;
      setFit(width > 0 ? Math.min(1, width / DESIGN_AREA.width) : 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const loading = !ready || (url !== null && drawnUrl !== url && !failed);
  return (
    <div ref={frame} className="w-full" style={{ maxWidth: DESIGN_AREA.width, height: DESIGN_AREA.height * fit }}>
      <div
        className="relative origin-top-left overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        style={{ width: DESIGN_AREA.width, height: DESIGN_AREA.height, transform: fit < 1 ? `scale(${fit})` : undefined }}
        role="img"
        aria-label={label}
        data-testid="design-canvas"
        data-ready={ready && drawnUrl === url && !loading ? "true" : "false"}
        data-heatmap={heatmap ? "on" : "off"}
        data-qr={position ? `${Math.round(position.x)},${Math.round(position.y)},${Math.round(position.size)}` : ""}
      >
        <div ref={host} className="absolute inset-0" />
        {!url && ready && <div className="absolute inset-0 grid place-items-center p-8">{empty}</div>}
        {loading && (
          <div className="absolute inset-0 grid place-items-center bg-slate-100/60">
            <Spinner className="size-7 text-brand-600" label={t("wizardDesign.canvas.loading")} />
          </div>
        )}
        {failed && (
          <div className="absolute inset-0 grid place-items-center p-8 text-center text-sm text-red-700" role="alert">
            {t("wizardDesign.canvas.failed")}
          </div>
        )}
      </div>
    </div>
  );
}
