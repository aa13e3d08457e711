import { Readable } from "node:stream";
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { StoredObject } from "../storage/object-storage";
import type { Actor } from "../auth/actor";
import { findPrintExportFor } from "./get-print-exports";
import { printPartsOf } from "./print-parts";

/** The finished file of an export, as a stream with its metadata. */
export async function openPrintDownload(opts: { actor: Actor; exportId: number }) {
  const row = await findPrintExportFor(opts.actor, opts.exportId);
  if (row.status !== "done" || !row.storageKey) throw new AppError("CONFLICT", "The file is not ready yet");
  const object = row.composed
    ? await openComposed(row.id, row.storageKey, Number(row.size))
    : await getStorage().get(row.storageKey);
  if (!object) throw new AppError("NOT_FOUND", "The file is gone");
  return { ...object, fileName: row.fileName ?? `export-${row.id}` };
}

/**
 * A split export's zip (docs/decisions/0043): its parts' fragments in page order, then the central
 * directory stored at the export's key. Every piece is checked before the answer starts, so a
 * missing one is a 404 rather than a zip cut short; the pieces are opened one at a time.
 */
async function openComposed(exportId: number, directoryKey: string, size: number): Promise<StoredObject | null> {
  const keys = [...(await printPartsOf(exportId)).map((p) => p.storageKey), directoryKey];
  const stats = await Promise.all(keys.map((k) => (k ? getStorage().stat(k) : null)));
  if (stats.some((s) => s === null)) return null;
  const directory = stats[stats.length - 1]!;
  async function* pieces() {
    for (const key of keys) {
      const piece = await getStorage().get(key!);
      if (!piece) throw new Error(`print export ${exportId}: ${key} vanished while downloading`);
      yield* piece.body;
    }
  }
  return { contentType: directory.contentType, size, etag: directory.etag, body: Readable.from(pieces()) };
}
