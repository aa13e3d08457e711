// Why a background job failed, as the interface says it: the server sends a failure code (core
// JobFailureCode: INVALID_INPUT, TIMEOUT, …; docs/decisions/0012-job-states.md), never exception
// text, and each code has its text in @ar/i18n `jobs.failures`. A job that failed without a code
// (rows from before codes existed) reads as INTERNAL.
import type { JobFailureCode } from "@ar/core/jobs";

export type { JobFailureCode };

export function jobFailureKey(code: string | null | undefined): `jobs.failures.${string}` {
  return `jobs.failures.${code && /^[A-Z_]+$/.test(code) ? code : "INTERNAL"}`;
}
