// A file written as a stream straight into storage under a fixed key (a print export, a split
// export's fragment, its assembled zip): it becomes visible only when complete. When the writer
// fails or the attempt's signal aborts (time limit, shutdown), the half-written upload is
// aborted, which the storage drivers discard, so a retried or killed job never leaves half a file.
import { PassThrough } from "node:stream";
import { getStorage, type StoredObjectMeta } from "@ar/core/storage";

export async function storeStream(
  key: string,
  contentType: string,
  signal: AbortSignal,
  write: (body: PassThrough) => Promise<void>,
): Promise<StoredObjectMeta> {
  const body = new PassThrough();
  const stored = getStorage().put(key, body, { contentType });
  // Awaited below; an abort can reject it while the writer is still busy.
  stored.catch(() => undefined);
  const stop = () => body.destroy(signal.reason as Error);
  signal.addEventListener("abort", stop, { once: true });
  try {
    await write(body);
  } catch (e) {
    body.destroy(e as Error);
    await stored.catch(() => undefined);
    throw e;
  } finally {
    signal.removeEventListener("abort", stop);
  }
  return stored;
}
