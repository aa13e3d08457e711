// What a failed media step means for the job (docs/decisions/0012-job-states.md). ffmpeg that
// exits with an error code on an input it was given whole fails the same way every time: the
// file is corrupt or not a video it can decode, so the job fails at once with INVALID_INPUT
// instead of after its retries. ffmpeg killed by a signal (our abort, the OOM killer) or out of
// disk space is not about the file and stays retryable, as does anything else.
import { JobFailure } from "@ar/core/jobs";

const NOT_ABOUT_THE_FILE = /No space left on device|Cannot allocate memory|Resource temporarily unavailable/i;

export function ffmpegFailure(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof JobFailure) return error;
  if (/exited with code \d+/.test(error.message) && !NOT_ABOUT_THE_FILE.test(error.message)) {
    return new JobFailure("INVALID_INPUT", { retryable: false, detail: error.message.split("\n")[0], cause: error });
  }
  return error;
}

/** sharp could not decode the image (corrupt, truncated, over its pixel limit): the same on every try. */
export function imageFailure(error: unknown): unknown {
  if (error instanceof JobFailure) return error;
  return new JobFailure("INVALID_INPUT", {
    retryable: false,
    detail: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
