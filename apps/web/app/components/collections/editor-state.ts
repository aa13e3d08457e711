// State of the classic collection editor (platform spec 4): load state init → ready | error,
// the unsaved-changes flag, the two design sides and the card size rule. A plain reducer with no
// React or network, so the transitions are unit-tested; use-collection-editor.ts runs the calls.
import type { QrPlacement } from "@ar/card-layout";
import {
  clampQrPlacement,
  defaultQrPlacement,
  nextCardSize,
  rescaleQr,
  sameSize,
  type Side,
  type Size,
} from "./card-size";

export type TrackingType = "qr" | "image";
export type PackKind = "sticker" | "model";
export type QrColors = { dark: string; light: string };
export type KnownPack = { id: number; type: PackKind; name: string };

export const DEFAULT_QR_COLORS: QrColors = { dark: "#000000", light: "#FFFFFF" };

/** One design side (editors spec 3 "Design side"): init = nothing to upload, or a file waiting. */
export type SideState = {
  /** What the preview shows: the stored image's URL or an object URL of the picked file. */
  url: string | null;
  /** A picked file that is uploaded on the next save. */
  file: File | null;
  /** Natural size of the shown image, once known. */
  natural: Size | null;
  status: "init" | "uploading" | "ready" | "error";
  progress: number;
  /** i18n key of the last problem with this side (refused file, failed upload). */
  error: string | null;
};

export type EditorState = {
  load: "init" | "ready" | "error";
  loadError: "notFound" | "failed" | null;
  /** Null until a new collection is created. */
  collectionId: number | null;
  trackingType: TrackingType;
  front: SideState;
  back: SideState;
  /** Card size in design pixels (data.frontside/backside width and height). */
  cardSize: Size | null;
  qr: QrPlacement | null;
  qrColors: QrColors;
  packs: Record<PackKind, number[]>;
  /** Packs attached when loaded (names for packs the user no longer has). */
  attachedPacks: KnownPack[];
  /** The rest of `data` as loaded, written back untouched (cardWidth, fields of other editors). */
  data: Record<string, unknown>;
  cardsCount: number;
  /** Every edit bumps the revision; a save records the revision it sent. */
  revision: number;
  savedRevision: number;
};

/** What the editor reads from a collection (a subset of the API's CollectionDto). */
export type LoadedCollection = {
  id: number;
  trackingType: TrackingType;
  data?: unknown;
  backgroundFrontSrc: string | null;
  backgroundBackSrc: string | null;
  cardsCount: number;
  assetPacks: KnownPack[];
};

export type EditorAction =
  | { type: "startNew" }
  | { type: "startLoad"; id: number }
  | { type: "invalidId" }
  | { type: "loaded"; collection: LoadedCollection }
  | { type: "loadFailed"; notFound: boolean }
  | { type: "setTracking"; value: TrackingType }
  | { type: "pickImage"; side: Side; file: File; url: string; natural: Size }
  | { type: "rejectImage"; side: Side; error: string }
  | { type: "measured"; side: Side; natural: Size }
  | { type: "setQr"; qr: QrPlacement | null }
  | { type: "setQrColors"; colors: QrColors }
  | { type: "setPacks"; kind: PackKind; ids: number[] }
  | { type: "created"; id: number }
  | { type: "uploadStart"; side: Side }
  | { type: "uploadProgress"; side: Side; percent: number }
  | { type: "uploadDone"; side: Side; url: string }
  | { type: "uploadFailed"; side: Side; error: string }
  | { type: "saved"; revision: number; cardsCount: number }
  | { type: "designSaved"; data: Record<string, unknown>; cardSize: Size | null; qr: QrPlacement | null }
  | { type: "cardsCount"; count: number };

const emptySide = (url: string | null = null): SideState => ({
  url,
  file: null,
  natural: null,
  status: url ? "ready" : "init",
  progress: 0,
  error: null,
});

function blank(): Omit<EditorState, "load" | "loadError" | "collectionId" | "revision" | "savedRevision"> {
  return {
    trackingType: "qr",
    front: emptySide(),
    back: emptySide(),
    cardSize: null,
    qr: null,
    qrColors: DEFAULT_QR_COLORS,
    packs: { sticker: [], model: [] },
    attachedPacks: [],
    data: {},
    cardsCount: 0,
  };
}

export function initialEditorState(): EditorState {
  return { ...blank(), load: "init", loadError: null, collectionId: null, revision: 0, savedRevision: 0 };
}

/** A new collection is ready at once and counts as changed: there is something to save. */
export function newEditorState(): EditorState {
  return { ...blank(), load: "ready", loadError: null, collectionId: null, revision: 1, savedRevision: 0 };
}

export function hasUnsavedChanges(s: EditorState): boolean {
  return s.load === "ready" && s.revision !== s.savedRevision;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const positive = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);

function sizeOf(side: Record<string, unknown>): Size | null {
  const width = positive(side.width);
  const height = positive(side.height);
  return width && height ? { width, height } : null;
}

function qrOf(side: Record<string, unknown>): QrPlacement | null {
  const q = record(side.qrPosition);
  const size = positive(q.size);
  return size && typeof q.x === "number" && typeof q.y === "number" ? { x: q.x, y: q.y, size } : null;
}

function colorsOf(side: Record<string, unknown>): QrColors {
  const c = record(side.qrColors);
  return typeof c.dark === "string" && typeof c.light === "string"
    ? { dark: c.dark, light: c.light }
    : DEFAULT_QR_COLORS;
}

export function fromCollection(c: LoadedCollection): EditorState {
  const data = record(c.data);
  const front = record(data.frontside);
  const back = record(data.backside);
  return {
    load: "ready",
    loadError: null,
    collectionId: c.id,
    trackingType: c.trackingType,
    front: emptySide(c.backgroundFrontSrc),
    back: emptySide(c.backgroundBackSrc),
    cardSize: sizeOf(front) ?? sizeOf(back),
    qr: qrOf(front),
    qrColors: colorsOf(front),
    packs: {
      sticker: c.assetPacks.filter((p) => p.type === "sticker").map((p) => p.id),
      model: c.assetPacks.filter((p) => p.type === "model").map((p) => p.id),
    },
    attachedPacks: c.assetPacks,
    data,
    cardsCount: c.cardsCount,
    revision: 0,
    savedRevision: 0,
  };
}

const sameQr = (a: QrPlacement | null, b: QrPlacement | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.size === b.size);
const edit = (s: EditorState, patch: Partial<EditorState>): EditorState => ({
  ...s,
  ...patch,
  revision: s.revision + 1,
});
const patchSide = (s: EditorState, side: Side, patch: Partial<SideState>): EditorState => ({
  ...s,
  [side]: { ...s[side], ...patch },
});

function pickImage(s: EditorState, a: Extract<EditorAction, { type: "pickImage" }>): EditorState {
  const other = a.side === "front" ? s.back : s.front;
  const cardSize = nextCardSize({ image: a.natural, otherSideHasImage: other.url !== null, current: s.cardSize });
  let qr = s.qr && s.cardSize && !sameSize(s.cardSize, cardSize) ? rescaleQr(s.qr, s.cardSize, cardSize) : s.qr;
  // A first front image gets a QR square at the default place, ready to be moved.
  if (a.side === "front" && !qr) qr = defaultQrPlacement(cardSize);
  const side: SideState = { url: a.url, file: a.file, natural: a.natural, status: "init", progress: 0, error: null };
  return edit(s, { [a.side]: side, cardSize, qr });
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case "startNew":
      return newEditorState();
    case "startLoad":
      return { ...initialEditorState(), collectionId: a.id };
    case "invalidId":
      return { ...initialEditorState(), load: "error", loadError: "notFound" };
    case "loaded":
      return fromCollection(a.collection);
    case "loadFailed":
      return { ...s, load: "error", loadError: a.notFound ? "notFound" : "failed" };
    case "setTracking":
      return a.value === s.trackingType ? s : edit(s, { trackingType: a.value });
    case "pickImage":
      return pickImage(s, a);
    case "rejectImage":
      return patchSide(s, a.side, { error: a.error });
    case "measured": {
      // A stored design without sizes (older data) takes the image's size; not an edit.
      const next = patchSide(s, a.side, { natural: a.natural });
      return s.cardSize ? next : { ...next, cardSize: a.natural };
    }
    case "setQr": {
      // Committing an unchanged field is not an edit.
      const qr = a.qr && s.cardSize ? clampQrPlacement(a.qr, s.cardSize) : a.qr;
      return sameQr(qr, s.qr) ? s : edit(s, { qr });
    }
    case "setQrColors":
      return a.colors.dark === s.qrColors.dark && a.colors.light === s.qrColors.light
        ? s
        : edit(s, { qrColors: a.colors });
    case "setPacks":
      return edit(s, { packs: { ...s.packs, [a.kind]: [...new Set(a.ids)] } });
    case "created":
      return { ...s, collectionId: a.id };
    case "uploadStart":
      return patchSide(s, a.side, { status: "uploading", progress: 0, error: null });
    case "uploadProgress":
      return patchSide(s, a.side, { progress: Math.min(100, Math.max(0, a.percent)) });
    case "uploadDone":
      return patchSide(s, a.side, { url: a.url, file: null, status: "ready", progress: 100, error: null });
    case "uploadFailed":
      return patchSide(s, a.side, { status: "error", error: a.error });
    case "saved":
      // Edits made while the save ran stay unsaved.
      return { ...s, savedRevision: a.revision, cardsCount: a.cardsCount };
    case "designSaved":
      return { ...s, data: a.data, cardSize: a.cardSize, qr: a.qr };
    case "cardsCount":
      return { ...s, cardsCount: a.count };
  }
}

/** Sides whose picked file still has to be uploaded. */
export function pendingUploads(s: EditorState): Side[] {
  return (["front", "back"] as const).filter((side) => s[side].file !== null);
}

/** `data` as the server stores it: the loaded fields plus the design sizes and the QR. */
export function designData(s: Pick<EditorState, "data" | "cardSize" | "qr" | "qrColors">): Record<string, unknown> {
  const data: Record<string, unknown> = { ...s.data };
  if (s.cardSize) {
    const { width, height } = s.cardSize;
    data.frontside = { ...record(s.data.frontside), width, height, qrPosition: s.qr, qrColors: s.qrColors };
    data.backside = { ...record(s.data.backside), width, height };
  }
  return data;
}

/** The fields of cards.create / cards.update. */
export function saveInput(s: EditorState): {
  trackingType: TrackingType;
  assetPacks: number[];
  data: Record<string, unknown>;
} {
  return { trackingType: s.trackingType, assetPacks: [...s.packs.sticker, ...s.packs.model], data: designData(s) };
}
