// The name / author form of a pack (create and rename), spec 5: the name is required ("Name can't
// be empty"), the author name optional. Pure, so the rules are unit-tested.
import { fieldErrorKey, toFormErrors, type Message } from "../../lib/api-error";

export type PackFormValues = { name: string; authorName: string };
export type PackField = keyof PackFormValues;
export const PACK_FIELDS: readonly PackField[] = ["name", "authorName"];

/** Field → error code (the server's codes: required, too_long, invalid). */
export type PackFieldErrors = Partial<Record<PackField, string>>;

export function validatePackForm(v: PackFormValues): PackFieldErrors {
  return v.name.trim() === "" ? { name: "required" } : {};
}

/** The i18n key of a field's error: a missing name reads "Name can't be empty". */
export function packFieldErrorKey(field: PackField, code: string): string {
  if (field === "name" && code === "required") return "packs.form.nameRequired";
  return fieldErrorKey(code);
}

/** What the API takes: trimmed, and an empty author name is no author. */
export function packInput(v: PackFormValues): { name: string; authorName: string | null } {
  const authorName = v.authorName.trim();
  return { name: v.name.trim(), authorName: authorName === "" ? null : authorName };
}

/** A failed create/update mapped onto the two fields, or one form-level message. */
export function packServerErrors(err: unknown): { fields: PackFieldErrors; form?: Message } {
  return toFormErrors(err, PACK_FIELDS);
}
