// The order step's count field (editors spec 5): required, an integer; a non-number reads
// 'Введите корректное количество'; zero or negative gives no price and blocks submit. The server
// takes at most MAX_ORDER_COUNT cards in one order, so larger counts are stopped here too.

export const MAX_ORDER_COUNT = 10_000;

export type CountCheck =
  { ok: true; count: number } | { ok: false; error: "required" | "invalid" | "notPositive" | "tooMany" };

export function checkOrderCount(input: string): CountCheck {
  const text = input.trim();
  if (text === "") return { ok: false, error: "required" };
  // Digits with an optional sign only: "1e3", "0x10", "5.5" or "10 шт" are not counts.
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, error: "invalid" };
  const count = Number(text);
  if (!Number.isSafeInteger(count)) return { ok: false, error: "tooMany" };
  if (count <= 0) return { ok: false, error: "notPositive" };
  if (count > MAX_ORDER_COUNT) return { ok: false, error: "tooMany" };
  return { ok: true, count };
}

/** Promo codes are compared upper-case on the server; blank means none. */
export function normalizePromo(input: string): string | undefined {
  const promo = input.trim();
  return promo === "" ? undefined : promo;
}
