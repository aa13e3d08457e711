// Local-disk driver: each object is a file plus a small JSON sidecar with its metadata. Writes go
// to a temporary file that is renamed into place when complete.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, type ObjectStorage, type StoredObjectMeta } from "./object-storage";

export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Readable | Buffer, meta: { contentType: string; originalName?: string }): Promise<StoredObjectMeta> {
    // Listen at once: the source may fail while we are still creating folders, and the pipeline
    // below picks the stored error up from the stream.
    if (!Buffer.isBuffer(body)) body.on("error", () => {});
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    const hash = createHash("sha256");
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, measure, createWriteStream(temp));
      const stored: StoredObjectMeta = { contentType: meta.contentType, size, etag: `"${hash.digest("hex").slice(0, 32)}"`, ...(meta.originalName ? { originalName: meta.originalName } : {}) };
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
    return meta ? { ...meta, body: createReadStream(this.file(key)) } : null;
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
    await rm(this.file(prefix), { recursive: true, force: true });
  }
}
