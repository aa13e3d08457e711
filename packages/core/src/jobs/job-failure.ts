// Why a background job failed, as a code the interface translates (@ar/i18n `jobs.failures`),
// never as exception text: that can hold paths, SQL or library internals and is only logged.
// docs/decisions/0012-job-states.md says which codes end a job at once and which are retried.

export const JOB_FAILURE_CODES = [
  /** The uploaded file the job works on is no longer in storage. */
  "SOURCE_MISSING",
  /** The file cannot be decoded (a corrupt or unsupported video, image or model). */
  "INVALID_INPUT",
  /** A print: the collection has no front design, or its artwork is gone. */
  "DESIGN_MISSING",
  /** A print: the collection's design does not parse. */
  "DESIGN_INVALID",
  /** A print: none of the requested cards exists any more. */
  "NO_CARDS",
  /** A print: no card fits on the sheet, or the print is over what one job may render. */
  "SETTINGS_INVALID",
  /** The job ran past its time limit (job-time-limits.ts). */
  "TIMEOUT",
  /** The worker stopped or was lost while the job ran. */
  "INTERRUPTED",
  /** Anything unexpected (storage or database trouble, a bug): retried, then reported. */
  "INTERNAL",
] as const;

export type JobFailureCode = (typeof JOB_FAILURE_CODES)[number];

export function isJobFailureCode(value: unknown): value is JobFailureCode {
  return typeof value === "string" && (JOB_FAILURE_CODES as readonly string[]).includes(value);
}

/**
 * Thrown by a task (or a step it calls) when it knows why it failed. `retryable: false` means
 * another attempt would fail the same way, so the job fails at once instead of after its retries.
 */
export class JobFailure extends Error {
  override name = "JobFailure";
  readonly retryable: boolean;
  constructor(
    readonly code: JobFailureCode,
    opts: { retryable: boolean; detail?: string; cause?: unknown },
  ) {
    super(opts.detail ? `${code}: ${opts.detail}` : code, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.retryable = opts.retryable;
  }
}

/** What a thrown value means for the job: a JobFailure says so itself; anything else is INTERNAL and retried. */
export function failureOf(error: unknown): { code: JobFailureCode; retryable: boolean } {
  if (error instanceof JobFailure) return { code: error.code, retryable: error.retryable };
  return { code: "INTERNAL", retryable: true };
}
