// What the print dialog shows when the server refuses a print (cards.update, cards.generate or
// print.start answering 400 with fields): each field it names goes next to the dialog's input for
// it, the rest becomes one message naming what is wrong. The dialog's own checks use the same
// bounds, so this is for what the browser could not know (a design saved before the rules, a
// card height from the saved design's proportions) — never a bare "failed".
import type { ApiErrorInfo, Message } from "../../lib/api-error";
import type { PlacementErrors, PlacementField } from "./placement-form";
import { toSizeErrorCode } from "./print-size-messages";

export type PlacementRefusal = { fields: PlacementErrors; message?: Message };

/** The server's field names (print.start's cut.*, cards.update's data.*) → the dialog's inputs. */
const DIALOG_FIELDS: Record<string, PlacementField> = {
  "cut.width": "width",
  "cut.height": "height",
  "cut.count": "count",
  "cut.extendedLinesWidth": "extendedLinesWidth",
  count: "count",
  cardWidth: "cardWidth",
  "data.cardWidth": "cardWidth",
  cardHeight: "cardHeight",
};

/**
 * The refusal to show in the dialog, or null when the answer is not a 400 naming fields (network,
 * server errors, a short balance's 409: the caller reports those by the button).
 */
export function placementRefusal(info: ApiErrorInfo): PlacementRefusal | null {
  if (info.code !== "BAD_REQUEST" || Object.keys(info.fields).length === 0) return null;
  const fields: PlacementErrors = {};
  const other: string[] = [];
  for (const [name, code] of Object.entries(info.fields)) {
    const field = Object.hasOwn(DIALOG_FIELDS, name) ? DIALOG_FIELDS[name] : undefined;
    if (field) fields[field] ??= toSizeErrorCode(code);
    else other.push(name);
  }
  const message = otherMessage(info.fields, other);
  return message ? { fields, message } : { fields };
}

function otherMessage(codes: Record<string, string>, names: string[]): Message | undefined {
  if (names.length === 0) return undefined;
  if (codes.collectionId === "no_design") return { key: "print.placement.refused.noDesign" };
  // The saved design's domain is the part of it a user chooses (the features step, settings).
  if (names.includes("data.domain")) return { key: "print.placement.refused.domain" };
  if (names.some((n) => n === "collectionId" || n.startsWith("data"))) return { key: "print.placement.refused.design" };
  return { key: "print.placement.refused.settings" };
}
