// Taking a file back out of storage when the work it was stored for did not happen (a refused or
// failed upload) or once a replacement took its place: a file that fails to go is only space
// taken, so the failure is not the caller's, and the caller's own error (if any) goes on.
import { getStorage } from "./get-storage";

/** Deletes `key` (nothing when there is none) and ignores a failure to delete it. */
export async function discardStored(key: string | null | undefined): Promise<void> {
  if (key)
    await getStorage()
      .delete(key)
      .catch(() => undefined);
}

/** Runs `work`; when it throws, the stored file `key` is discarded before the error goes on. */
export async function discardOnFailure<T>(key: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    await discardStored(key);
    throw e;
  }
}
