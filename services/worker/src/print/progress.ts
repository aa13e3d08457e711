// Rendering owns 0–90 of the job's progress; storing the result is the caller's last 10.

export const RENDER_PROGRESS_MAX = 90;

export function progressReporter(
  total: number,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): () => void {
  let done = 0;
  let last = -1;
  return () => {
    // Called once per page, so an aborted job stops within a page.
    signal?.throwIfAborted();
    done++;
    const percent = total > 0 ? Math.floor((RENDER_PROGRESS_MAX * Math.min(done, total)) / total) : RENDER_PROGRESS_MAX;
    // Report only changes: a 2000-page batch should not send 2000 progress updates.
    if (percent !== last) {
      last = percent;
      onProgress?.(percent);
    }
  };
}
