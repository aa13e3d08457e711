// Reading a public file by its name ({sha256}.{ext}): found only while some PublicFile row names the
// hash, read whole or as one byte range. Nothing here reads a session: the files are public.
import { sqlRow, sqlStatement } from "@ar/db";
import { notFound } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";
import type { StoredObject } from "../storage/object-storage";
import { publicExtensionOf } from "./public-file-url";

export type PublicFileInfo = { key: string; sha256: string; contentType: string; size: number; etag: string };

const NAME = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/;

const byHash = sqlStatement<{ key: string; contentType: string; size: number }>(
  "public_file_by_hash",
  `SELECT "key", "contentType", "size" FROM "PublicFile" WHERE "hash" = $1 LIMIT 1`,
);

/** The file a public name stands for; 404 for a malformed name, a wrong extension or a hash no owner exposes. */
export async function findPublicFile(name: string): Promise<PublicFileInfo> {
  const m = NAME.exec(name);
  if (!m) throw notFound("File not found");
  const [, sha256, ext] = m as unknown as [string, string, string];
  const row = await sqlRow(byHash, [sha256]);
  if (!row || (ext !== "bin" && publicExtensionOf(row.contentType) !== ext)) throw notFound("File not found");
  return { key: row.key, sha256, contentType: row.contentType, size: row.size, etag: `"${sha256}"` };
}

/** The file's bytes, whole or `range` (inclusive bounds already checked against its size). */
export async function readPublicFile(
  file: PublicFileInfo,
  range?: { start: number; end: number },
): Promise<StoredObject> {
  const storage = getStorage();
  const object = range ? await storage.getRange(file.key, range.start, range.end) : await storage.get(file.key);
  if (!object) throw notFound("File not found");
  return object;
}
