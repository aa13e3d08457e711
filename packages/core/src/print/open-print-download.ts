import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../auth/actor";
import { findPrintExportFor } from "./get-print-exports";

/** The finished file of an export, as a stream with its metadata. */
export async function openPrintDownload(opts: { actor: Actor; exportId: number }) {
  const row = await findPrintExportFor(opts.actor, opts.exportId);
  if (row.status !== "done" || !row.storageKey) throw new AppError("CONFLICT", "The file is not ready yet");
  const object = await getStorage().get(row.storageKey);
  if (!object) throw new AppError("NOT_FOUND", "The file is gone");
  return { ...object, fileName: row.fileName ?? `export-${row.id}` };
}
