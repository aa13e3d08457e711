// A job's progress as the user watches it: written to its row at most every 400 ms, one write
// after another (never two at once, never out of order). A write that fails is reported and
// the job goes on: progress is a hint, not part of the result. Tracked tasks (tracked-task.ts)
// and the parts of a split print export (tasks/print-part.ts) write theirs this way.

export const PROGRESS_EVERY_MS = 400;

export type ProgressWriter = {
  /** Queues a write of `percent` unless one was queued less than PROGRESS_EVERY_MS ago. */
  report(percent: number): void;
  /** Resolves once every queued write has been made (or has failed). */
  settled(): Promise<void>;
};

export function progressWriter(
  write: (percent: number) => Promise<unknown>,
  onError: (error: unknown) => void,
): ProgressWriter {
  let lastWrite = 0;
  let writes: Promise<unknown> = Promise.resolve();
  return {
    report(percent) {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      writes = writes.then(() => write(percent)).catch(onError);
    },
    settled: () => writes.then(() => undefined),
  };
}
