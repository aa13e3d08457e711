// SHA-256, size and type of a stored object, for content-addressed public URLs. Storage keys are
// never rewritten (a new upload gets a new key), so a digest computed once stays true: it is kept in
// FileDigest and the object is read from storage only the first time.
import { createHash } from "node:crypto";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getStorage } from "../storage/get-storage";

export type FileDigestInfo = { sha256: string; size: number; contentType: string };

export async function digestOf(key: string): Promise<FileDigestInfo> {
  const db = getDb();
  const known = await db.fileDigest.findUnique({
    where: { key },
    select: { sha256: true, size: true, contentType: true },
  });
  if (known) return known;
  const object = await getStorage().get(key);
  if (!object) throw new AppError("CONFLICT", "A file to publish is missing from storage");
  // Streamed: a 60 MB video is hashed without being held in memory.
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of object.body) {
    const buf = chunk as Buffer;
    hash.update(buf);
    size += buf.length;
  }
  const info: FileDigestInfo = { sha256: hash.digest("hex"), size, contentType: object.contentType };
  // Two first publishes may hash the same key at once; both computed the same digest, and the
  // second insert is skipped (ON CONFLICT DO NOTHING; an upsert would race into a unique violation).
  await db.fileDigest.createMany({ data: [{ key, ...info }], skipDuplicates: true });
  return info;
}

/** digestOf for several keys (each once), a few at a time so a big project does not open every file at once. */
export async function digestsOf(keys: Iterable<string>): Promise<Map<string, FileDigestInfo>> {
  const pending = [...new Set(keys)];
  const out = new Map<string, FileDigestInfo>();
  const worker = async () => {
    for (let key = pending.shift(); key !== undefined; key = pending.shift()) out.set(key, await digestOf(key));
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}
