// The admin account form (spec 5), pure so the rules are unit-tested: cardsBalance must be an
// integer ≥ 0 ("Wrong value", checked before sending); an empty customDomain is sent as null; a
// password left empty or still shown as asterisks is not sent (so editing keeps the old one).
// The server applies the same rules; checking here saves a round trip and a confusing state.
import { fieldErrorKey, toFormErrors, type FormErrors } from "../../lib/api-error";

/** Spec 3 feature ids, in the order the form lists them. Kept here (not imported from @ar/core) so the browser bundle stays free of server code. */
export const FEATURE_IDS = ["arkit", "wishes", "ar-albums", "ar-qr", "code", "world"] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** What the password field shows when editing: the account has a password, we do not know it. */
export const PASSWORD_MASK = "********";
/** The server's ceiling for a balance; above it the answer is "Wrong value" too. */
export const MAX_CARDS_BALANCE = 10_000_000;
export const MIN_PASSWORD_LENGTH = 8;

export type AccountFormValues = {
  name: string;
  email: string;
  password: string;
  features: FeatureId[];
  /** As typed: parsed on submit. */
  cardsBalance: string;
  customDomain: string;
  isAdmin: boolean;
};
export type AccountField = keyof AccountFormValues;
export const ACCOUNT_FIELDS: readonly AccountField[] = [
  "name",
  "email",
  "password",
  "features",
  "cardsBalance",
  "customDomain",
  "isAdmin",
];
export type AccountFieldErrors = Partial<Record<AccountField, string>>;

/** The fields of an account row the form starts from. */
export type EditableAccount = {
  name: string;
  email: string;
  features: readonly string[];
  cardsBalance: number;
  customDomain: string | null;
  isAdmin: boolean;
};

export function isFeatureId(v: string): v is FeatureId {
  return (FEATURE_IDS as readonly string[]).includes(v);
}

export function emptyAccountForm(): AccountFormValues {
  return { name: "", email: "", password: "", features: [], cardsBalance: "0", customDomain: "", isAdmin: false };
}

export function accountFormFrom(user: EditableAccount): AccountFormValues {
  return {
    name: user.name,
    email: user.email,
    password: PASSWORD_MASK,
    features: FEATURE_IDS.filter((f) => user.features.includes(f)),
    cardsBalance: String(user.cardsBalance),
    customDomain: user.customDomain ?? "",
    isAdmin: user.isAdmin,
  };
}

/** An integer ≥ 0 written in digits (surrounding spaces allowed), else null ("Wrong value"). */
export function parseCardsBalance(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n <= MAX_CARDS_BALANCE ? n : null;
}

/** Empty, or still only asterisks (the untouched mask, or one the user typed over it): not sent. */
export function isPasswordUnchanged(password: string): boolean {
  return password === "" || /^\*+$/.test(password);
}

/** Features stay in the canonical order whatever order they were ticked in. */
export function toggleFeature(features: readonly FeatureId[], id: FeatureId, on: boolean): FeatureId[] {
  return FEATURE_IDS.filter((f) => (f === id ? on : features.includes(f)));
}

export function validateAccountForm(v: AccountFormValues, mode: "create" | "edit"): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  if (v.name.trim() === "") errors.name = "required";
  if (v.email.trim() === "") errors.email = "required";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = "email";
  if (isPasswordUnchanged(v.password)) {
    // A new account needs a password; an edited one keeps its own.
    if (mode === "create") errors.password = "required";
  } else if (v.password.length < MIN_PASSWORD_LENGTH) errors.password = "min_length";
  if (parseCardsBalance(v.cardsBalance) === null) errors.cardsBalance = "wrong_value";
  return errors;
}

export type AccountInput = {
  name: string;
  email: string;
  password?: string;
  features: FeatureId[];
  cardsBalance: number;
  customDomain: string | null;
  isAdmin: boolean;
};

/** The request body. Call after validateAccountForm passed (an unparsable balance throws). */
export function accountInput(v: AccountFormValues): AccountInput {
  const cardsBalance = parseCardsBalance(v.cardsBalance);
  if (cardsBalance === null) throw new Error("cardsBalance is not valid; validate first");
  const domain = v.customDomain.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(isPasswordUnchanged(v.password) ? {} : { password: v.password }),
    features: FEATURE_IDS.filter((f) => v.features.includes(f)),
    cardsBalance,
    customDomain: domain === "" ? null : domain,
    isAdmin: v.isAdmin,
  };
}

/** The i18n key of a field error: the spec's "Wrong value" for the balance, the self-demotion rule for isAdmin. */
export function accountFieldErrorKey(field: AccountField, code: string): string {
  if (code === "wrong_value") return "admin.form.wrongValue";
  if (field === "isAdmin" && code === "self") return "admin.form.selfDemote";
  if (field === "customDomain" && code === "invalid") return "admin.form.invalidDomain";
  return fieldErrorKey(code);
}

/** A failed create/update mapped onto the form's fields, or one form-level message. */
export function accountServerErrors(err: unknown): FormErrors<AccountField> {
  return toFormErrors(err, ACCOUNT_FIELDS);
}
