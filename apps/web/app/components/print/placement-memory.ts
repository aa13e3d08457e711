// The print dialog remembers its settings (issue: it forgot the chosen template on every opening,
// as it starts from the defaults each time it mounts). What is kept is how the person prints —
// template and sheet size, placement, cut lines, PDF and bleed — in this browser's localStorage,
// for every collection; the count belongs to the order and the card width to the collection, so
// those still come from them. A stored value that is not one the form could hold is ignored.
import { CUT_LINE_STYLES, PLACEMENTS, SHEET_TEMPLATES, parseHexColor } from "@ar/card-layout";
import type { PlacementFormValues } from "./placement-form";

export const PLACEMENT_MEMORY_KEY = "ar.print.placement";

type Remembered = Omit<PlacementFormValues, "count" | "cardWidth">;

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === "string" && (allowed as readonly string[]).includes(v);
// Texts as typed (a half-typed "14," included); a bound keeps a tampered store small.
const text = (v: unknown): v is string => typeof v === "string" && v.length <= 16;
const color = (v: unknown): v is string => typeof v === "string" && parseHexColor(v).ok;

const CHECKS: { [K in keyof Remembered]: (v: unknown) => v is Remembered[K] } = {
  template: oneOf(SHEET_TEMPLATES),
  width: text,
  height: text,
  placement: oneOf(PLACEMENTS),
  cutLineStyle: oneOf(CUT_LINE_STYLES),
  linesColor: color,
  extendedLinesWidth: text,
  extendedLinesColor: color,
  format: oneOf(["images", "pdf"] as const),
  bleed: (v: unknown): v is boolean => typeof v === "boolean",
};

/** `base` with every valid remembered setting of `stored` applied (pure; unit-tested). */
export function restorePlacement(base: PlacementFormValues, stored: unknown): PlacementFormValues {
  if (typeof stored !== "object" || stored === null) return base;
  const next: PlacementFormValues = { ...base };
  const source = stored as Record<string, unknown>;
  for (const key of Object.keys(CHECKS) as (keyof Remembered)[]) {
    const value = source[key];
    if (CHECKS[key](value)) (next as Record<keyof Remembered, unknown>)[key] = value;
  }
  return next;
}

/** The settings to keep from the form's values. */
export function rememberedOf(v: PlacementFormValues): Remembered {
  const { count: _count, cardWidth: _cardWidth, ...kept } = v;
  return kept;
}

export function readRememberedPlacement(): unknown {
  try {
    const raw = typeof window === "undefined" ? null : window.localStorage.getItem(PLACEMENT_MEMORY_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    // Storage disabled (private mode) or a broken entry: the defaults.
    return null;
  }
}

export function rememberPlacement(v: PlacementFormValues): void {
  try {
    window.localStorage.setItem(PLACEMENT_MEMORY_KEY, JSON.stringify(rememberedOf(v)));
  } catch {
    // Storage full or disabled: the dialog works, it only forgets.
  }
}
