import type { ErrorCode } from "./error-codes";

/** Field name → field error code (e.g. `required`, `invalid`, `taken`), mapped onto form fields. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly options: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
  get fields() {
    return this.options.fields;
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const unauthorized = () => new AppError("UNAUTHORIZED", "Sign in to continue");
export const forbidden = () => new AppError("FORBIDDEN", "You are not allowed to do this");
