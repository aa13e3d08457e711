// GLB optimisation off the worker's event loop (docs/decisions/0018-heavy-work-bounds.md). It is
// synchronous JavaScript and WebAssembly for seconds to minutes: run in the process it held the
// event loop, so mail, prints and other compressions waited, and a crafted file held it for
// minutes on every retry. In a thread it runs beside them, and the time limit (or the attempt's
// signal) ends it wherever it is.
// sharp must be loaded by the main thread before a worker thread loads it (sharp's docs, glibc Linux).
import "sharp";
import { JobFailure } from "@ar/core/jobs";
import { runInThread, ThreadFailed, ThreadTimeout } from "@ar/core/threads";

/** Far above what a 50 MB model takes; a file still running then is built to be slow. */
export const GLB_OPTIMIZE_TIME_LIMIT_MS = 2 * 60_000;

const THREAD = new URL("./optimize-glb.thread.ts", import.meta.url);

export async function optimizeGlbOffThread(
  input: Buffer,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Buffer> {
  const bytes = new Uint8Array(input);
  try {
    const light = await runInThread<Uint8Array>(THREAD, {
      input: { bytes },
      transferList: [bytes.buffer],
      timeoutMs: opts.timeoutMs ?? GLB_OPTIMIZE_TIME_LIMIT_MS,
      ...(opts.signal ? { signal: opts.signal } : {}),
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    return Buffer.from(light.buffer, light.byteOffset, light.byteLength);
  } catch (e) {
    // Another attempt would run as long and fail the same way: final at once.
    if (e instanceof ThreadTimeout)
      throw new JobFailure("TIMEOUT", { retryable: false, detail: `GLB optimisation ${e.message}`, cause: e });
    if (e instanceof ThreadFailed)
      throw new JobFailure("INVALID_INPUT", { retryable: false, detail: e.message, cause: e });
    throw e;
  }
}
