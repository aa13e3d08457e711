// What the print dialog and the editors' card width field say about a size: the bounds are
// card-layout's (print-limits.ts), the same numbers the API and the renderer check, so a size the
// browser accepts is one the server accepts (docs/decisions/0018-heavy-work-bounds.md).
import { MAX_CARD_SIDE_CM, MAX_SHEET_SIDE_CM, MIN_CARD_SIDE_CM, type PrintSizeCode } from "@ar/card-layout";
import type { Message } from "../../lib/api-error";

/** invalid: not a positive number (shown once the field was left); the others as soon as typed. */
export type SizeErrorCode = "invalid" | PrintSizeCode;
export type SizeField = "width" | "height" | "cardWidth" | "cardHeight";

const SIZE_CODES: readonly string[] = ["too_large", "too_small", "card_does_not_fit"];

/** A server's field code as the dialog shows it; a code it has no text for reads as invalid. */
export function toSizeErrorCode(code: string): SizeErrorCode {
  return SIZE_CODES.includes(code) ? (code as PrintSizeCode) : "invalid";
}

/**
 * The message of a size field's error. `card` (the card's size) is needed for card_does_not_fit
 * only: the message names the size the sheet needs.
 */
export function sizeErrorMessage(field: SizeField, code: SizeErrorCode, card = { width: 0, height: 0 }): Message {
  const sheet = field === "width" || field === "height";
  switch (code) {
    case "too_large":
      return sheet
        ? { key: "print.placement.limits.sheetTooLarge", values: { max: MAX_SHEET_SIDE_CM } }
        : { key: "print.placement.limits.cardTooLarge", values: { max: MAX_CARD_SIDE_CM } };
    case "too_small":
      return sheet
        ? { key: "print.placement.invalidValue" }
        : { key: "print.placement.limits.cardTooSmall", values: { min: MIN_CARD_SIDE_CM } };
    case "card_does_not_fit":
      return field === "height"
        ? { key: "print.placement.limits.shorterThanCard", values: { card: round2(card.height) } }
        : { key: "print.placement.limits.narrowerThanCard", values: { card: round2(card.width) } };
    case "invalid":
      return { key: "print.placement.invalidValue" };
  }
}

/** A card width typed in cm (a decimal comma accepted), within the print bounds. */
export function checkCardWidthText(text: string): { ok: true; cm: number } | { ok: false; code: SizeErrorCode } {
  const trimmed = text.trim();
  const cm = Number(trimmed.replace(",", "."));
  if (trimmed === "" || !Number.isFinite(cm) || cm <= 0) return { ok: false, code: "invalid" };
  if (cm > MAX_CARD_SIDE_CM) return { ok: false, code: "too_large" };
  if (cm < MIN_CARD_SIDE_CM) return { ok: false, code: "too_small" };
  return { ok: true, cm };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
