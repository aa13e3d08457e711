// Plain result type for validation helpers: the browser shows `error` as a field message,
// the worker turns it into a job failure. No exceptions for expected bad input.

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: string): Result<T> {
  return { ok: false, error };
}
