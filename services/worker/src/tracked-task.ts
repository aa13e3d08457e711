// A task whose job the user watches (an asset's compression, an alpha encoding, a print export),
// run through core's one set of job-state transitions (docs/decisions/0012-job-states.md):
//   start: queued → running (a row gone, done or failed for good means nothing to do);
//   progress: written at most every 400 ms while running (support/progress-writer.ts);
//   success: running → done with the result (if the row went away meanwhile, the files the
//     attempt wrote are deleted: nothing points at them; if another attempt settled it, they stay);
//   failure: a code, never exception text (a row gone meanwhile: nothing to record or retry). Final — failed, visible at once — when the error is
//     not retryable (corrupt input, over the time limit) or this was the last attempt; the task
//     then returns normally, so graphile-worker does not retry what the row already settled.
//     Otherwise back to queued with the code (the interface shows "retrying") and rethrown, so
//     graphile-worker retries it with its backoff.
import type { JobHelpers, Task } from "graphile-worker";
import {
  failTrackedJob,
  failureOf,
  finishTrackedJob,
  reportTrackedProgress,
  startTrackedJob,
  trackedJobExists,
  type TrackedId,
  type TrackedKind,
  type TrackedResult,
} from "@ar/core/jobs";
import { getLogger } from "@ar/core/log";
import { getStorage } from "@ar/core/storage";
import { parseJobPayload, type JobName, type JobPayload } from "@ar/jobs";
import { startAttempt } from "./run-attempt";
import { progressWriter } from "./support/progress-writer";

export type AttemptContext = {
  /** Aborts at the time limit or on worker shutdown: pass it to ffmpeg, the renderer, … */
  signal: AbortSignal;
  /** 0–99 while running; throttled here. */
  progress(percent: number): void;
  helpers: JobHelpers;
};

export type TrackedTaskSpec<N extends JobName, K extends TrackedKind> = {
  job: N;
  kind: K;
  idOf(payload: JobPayload<N>): TrackedId<K>;
  /**
   * One attempt: the result to store, and the storage keys it wrote (discarded if the row is gone);
   * or `handedOff` when the attempt passed the work on to other jobs that settle the row (a split
   * print export's parts and assembly, docs/decisions/0030): the row stays running.
   */
  run(
    id: TrackedId<K>,
    ctx: AttemptContext,
  ): Promise<{ result: TrackedResult[K]; written: (string | null)[] } | { handedOff: true }>;
};

export function trackedTask<N extends JobName, K extends TrackedKind>(
  spec: TrackedTaskSpec<N, K>,
  opts: { timeLimitMs: number },
): Task {
  return async (payload, helpers) => {
    const id = spec.idOf(parseJobPayload(spec.job, payload));
    const log = getLogger().child({ task: spec.job, [spec.kind]: id, attempt: helpers.job.attempts });
    if (!(await startTrackedJob(spec.kind, id))) return;

    const writer = progressWriter(
      (percent) => reportTrackedProgress(spec.kind, id, percent),
      (e) => log.warn({ err: e }, "progress not saved"),
    );
    const progress = writer.report;

    const attempt = startAttempt(helpers, opts.timeLimitMs);
    try {
      const outcome = await attempt.run(spec.run(id, { signal: attempt.signal, progress, helpers }));
      await writer.settled();
      if ("handedOff" in outcome) return;
      const { result, written } = outcome;
      if (await finishTrackedJob(spec.kind, id, result)) return;
      // Settled by another attempt: the output key is fixed per object, so the file is the one
      // the row points at and stays. Only a row that is gone leaves the file pointing nowhere.
      if (await trackedJobExists(spec.kind, id)) return;
      const keys = written.filter((k): k is string => Boolean(k));
      await Promise.all(keys.map((k) => getStorage().delete(k)));
      log.info({ discarded: keys }, "the job's object went away while it ran; its output was discarded");
    } catch (error) {
      await writer.settled();
      const cause = attempt.signal.aborted ? attempt.signal.reason : error;
      const { code, retryable } = failureOf(cause);
      const final = !retryable || helpers.job.attempts >= helpers.job.max_attempts;
      if (!(await failTrackedJob(spec.kind, id, code, { final }))) {
        // The row went away (deleted while the job ran) or was settled otherwise: nothing to retry.
        log.info({ code, err: cause }, "the job's object went away while it ran");
        return;
      }
      if (!final) throw cause;
      log.warn({ code, err: cause }, "job failed for good");
    } finally {
      attempt.dispose();
    }
  };
}
