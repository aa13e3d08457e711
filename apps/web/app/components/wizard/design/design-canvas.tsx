// The 700×600 fabric.js design canvas (editors spec 9): the current side's image fitted into the
// area, the QR square on it (drag to move with centre snapping within 8 px and guides, corner
// handles to resize within 60–500), and the trackability heat map as an overlay. The objects and
// the QR's drag rules are in canvas-layers.ts; the canvas mount in use-fabric-canvas.ts.
import { DESIGN_AREA, fitInArea, type Heatmap, type Placement2d, type QrPlacement } from "@ar/card-layout";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/spinner";
import { heatObject, qrObject, restack, sideObjects, wireQrEvents, type LiveQr, type Objects } from "./canvas-layers";
import type { Size } from "./design-state";
import { loadImage } from "./image-pixels";
import { useFabricCanvas } from "./use-fabric-canvas";

/** Room around the card so the QR handles stay reachable at its edges. */
const PADDING = 24;

export type CanvasQr = { position: QrPlacement; src: string };

/** Where a side of this design size is drawn on the canvas. */
export function canvasPlacement(size: Size): Placement2d {
  return fitInArea(size.width, size.height, DESIGN_AREA, PADDING);
}

/** Canvas pixels per design pixel for a side of this size. */
export function canvasScale(size: Size): number {
  return canvasPlacement(size).scale;
}

export function DesignCanvas({
  url,
  size,
  qr,
  heatmap,
  onQrChange,
  label,
  empty,
}: {
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
  const objects = useRef<Objects>({});
  const [drawnUrl, setDrawnUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const place: Placement2d | null = size ? canvasPlacement(size) : null;

  // Event handlers read the latest values through refs (they are registered once).
  const live = useRef<LiveQr>({ place, size, onQrChange, dragging: false });
  live.current = { ...live.current, place, size, onQrChange };

  const { fab, ready } = useFabricCanvas(
    host,
    (f, element) => {
      const canvas = new f.Canvas(element, {
        width: DESIGN_AREA.width,
        height: DESIGN_AREA.height,
        selection: false,
        preserveObjectStacking: true,
        uniformScaling: true,
        backgroundColor: "#F1F5F9",
      });
      wireQrEvents(canvas, live, objects);
      return { f, canvas };
    },
    [],
    () => {
      objects.current = {};
    },
  );

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
        const side = sideObjects(f, el, place);
        Object.assign(o, side);
        canvas.add(side.frame, side.image, side.vGuide, side.hGuide);
        restack(canvas, o);
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
    const at = {
      left: place.x + position.x * place.scale,
      top: place.y + position.y * place.scale,
      scaleX: k,
      scaleY: k,
    };
    if (o.qr && o.qr.getElement() === qrElement) {
      o.qr.set(at);
      o.qr.setCoords();
    } else {
      if (o.qr) canvas.remove(o.qr);
      const obj = qrObject(f, qrElement, at);
      o.qr = obj;
      canvas.add(obj);
    }
    restack(canvas, o);
  }, [ready, drawnUrl, qrElement, position?.x, position?.y, position?.size, place?.x, place?.y, place?.scale]);

  // The heat map over the image, under the guides and the QR.
  useEffect(() => {
    const current = fab.current;
    if (!ready || !current) return;
    const { f, canvas } = current;
    const o = objects.current;
    if (o.heat) canvas.remove(o.heat);
    delete o.heat;
    const heat = heatmap && place && drawnUrl !== null && heatmap.cols > 0 ? heatObject(f, heatmap, place) : null;
    if (!heat) {
      canvas.requestRenderAll();
      return;
    }
    o.heat = heat;
    canvas.add(heat);
    restack(canvas, o);
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
        style={{
          width: DESIGN_AREA.width,
          height: DESIGN_AREA.height,
          transform: fit < 1 ? `scale(${fit})` : undefined,
        }}
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
