// Turns a failed tRPC call into what a form shows (spec 5): field error codes by field name, and
// otherwise one form-level message. Codes (not texts) are kept, so a language switch re-renders
// them in the new language; server texts are never shown (spec 8).
import { TRPCClientError } from "@trpc/client";

export type ApiErrorInfo = {
  /** The code of the documented error body (BAD_REQUEST, TOO_MANY_REQUESTS, …) when the server answered. */
  code?: string;
  status?: number;
  fields: Record<string, string>;
  retryAfterSeconds?: number;
};

type ErrorData = { httpStatus?: number; error?: { code?: string; fields?: Record<string, string> } };

export function readApiError(err: unknown): ApiErrorInfo {
  if (!(err instanceof TRPCClientError)) return { fields: {} };
  const data = (err.data ?? undefined) as ErrorData | undefined;
  // The http links attach the raw response; the API puts Retry-After on throttled answers.
  const response = (err.meta as { response?: Response } | undefined)?.response;
  const retry = Number(response?.headers?.get("retry-after"));
  return {
    code: data?.error?.code,
    status: data?.httpStatus,
    fields: data?.error?.fields ?? {},
    retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

const FIELD_CODES = [
  "required",
  "email",
  "min_length",
  "too_long",
  "taken",
  "wrong_credentials",
  "not_confirmed",
  "invalid",
  "wrong_password",
  "same_email",
  "promo_format",
];

/** The i18n key of a field error code; an unknown code reads as "invalid". */
export function fieldErrorKey(code: string): string {
  return `errors.${FIELD_CODES.includes(code) ? code : "invalid"}`;
}

/** A translatable message: an i18n key and its values. */
export type Message = { key: string; values?: Record<string, string | number> };
export type FormErrors<F extends string> = { fields: Partial<Record<F, string>>; form?: Message };

export const noErrors = { fields: {} };

/** Field codes for the fields this form has; anything else becomes the form-level message. */
export function toFormErrors<F extends string>(err: unknown, formFields: readonly F[]): FormErrors<F> {
  const info = readApiError(err);
  const fields: Partial<Record<F, string>> = {};
  let unplaced: Message | undefined;
  for (const [name, code] of Object.entries(info.fields)) {
    if ((formFields as readonly string[]).includes(name)) fields[name as F] = code;
    else unplaced ??= { key: fieldErrorKey(code) };
  }
  if (Object.keys(fields).length > 0) return { fields, form: unplaced };
  return { fields, form: unplaced ?? formMessage(info) };
}

export function formMessage(info: ApiErrorInfo): Message {
  if (info.code === "TOO_MANY_REQUESTS") {
    const seconds = info.retryAfterSeconds;
    if (!seconds) return { key: "errors.tooManyAttemptsLater" };
    // Sign-in delays grow to an hour (docs/decisions/0015); "14 min" reads better than "840 s".
    return seconds < 120
      ? { key: "errors.tooManyAttempts", values: { seconds } }
      : { key: "errors.tooManyAttemptsMinutes", values: { minutes: Math.ceil(seconds / 60) } };
  }
  if (!info.code) return { key: "errors.network" };
  return { key: "errors.generic" };
}

/** Spec 5: empty or whitespace-only required fields give the code `required`, checked before sending. */
export function requiredErrors<F extends string>(values: Record<F, string>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const name of Object.keys(values) as F[]) if (values[name].trim() === "") out[name] = "required";
  return out;
}
