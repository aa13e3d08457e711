// One attempt of a job under its time limit. The attempt's signal aborts when the limit passes
// (reason: JobFailure TIMEOUT, not retried) or when the worker shuts down (INTERRUPTED, retried);
// the attempt ends at that moment even if a step ignores the signal, and whatever that step
// still does later cannot settle the job (job-state writes are guarded by the phase).
import type { JobHelpers } from "graphile-worker";
import { JobFailure } from "@ar/core/jobs";

export type Attempt = { signal: AbortSignal; run<T>(work: Promise<T>): Promise<T>; dispose(): void };

export function startAttempt(helpers: Pick<JobHelpers, "abortSignal">, timeLimitMs: number): Attempt {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new JobFailure("TIMEOUT", { retryable: false, detail: `over ${timeLimitMs} ms` })),
    timeLimitMs,
  );
  const onShutdown = () =>
    controller.abort(new JobFailure("INTERRUPTED", { retryable: true, detail: "the worker is shutting down" }));
  if (helpers.abortSignal.aborted) onShutdown();
  else helpers.abortSignal.addEventListener("abort", onShutdown, { once: true });
  const { signal } = controller;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  return {
    signal,
    run: <T>(work: Promise<T>) => {
      // After an abort the work may still settle; its outcome no longer matters.
      work.catch(() => undefined);
      return Promise.race([work, aborted]);
    },
    dispose: () => {
      clearTimeout(timer);
      helpers.abortSignal.removeEventListener("abort", onShutdown);
    },
  };
}

/**
 * Runs `work` as one attempt under the time limit and settles with it; when the attempt was
 * aborted (time limit, shutdown) it rejects with the abort's JobFailure, whatever `work` threw.
 */
export async function runAttempt<T>(
  helpers: Pick<JobHelpers, "abortSignal">,
  timeLimitMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const attempt = startAttempt(helpers, timeLimitMs);
  try {
    return await attempt.run(work(attempt.signal));
  } catch (error) {
    throw attempt.signal.aborted ? attempt.signal.reason : error;
  } finally {
    attempt.dispose();
  }
}
