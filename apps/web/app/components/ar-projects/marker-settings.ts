// Marker settings rules (platform spec 5): naturalWidth is numeric, and a non-positive or invalid
// value is sent as null; meta must be valid JSON, and empty means null.
export function naturalWidthValue(input: string): number | null {
  const trimmed = input.trim().replace(",", ".");
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The natural width as typed (centimetres): empty or 0 is "unknown" (null); text that is not a
 * positive number is refused with the server's code `number` instead of being dropped silently.
 */
export function naturalWidthInput(input: string): { ok: true; value: number | null } | { ok: false; code: "number" } {
  const trimmed = input.trim().replace(",", ".");
  if (trimmed === "") return { ok: true, value: null };
  const n = Number(trimmed);
  if (n === 0) return { ok: true, value: null };
  return Number.isFinite(n) && n > 0 && n <= 100_000 ? { ok: true, value: n } : { ok: false, code: "number" };
}

export type MetaCheck = { ok: true; value: unknown } | { ok: false };

export function metaValue(input: string): MetaCheck {
  if (input.trim() === "") return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The stored meta shown for editing: pretty JSON, or empty when there is none. */
export function metaText(meta: unknown): string {
  return meta === null || meta === undefined ? "" : JSON.stringify(meta, null, 2);
}
