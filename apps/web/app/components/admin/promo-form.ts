// The promo code form and list rules, pure so they are unit-tested. The server (core
// admin/promo-codes.ts) applies the same field rules; checking here saves a round trip.
// Amounts are in roubles as the admin API sends and takes them; the list shows them with the
// shared price formatter ("1 234 ₽").
import type { AdminPromoCodeDto } from "@ar/core/admin";
import { toFormErrors, type FormErrors } from "../../lib/api-error";

/** A promo code as the admin list receives it (type-only: nothing of the server reaches the bundle). */
export type PromoCodeRow = AdminPromoCodeDto;
export type PromoKind = PromoCodeRow["kind"];

export type PromoFormValues = {
  code: string;
  kind: PromoKind;
  percentOff: string;
  amountOff: string;
  /** YYYY-MM-DD as a date input holds it, or "". */
  expiresOn: string;
  usageLimit: string;
  active: boolean;
};
export type PromoField = "code" | "kind" | "percentOff" | "amountOff" | "expiresAt" | "usageLimit" | "active";
export const PROMO_FIELDS: readonly PromoField[] = [
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "expiresAt",
  "usageLimit",
  "active",
];
export type PromoFieldErrors = Partial<Record<PromoField, string>>;

export type PromoInput = {
  code: string;
  kind: PromoKind;
  percentOff?: number;
  amountOff?: number;
  expiresAt: string | null;
  usageLimit: number | null;
  active: boolean;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A stored expiry as the local day a date input shows. */
export function isoToDay(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A YYYY-MM-DD day as the instant it starts in the admin's time zone, or null when it is no date. */
export function dayToIso(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d.toISOString() : null;
}

export function emptyPromoForm(): PromoFormValues {
  return { code: "", kind: "percent", percentOff: "10", amountOff: "", expiresOn: "", usageLimit: "", active: true };
}

/**
 * An amount in roubles as the amount field shows it in the interface language: the language's
 * decimal separator and two decimals when there are kopecks ("1234,50" in Russian, "1234.50" in
 * English), a whole amount without them; no digit grouping, so the text reads back as typed.
 */
export function amountFieldText(amount: number, locale: string): string {
  const kopecks = Math.round(amount * 100);
  if (kopecks % 100 === 0) return String(kopecks / 100);
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".";
  return (kopecks / 100).toFixed(2).replace(".", separator);
}

export function promoFormFrom(row: PromoCodeRow, locale: string): PromoFormValues {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.kind === "percent" ? String(row.percentOff) : "",
    amountOff: row.kind === "amount" ? amountFieldText(row.amountOff, locale) : "",
    expiresOn: isoToDay(row.expiresAt),
    usageLimit: row.usageLimit === null ? "" : String(row.usageLimit),
    active: row.active,
  };
}

const normalCode = (s: string) => s.trim().toUpperCase();
/**
 * A decimal written with a dot or a comma (Russian keyboards), at most two decimals; spaces
 * grouping the thousands ("1 234,50", as prices are shown) are allowed.
 */
export function parseRoubles(s: string): number | null {
  const t = s.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= 10_000_000 ? n : null;
}
function parseWhole(s: string, min: number, max: number): number | null {
  const t = s.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

export function validatePromoForm(v: PromoFormValues): PromoFieldErrors {
  const errors: PromoFieldErrors = {};
  const code = normalCode(v.code);
  if (code === "") errors.code = "required";
  else if (!/^[A-Z0-9_-]{3,40}$/.test(code)) errors.code = "promo_format";
  if (v.kind === "percent" && parseWhole(v.percentOff, 1, 100) === null)
    errors.percentOff = v.percentOff.trim() ? "percent" : "required";
  if (v.kind === "amount" && parseRoubles(v.amountOff) === null)
    errors.amountOff = v.amountOff.trim() ? "amount" : "required";
  if (v.expiresOn.trim() !== "" && dayToIso(v.expiresOn) === null) errors.expiresAt = "date";
  if (v.usageLimit.trim() !== "" && parseWhole(v.usageLimit, 1, 1_000_000) === null) errors.usageLimit = "usage";
  return errors;
}

/**
 * The request body; call after validatePromoForm passed. An expiry whose day was not edited is
 * sent as stored, so saving another field does not move it to the start of its day.
 */
export function promoInput(v: PromoFormValues, before?: PromoCodeRow): PromoInput {
  const expiresAt =
    v.expiresOn === ""
      ? null
      : before && isoToDay(before.expiresAt) === v.expiresOn
        ? before.expiresAt
        : dayToIso(v.expiresOn);
  return {
    code: normalCode(v.code),
    kind: v.kind,
    ...(v.kind === "percent"
      ? { percentOff: parseWhole(v.percentOff, 1, 100)! }
      : { amountOff: parseRoubles(v.amountOff)! }),
    expiresAt,
    usageLimit: v.usageLimit.trim() === "" ? null : parseWhole(v.usageLimit, 1, 1_000_000),
    active: v.active,
  };
}

/** The i18n key of a field error: the form's own wording, else the shared one. */
export function promoFieldErrorKey(field: PromoField, code: string): string {
  const own = ["required", "promo_format", "taken", "percent", "amount", "usage", "date"];
  if (own.includes(code)) return `adminTools.promo.form.errors.${code}`;
  // A server code this form does not word itself (too_small, invalid…): say what the field takes.
  if (field === "percentOff") return "adminTools.promo.form.errors.percent";
  if (field === "amountOff") return "adminTools.promo.form.errors.amount";
  if (field === "usageLimit") return "adminTools.promo.form.errors.usage";
  if (field === "expiresAt") return "adminTools.promo.form.errors.date";
  return "adminTools.promo.form.errors.invalid";
}

export function promoServerErrors(err: unknown): FormErrors<PromoField> {
  return toFormErrors(err, PROMO_FIELDS);
}

/** Why a code cannot be used now, in the price API's order (core promo-rules.ts), or "active". */
export type PromoState = "active" | "inactive" | "expired" | "usedUp";
export function promoState(
  row: Pick<PromoCodeRow, "active" | "expiresAt" | "usageLimit" | "usedCount">,
  now: Date,
): PromoState {
  if (!row.active) return "inactive";
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) return "expired";
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return "usedUp";
  return "active";
}

export const PROMO_FILTERS = ["all", "usable", "inactive", "expired", "usedUp"] as const;
export type PromoFilter = (typeof PROMO_FILTERS)[number];
export const isPromoFilter = (v: string | null): v is PromoFilter =>
  (PROMO_FILTERS as readonly (string | null)[]).includes(v);

/** The rows a search (start of the code) and a state filter keep, in the server's order. */
export function filterPromoCodes<T extends PromoCodeRow>(
  rows: readonly T[],
  search: string,
  filter: PromoFilter,
  now: Date,
): T[] {
  const term = normalCode(search);
  return rows.filter((r) => {
    if (term && !r.code.startsWith(term)) return false;
    if (filter === "all") return true;
    const state = promoState(r, now);
    return filter === "usable" ? state === "active" : state === filter;
  });
}
