// Colour input and QR contrast rules shared by the design step, the print dialog and the
// renderer (which needs the same '#RRGGBB' → rgb conversion for its pixel fills).

import { fail, ok, type Result } from "./result";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const INVALID_COLOR_MESSAGE = "Invalid color";
export const INVALID_COLOR_COMPONENT_MESSAGE = "Invalid color component";

/** Below this contrast ratio the design step warns that QR tracking may suffer. */
export const QR_CONTRAST_THRESHOLD = 10;
export const QR_CONTRAST_WARNING = "Внимание! Цвет QR кода недостаточно контрастный. Возможно ухудшение трекинга";

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$/i;

/**
 * Hex colour with or without '#', 3 or 6 digits. The value is normalised to '#RRGGBB'
 * (the '#' is added when missing, short forms are expanded) so every consumer compares and
 * renders one form.
 */
export function parseHexColor(input: string): Result<string> {
  const match = HEX.exec(input.trim());
  const digits = match?.[1];
  if (!digits) return fail(INVALID_COLOR_MESSAGE);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return ok(`#${full.toUpperCase()}`);
}

/** Colour from hex or `rgb(r, g, b)`; an rgb component over 255 is 'Invalid color component'. */
export function parseColor(input: string): Result<Rgb> {
  const rgb = RGB.exec(input.trim());
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
    return validRgb({ r, g, b }) ? ok({ r, g, b }) : fail(INVALID_COLOR_COMPONENT_MESSAGE);
  }
  const hex = parseHexColor(input);
  return hex.ok ? ok(hexToRgb(hex.value)) : hex;
}

/** A colour field keeps its previous value when the new input is not a valid colour. */
export function acceptColorInput(previous: string, input: string): string {
  const parsed = parseHexColor(input);
  return parsed.ok ? parsed.value : previous;
}

/** '#RRGGBB' (as returned by parseHexColor) → components. Throws on anything else. */
export function hexToRgb(hex: string): Rgb {
  const parsed = parseHexColor(hex);
  if (!parsed.ok) throw new Error(`${INVALID_COLOR_MESSAGE}: ${hex}`);
  const n = Number.parseInt(parsed.value.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex(rgb: Rgb): Result<string> {
  if (!validRgb(rgb)) return fail(INVALID_COLOR_COMPONENT_MESSAGE);
  const hex = [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, "0")).join("");
  return ok(`#${hex.toUpperCase()}`);
}

function validRgb({ r, g, b }: Rgb): boolean {
  return [r, g, b].every((c) => Number.isInteger(c) && c >= 0 && c <= 255);
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 (same colour) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** True when the QR dark/light pair should show the contrast warning. */
export function isQrContrastLow(dark: string, light: string): boolean {
  return contrastRatio(hexToRgb(dark), hexToRgb(light)) < QR_CONTRAST_THRESHOLD;
}
