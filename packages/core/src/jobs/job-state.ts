// The one set of job-state transitions every job the user waits for follows (an asset's
// compression, an alpha-video encoding, a print export): queued → running (with progress) →
// done, or failed with a failure code. A retryable failure puts the job back to queued with its
// code kept, which the interface shows as "retrying"; the owner's retry moves failed → queued.
// Pure, so the rule is unit-tested apart from the rows that store it (tracked-jobs.ts).
import type { JobFailureCode } from "./job-failure";

export const JOB_PHASES = ["queued", "running", "done", "failed"] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

/** Each move a job can make: the phases it may start from and the one it ends in. */
export const JOB_MOVES = {
  /** An attempt begins; from running too: an attempt killed with its worker starts again. */
  start: { from: ["queued", "running"], to: "running" },
  /** A retryable attempt failed; another one follows (the code stays: "retrying"). */
  retryLater: { from: ["running"], to: "queued" },
  succeed: { from: ["running"], to: "done" },
  /** Final failure; from queued too: a job lost before it could run again (lost-job sweep). */
  fail: { from: ["queued", "running"], to: "failed" },
  /** The owner's retry. */
  requeue: { from: ["failed"], to: "queued" },
} as const satisfies Record<string, { from: readonly JobPhase[]; to: JobPhase }>;

export type JobMove = keyof typeof JOB_MOVES;

/** Done is final; failed only leaves by the owner's retry. */
export function canMove(from: JobPhase, move: JobMove): boolean {
  return (JOB_MOVES[move].from as readonly JobPhase[]).includes(from);
}

/** What status answers show of a tracked job. */
export type JobView = {
  phase: JobPhase;
  /** 0–100; 100 only when done. */
  progress: number;
  /** Set when failed, and while retrying after a failed attempt. */
  failureCode: JobFailureCode | null;
  /** An attempt failed and another one is queued or running. */
  retrying: boolean;
};

export function jobView(phase: JobPhase, progress: number, failureCode: JobFailureCode | null): JobView {
  const settled = phase === "done" || phase === "failed";
  return {
    phase,
    progress: phase === "done" ? 100 : Math.max(0, Math.min(99, Math.round(progress))),
    failureCode: phase === "done" ? null : failureCode,
    retrying: !settled && failureCode !== null,
  };
}
