// The compression progress of an uploaded asset (editors spec 4): GET /api/public/media/{id}
// every 500 ms until the worker says complete. Fetch and the wait are injectable for tests.
import { mediaStatusUrl, type MediaStatus } from "./projects-api";

export const MEDIA_POLL_MS = 500;

export class MediaFailedError extends Error {
  constructor(
    readonly assetId: number,
    /** The server's failure code (jobs.failures), null when it sent none. */
    readonly failureCode: string | null = null,
  ) {
    super(`Processing of asset ${assetId} failed${failureCode ? `: ${failureCode}` : ""}`);
    this.name = "MediaFailedError";
  }
}

type PollDeps = {
  fetchStatus?: (assetId: number, signal: AbortSignal) => Promise<MediaStatus>;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

async function fetchStatus(assetId: number, signal: AbortSignal): Promise<MediaStatus> {
  const res = await fetch(mediaStatusUrl(assetId), {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as MediaStatus;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Resolves when the asset is ready; reports each progress value (and whether an attempt failed and another follows); rejects when the worker failed it for good. */
export async function pollMedia(
  assetId: number,
  opts: { signal: AbortSignal; onProgress(percent: number, retrying: boolean): void } & PollDeps,
): Promise<MediaStatus> {
  const get = opts.fetchStatus ?? fetchStatus;
  const sleep = opts.wait ?? wait;
  let failures = 0;
  for (;;) {
    opts.signal.throwIfAborted();
    try {
      const status = await get(assetId, opts.signal);
      failures = 0;
      opts.onProgress(status.complete ? 100 : status.progress, !status.complete && status.retrying === true);
      if (status.complete) return status;
      if (status.failed) throw new MediaFailedError(assetId, status.failureCode ?? null);
    } catch (e) {
      if (e instanceof MediaFailedError || opts.signal.aborted) throw e;
      // A dropped poll is retried; only a run of them ends the wait.
      if (++failures >= 10) throw e;
    }
    await sleep(MEDIA_POLL_MS, opts.signal);
  }
}
