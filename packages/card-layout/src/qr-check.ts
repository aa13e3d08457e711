// The QR check of the design step (beyond the spec): before the user pays for printing, say in
// plain words whether the printed QR code will scan. Three parts, each good / warning / bad:
// - module size: the printed size of one QR module in millimetres. Cards encode their link at
//   error correction M with a 4-module quiet zone inside the placed square (the worker's
//   qr-matrix.ts), so the module count follows from the link length; phones struggle with
//   modules under QR_MIN_MODULE_MM.
// - contrast: the dark/light pair (the spec's warning threshold 10; under 3 it hardly scans;
//   a light-on-dark code is refused by many scanner apps).
// - surroundings: the quiet zone must be whole (the square inside the card) and the picture
//   right around the code plain enough for the scanner to find the finder patterns.

import { contrastRatio, hexToRgb, relativeLuminance, QR_CONTRAST_THRESHOLD } from "./color";
import type { QrPlacement } from "./design-rules";
import type { GreyImage } from "./grey-image";

export type CheckLevel = "good" | "warning" | "bad";

/** Light modules on each side of the code, drawn inside the placed square. */
export const QR_QUIET_ZONE_MODULES = 4;
/** Printed modules smaller than this are risky for phone cameras. */
export const QR_MIN_MODULE_MM = 0.4;
/** Below this ratio the colours barely separate at all (the spec's warning starts at 10). */
export const QR_MIN_READABLE_CONTRAST = 3;
/** A grey step at least this big between neighbours counts as an edge in the surroundings. */
export const SURROUNDING_EDGE_STEP = 24;
/** More than this share of edge pixels around the code reads as a busy background. */
export const SURROUNDING_BUSY_SHARE = 0.15;

/** Bytes per version (1–40) in byte mode at error correction level M (ISO/IEC 18004 table 7). */
const BYTE_CAPACITY_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911,
  997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** UTF-8 length of a text, without TextEncoder (no DOM or Node API here). */
export function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Smallest QR version holding `bytes` bytes at level M, or null when no version can. */
export function qrVersionForBytes(bytes: number): number | null {
  const i = BYTE_CAPACITY_M.findIndex((cap) => cap >= bytes);
  return i < 0 ? null : i + 1;
}

/** Modules per side of a version, without the quiet zone. */
export function qrModulesOfVersion(version: number): number {
  return 17 + 4 * version;
}

/**
 * Printed size of one module in mm: the placed square (quiet zone included, design pixels of a
 * side `designWidth` wide) scaled to a card `cardWidthCm` wide.
 */
export function qrModuleSizeMm(opts: {
  qrSize: number;
  designWidth: number;
  cardWidthCm: number;
  modules: number;
}): number {
  if (!(opts.designWidth > 0) || !(opts.modules > 0)) return 0;
  const squareMm = (opts.qrSize / opts.designWidth) * opts.cardWidthCm * 10;
  return squareMm / (opts.modules + 2 * QR_QUIET_ZONE_MODULES);
}

export function moduleSizeLevel(mm: number): CheckLevel {
  return mm < QR_MIN_MODULE_MM ? "bad" : "good";
}

export interface QrContrastCheck {
  ratio: number;
  /** The "dark" colour is the lighter one. */
  inverted: boolean;
  level: CheckLevel;
}

export function qrContrastCheck(dark: string, light: string): QrContrastCheck {
  const d = hexToRgb(dark);
  const l = hexToRgb(light);
  const ratio = contrastRatio(d, l);
  const inverted = relativeLuminance(d) > relativeLuminance(l);
  const level: CheckLevel =
    ratio < QR_MIN_READABLE_CONTRAST ? "bad" : ratio < QR_CONTRAST_THRESHOLD || inverted ? "warning" : "good";
  return { ratio, inverted, level };
}

/** True when the placed square (and so its quiet zone) runs past the card's edge. */
export function qrClipped(qr: QrPlacement, side: { width: number; height: number }): boolean {
  const eps = 1e-6;
  return qr.x < -eps || qr.y < -eps || qr.x + qr.size > side.width + eps || qr.y + qr.size > side.height + eps;
}

/**
 * Share of edge pixels in a ring `ring` pixels wide just outside the square (analysis pixels),
 * clipped to the image: 0 for a plain background. Null when no pixel of the ring is on the image.
 */
export function surroundingEdgeShare(
  img: GreyImage,
  square: { x: number; y: number; size: number },
  ring: number,
): number | null {
  const { width: w, height: h, data } = img;
  const x0 = Math.max(1, Math.floor(square.x - ring));
  const y0 = Math.max(1, Math.floor(square.y - ring));
  const x1 = Math.min(w - 1, Math.ceil(square.x + square.size + ring));
  const y1 = Math.min(h - 1, Math.ceil(square.y + square.size + ring));
  const inside = (x: number, y: number) =>
    x >= square.x && x < square.x + square.size && y >= square.y && y < square.y + square.size;
  let sampled = 0;
  let edges = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (inside(x, y)) continue;
      const v = data[y * w + x] ?? 0;
      // Neighbours under the code are covered when printed: they count as this pixel's value.
      const at = (nx: number, ny: number) => (inside(nx, ny) ? v : (data[ny * w + nx] ?? v));
      const dx = Math.abs(at(x + 1, y) - at(x - 1, y));
      const dy = Math.abs(at(x, y + 1) - at(x, y - 1));
      sampled++;
      if (Math.max(dx, dy) >= SURROUNDING_EDGE_STEP) edges++;
    }
  }
  return sampled === 0 ? null : edges / sampled;
}

export interface QrCheckInput {
  /** The placed square, design pixels of the side. */
  qr: QrPlacement;
  /** The side's design size. */
  side: { width: number; height: number };
  colors: { dark: string; light: string };
  cardWidthCm: number;
  /** UTF-8 length of the text the printed code encodes (a card link; see utf8Length). */
  linkBytes: number;
  /** Analysis copy of the side's image (same aspect as the side), when it has been read. */
  surroundings?: GreyImage | null;
}

export interface QrCheckReport {
  level: CheckLevel;
  module: { version: number | null; modules: number; mm: number; level: CheckLevel };
  contrast: QrContrastCheck;
  surroundings: { clipped: boolean; edgeShare: number | null; level: CheckLevel };
}

const rank: Record<CheckLevel, number> = { good: 0, warning: 1, bad: 2 };
export function worstLevel(levels: CheckLevel[]): CheckLevel {
  return levels.reduce<CheckLevel>((a, b) => (rank[b] > rank[a] ? b : a), "good");
}

export function checkQr(input: QrCheckInput): QrCheckReport {
  const version = qrVersionForBytes(input.linkBytes);
  const modules = version ? qrModulesOfVersion(version) : 0;
  const mm = qrModuleSizeMm({
    qrSize: input.qr.size,
    designWidth: input.side.width,
    cardWidthCm: input.cardWidthCm,
    modules,
  });
  const module = { version, modules, mm, level: version ? moduleSizeLevel(mm) : ("bad" as CheckLevel) };

  const contrast = qrContrastCheck(input.colors.dark, input.colors.light);

  const clipped = qrClipped(input.qr, input.side);
  let edgeShare: number | null = null;
  const img = input.surroundings;
  if (img && img.width > 0 && input.side.width > 0) {
    const k = img.width / input.side.width;
    const square = { x: input.qr.x * k, y: input.qr.y * k, size: input.qr.size * k };
    // The ring is as wide as the quiet zone: the stretch a scanner looks across to find the code.
    const ring = Math.max(
      2,
      modules > 0 ? (square.size / (modules + 2 * QR_QUIET_ZONE_MODULES)) * QR_QUIET_ZONE_MODULES : 2,
    );
    edgeShare = surroundingEdgeShare(img, square, ring);
  }
  const surroundingLevel: CheckLevel = clipped
    ? "bad"
    : edgeShare !== null && edgeShare > SURROUNDING_BUSY_SHARE
      ? "warning"
      : "good";
  const surroundings = { clipped, edgeShare, level: surroundingLevel };

  return { level: worstLevel([module.level, contrast.level, surroundings.level]), module, contrast, surroundings };
}
