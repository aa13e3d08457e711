// Local-disk driver: each object is a file plus a small JSON sidecar with its metadata. Writes go
// to a temporary file that is renamed into place when complete.
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, type ObjectStorage, type StoredObjectMeta } from "./object-storage";

// Whole-file reads and writes move in 1 MiB chunks rather than Node's 64 KiB: joining a big split
// print export (a gigabyte of stored fragments) spent most of its time on per-chunk round trips
// through the thread pool. Range reads (video seeking) keep the default.
const FILE_CHUNK = 1024 * 1024;

const STALE_TEMP_MS = 60 * 60 * 1000;

export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(
    key: string,
    body: Readable | Buffer,
    meta: { contentType: string; originalName?: string },
  ): Promise<StoredObjectMeta> {
    // Listen at once: the source may fail while we are still creating folders, and the pipeline
    // below picks the stored error up from the stream.
    if (!Buffer.isBuffer(body)) body.on("error", () => {});
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    const file = createWriteStream(temp, { highWaterMark: FILE_CHUNK });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, file);
      // The ETag only has to change whenever the object at this key is replaced (every put is a
      // new version): a random one does that without hashing every byte, which cost a split print
      // export's assembly a further second per gigabyte on one core. Content addresses for public
      // files are computed where they are needed (FileDigest).
      const stored: StoredObjectMeta = {
        contentType: meta.contentType,
        size: file.bytesWritten,
        etag: `"${randomBytes(16).toString("hex")}"`,
        ...(meta.originalName ? { originalName: meta.originalName } : {}),
      };
      await writeFile(`${target}.meta.json`, JSON.stringify(stored));
      await rename(temp, target);
      return stored;
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async stat(key: string): Promise<StoredObjectMeta | null> {
    const target = this.file(key);
    try {
      await stat(target);
      return JSON.parse(await readFile(`${target}.meta.json`, "utf8")) as StoredObjectMeta;
    } catch {
      return null;
    }
  }

  async get(key: string) {
    const meta = await this.stat(key);
    return meta ? { ...meta, body: createReadStream(this.file(key), { highWaterMark: FILE_CHUNK }) } : null;
  }

  async getRange(key: string, start: number, end: number) {
    const meta = await this.stat(key);
    return meta ? { ...meta, body: createReadStream(this.file(key), { start, end }) } : null;
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    return (await this.stat(key)) ? readFile(this.file(key)) : null;
  }

  async delete(key: string): Promise<void> {
    const target = this.file(key);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  }

  async deleteUnder(prefix: string): Promise<void> {
    const root = this.file(prefix);
    let entries;
    try {
      entries = await readdir(root, { recursive: true, withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return;
      throw e;
    }
    // As on S3, a write still in progress (its temp file) is left to finish: it appears
    // afterwards, and its writer, finding its row gone, deletes it. A temp file nobody has
    // written to for an hour belongs to a writer that died, and goes.
    const staleBefore = Date.now() - STALE_TEMP_MS;
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    await Promise.all(
      files.map(async (f) => {
        if (
          f.endsWith(".part") &&
          (await stat(f).then(
            (st) => st.mtimeMs,
            () => 0,
          )) >= staleBefore
        )
          return;
        await rm(f, { force: true });
      }),
    );
    // Empty folders go, deepest first; one still holding a temp file stays.
    const dirs = entries.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
    for (const d of [...dirs.sort((a, b) => b.length - a.length), root]) await rmdir(d).catch(() => undefined);
  }
}
