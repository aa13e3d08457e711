// State of the wizard's design step (editors spec 3 "Design side", 4 and 5): two sides, each
// with its image (a stored URL or a picked file waiting for upload), its design size, QR square
// and QR colours, and the upload status init → uploading → ready | error. A plain reducer with
// no React, fabric or network, so the rules are unit-tested; use-design-step.ts runs the calls.
import type { QrPlacement } from "@ar/card-layout";
import { clampQrSize } from "@ar/card-layout";
import { clampQrPlacement, rescaleQr } from "../../collections/card-size";

export type SideKey = "front" | "back";
export const SIDES: readonly SideKey[] = ["front", "back"];
export type SideStatus = "init" | "uploading" | "ready" | "error";
export type QrColors = { dark: string; light: string };
export type Size = { width: number; height: number };

export const DEFAULT_QR_COLORS: QrColors = { dark: "#000000", light: "#FFFFFF" };

export type DesignSide = {
  /** What the canvas shows: the stored image's URL or an object URL of the picked file. */
  url: string | null;
  /** A picked (possibly cropped or resized) image, uploaded when the user continues. */
  file: File | null;
  status: SideStatus;
  /** Upload progress 0–100. */
  progress: number;
  /** i18n key of the last problem with this side. */
  error: string | null;
  /** Design size in pixels: the image's own size (data.frontside/backside width and height). */
  size: Size | null;
  qrPosition: QrPlacement | null;
  qrColors: QrColors;
};

export type DesignState = {
  front: DesignSide;
  back: DesignSide;
  /** The side on the canvas; the front is shown first. */
  current: SideKey;
  /** Printed card width in cm (data.cardWidth), null while the default applies. */
  cardWidthCm: number | null;
  /** The collection's `data` as loaded: fields of other steps are written back untouched. */
  data: Record<string, unknown>;
};

/** What the step reads from a collection (a subset of the API's collection). */
export type DesignSource = {
  data?: unknown;
  backgroundFrontSrc: string | null;
  backgroundBackSrc: string | null;
} | null;

export type DesignAction =
  | { type: "load"; collection: DesignSource }
  | { type: "show"; side: SideKey }
  | { type: "setImage"; side: SideKey; file: File; url: string; size: Size }
  | { type: "measured"; side: SideKey; size: Size }
  | { type: "setQr"; side: SideKey; qr: QrPlacement | null }
  | { type: "setColors"; side: SideKey; colors: QrColors }
  | { type: "setCardWidth"; cm: number | null }
  | { type: "uploadStart"; side: SideKey }
  | { type: "uploadProgress"; side: SideKey; percent: number }
  | { type: "uploadDone"; side: SideKey; file: File }
  | { type: "uploadFailed"; side: SideKey; error: string };

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const positive = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);
const hex = (v: unknown): v is string => typeof v === "string" && /^#[0-9a-f]{6}$/i.test(v);

function sideFrom(raw: unknown, url: string | null): DesignSide {
  const s = record(raw);
  const width = positive(s.width);
  const height = positive(s.height);
  const q = record(s.qrPosition);
  const size = positive(q.size);
  const c = record(s.qrColors);
  return {
    url,
    file: null,
    status: url ? "ready" : "init",
    progress: url ? 100 : 0,
    error: null,
    size: width && height ? { width, height } : null,
    qrPosition: size && typeof q.x === "number" && typeof q.y === "number" ? { x: q.x, y: q.y, size } : null,
    qrColors:
      hex(c.dark) && hex(c.light) ? { dark: c.dark.toUpperCase(), light: c.light.toUpperCase() } : DEFAULT_QR_COLORS,
  };
}

export function designFromCollection(c: DesignSource): DesignState {
  const data = record(c?.data);
  return {
    front: sideFrom(data.frontside, c?.backgroundFrontSrc ?? null),
    back: sideFrom(data.backside, c?.backgroundBackSrc ?? null),
    current: "front",
    cardWidthCm: positive(data.cardWidth),
    data,
  };
}

const patch = (s: DesignState, side: SideKey, p: Partial<DesignSide>): DesignState => ({
  ...s,
  [side]: { ...s[side], ...p },
});

/** A QR square keeps its place relative to the side when the image (and so the size) changes. */
function qrForNewSize(qr: QrPlacement | null, from: Size | null, to: Size): QrPlacement | null {
  if (!qr) return null;
  return from ? rescaleQr(qr, from, to) : { ...qr, size: clampQrSize(qr.size) };
}

export function designReducer(s: DesignState, a: DesignAction): DesignState {
  switch (a.type) {
    case "load":
      return designFromCollection(a.collection);
    case "show":
      return { ...s, current: a.side };
    case "setImage": {
      const side = s[a.side];
      return patch(s, a.side, {
        url: a.url,
        file: a.file,
        status: "init",
        progress: 0,
        error: null,
        size: a.size,
        qrPosition: qrForNewSize(side.qrPosition, side.size, a.size),
      });
    }
    case "measured":
      // A stored design without sizes (older data) takes the image's own size.
      return s[a.side].size ? s : patch(s, a.side, { size: a.size });
    case "setQr": {
      // Whole design pixels, size within 60–500, and the square kept on the side where it fits.
      const size = s[a.side].size;
      const qr =
        a.qr &&
        (size
          ? clampQrPlacement(a.qr, size)
          : { x: Math.round(a.qr.x), y: Math.round(a.qr.y), size: Math.round(clampQrSize(a.qr.size)) });
      return patch(s, a.side, { qrPosition: qr });
    }
    case "setColors":
      return patch(s, a.side, { qrColors: a.colors });
    case "setCardWidth":
      return { ...s, cardWidthCm: a.cm };
    case "uploadStart":
      return patch(s, a.side, { status: "uploading", progress: 0, error: null });
    case "uploadProgress":
      return patch(s, a.side, { progress: Math.min(100, Math.max(0, a.percent)) });
    case "uploadDone":
      // The URL stays the local one (already drawn); a file picked meanwhile stays pending.
      return s[a.side].file === a.file
        ? patch(s, a.side, { file: null, status: "ready", progress: 100, error: null })
        : s;
    case "uploadFailed":
      return patch(s, a.side, { status: "error", error: a.error });
  }
}

/** Spec 5: Continue needs a front image, and for QR tracking a QR on the front or the back. */
export function canContinue(s: DesignState, trackingType: "qr" | "image"): boolean {
  if (!s.front.url) return false;
  return trackingType !== "qr" || s.front.qrPosition !== null || s.back.qrPosition !== null;
}

/** Sides with a picked file still to upload, front first. */
export function pendingSides(s: DesignState): SideKey[] {
  return SIDES.filter((side) => s[side].file !== null);
}

function sideData(previous: unknown, side: DesignSide): Record<string, unknown> {
  // The print renderer's schema takes positive numbers or nothing: no nulls for the size.
  const { width: _w, height: _h, ...rest } = record(previous);
  return {
    ...rest,
    ...(side.size ? { width: side.size.width, height: side.size.height } : {}),
    qrPosition: side.qrPosition,
    qrColors: side.qrColors,
  };
}

/** `data` as the server stores it: the loaded fields plus both sides and the card width. */
export function designData(s: DesignState): Record<string, unknown> {
  const data: Record<string, unknown> = {
    ...s.data,
    frontside: sideData(s.data.frontside, s.front),
    backside: sideData(s.data.backside, s.back),
  };
  if (s.cardWidthCm !== null) data.cardWidth = s.cardWidthCm;
  return data;
}

/** Image tracking: the front image is the marker; paid orders were printed with the old one. */
export function hasPaidOrders(orders: readonly { status: string }[] | undefined): boolean {
  return (orders ?? []).some((o) => o.status === "paid" || o.status === "complete");
}

/** Replacing the front marker of an image collection with paid orders needs a confirmation first. */
export function needsMarkerConfirmation(opts: {
  trackingType: "qr" | "image";
  side: SideKey;
  hasImage: boolean;
  orders: readonly { status: string }[] | undefined;
}): boolean {
  return opts.trackingType === "image" && opts.side === "front" && opts.hasImage && hasPaidOrders(opts.orders);
}
