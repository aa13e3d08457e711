// Cut options: what the "Select the way to save cards" dialog collects and the worker renders.
// Field names follow the spec's "Cut options" entity so the same object travels from the
// browser, through the API and the job payload, to the renderer.

import { parseHexColor } from "./color";
import { fail, ok, type Result } from "./result";

export const SHEET_TEMPLATES = ["none", "Custom", "A3", "A4", "A5", "csv"] as const;
export type SheetTemplate = (typeof SHEET_TEMPLATES)[number];

export const PLACEMENTS = ["top-left", "center"] as const;
export type Placement = (typeof PLACEMENTS)[number];

export const CUT_LINE_STYLES = ["none", "dashed", "extended", "extended-markers", "solid", "solid-bold"] as const;
export type CutLineStyle = (typeof CUT_LINE_STYLES)[number];

export interface CutOptions {
  template: SheetTemplate;
  /** Sheet width in cm. */
  width: number;
  /** Sheet height in cm. */
  height: number;
  placement: Placement;
  cutLineStyle: CutLineStyle;
  /** Colour of cut lines drawn over the cards, '#RRGGBB'. */
  linesColor: string;
  /** Margin of the extended styles, in millimetres (see cut-lines.ts). */
  extendedLinesWidth: number;
  /** Colour of the extended lines and markers drawn in the sheet margin. */
  extendedLinesColor: string;
  /** Number of cards to produce. */
  count: number;
}

/** Preset sheet sizes in cm, as the spec lists them (A3 and A4 are 29.6, not 29.7, on purpose). */
export const SHEET_PRESETS = {
  A3: { width: 29.6, height: 42 },
  A4: { width: 21, height: 29.6 },
  A5: { width: 14.8, height: 21 },
} as const satisfies Record<string, { width: number; height: number }>;

export const DEFAULT_CARD_WIDTH_CM = 14.8;
export const DEFAULT_SHEET_WIDTH_CM = 21;
export const DEFAULT_SHEET_HEIGHT_CM = 29.7;

export const DEFAULT_CUT_OPTIONS: Readonly<CutOptions> = Object.freeze({
  template: "none",
  width: DEFAULT_SHEET_WIDTH_CM,
  height: DEFAULT_SHEET_HEIGHT_CM,
  placement: "center",
  cutLineStyle: "dashed",
  linesColor: "#FFFFFF",
  extendedLinesWidth: 2,
  extendedLinesColor: "#000000",
  count: 1,
});

export const INVALID_VALUE_MESSAGE = "Input valid value";

/** Templates that combine cards on sheets (everything except 'none' and 'csv'). */
export function isSheetTemplate(template: SheetTemplate): boolean {
  return template !== "none" && template !== "csv";
}

export function presetSize(template: SheetTemplate): { width: number; height: number } | undefined {
  return Object.hasOwn(SHEET_PRESETS, template) ? SHEET_PRESETS[template as keyof typeof SHEET_PRESETS] : undefined;
}

/** Choosing a preset fills width and height; other templates keep the current size. */
export function applyTemplate(options: CutOptions, template: SheetTemplate): CutOptions {
  const size = presetSize(template);
  return size ? { ...options, template, ...size } : { ...options, template };
}

/** The swap button beside the sheet size fields. */
export function swapSheetSize(options: CutOptions): CutOptions {
  return { ...options, width: options.height, height: options.width };
}

/**
 * Sheet size field → number for the live preview. Empty or non-numeric input falls back
 * (21 for the width, 29.7 for the height) so the preview never breaks while the user types.
 */
export function parsePageSize(value: string | number | null | undefined, fallback: number): number {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : fallback;
  if (value == null || value.trim() === "") return fallback;
  const parsed = Number(value.trim().replace(",", "."));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Card count field: must be a whole number of at least one, else 'Input valid value'. */
export function parseCardCount(value: string | number): Result<number> {
  const text = String(value).trim();
  if (!/^\+?\d+$/.test(text)) return fail(INVALID_VALUE_MESSAGE);
  const count = Number(text);
  return Number.isSafeInteger(count) && count >= 1 ? ok(count) : fail(INVALID_VALUE_MESSAGE);
}

export type CutOptionsErrors = Partial<Record<keyof CutOptions, string>>;

/**
 * Validates an untrusted object (API input, job payload) field by field. Sheet sizes are
 * only required for sheet templates; colours are normalised to '#RRGGBB'.
 */
export function validateCutOptions(
  input: unknown,
): { ok: true; value: CutOptions } | { ok: false; errors: CutOptionsErrors } {
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const errors: CutOptionsErrors = {};
  const pick = <T extends string>(key: keyof CutOptions, allowed: readonly T[]): T => {
    const v = raw[key];
    if (typeof v === "string" && (allowed as readonly string[]).includes(v)) return v as T;
    errors[key] = INVALID_VALUE_MESSAGE;
    return allowed[0] as T;
  };
  const positive = (key: keyof CutOptions): number => {
    const v = raw[key];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) return v;
    errors[key] = INVALID_VALUE_MESSAGE;
    return 0;
  };
  const color = (key: keyof CutOptions): string => {
    const parsed = parseHexColor(String(raw[key] ?? ""));
    if (parsed.ok) return parsed.value;
    errors[key] = parsed.error;
    return "#000000";
  };

  const template = pick("template", SHEET_TEMPLATES);
  const count = parseCardCount(typeof raw.count === "number" || typeof raw.count === "string" ? raw.count : "");
  if (!count.ok) errors.count = count.error;
  const sheet = isSheetTemplate(template);
  const value: CutOptions = {
    template,
    width: sheet ? positive("width") : Number(raw.width) || DEFAULT_SHEET_WIDTH_CM,
    height: sheet ? positive("height") : Number(raw.height) || DEFAULT_SHEET_HEIGHT_CM,
    placement: pick("placement", PLACEMENTS),
    cutLineStyle: pick("cutLineStyle", CUT_LINE_STYLES),
    linesColor: color("linesColor"),
    extendedLinesWidth: 0,
    extendedLinesColor: color("extendedLinesColor"),
    count: count.ok ? count.value : 0,
  };
  const margin = raw.extendedLinesWidth;
  if (typeof margin === "number" && Number.isFinite(margin) && margin >= 0) value.extendedLinesWidth = margin;
  else errors.extendedLinesWidth = INVALID_VALUE_MESSAGE;

  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
