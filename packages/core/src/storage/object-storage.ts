// The storage interface every upload and generated file goes through. Keys are made by the
// server (never from a user's file name), so they cannot escape the store. Drivers: local disk
// (the embedded default, under DATA_DIR/storage); S3-compatible storage joins with the uploads work.
import type { Readable } from "node:stream";

export type StoredObjectMeta = { contentType: string; size: number; etag: string; originalName?: string };
export type StoredObject = StoredObjectMeta & { body: Readable };

export interface ObjectStorage {
  /** Writes the whole body, then makes it visible at once (a reader never sees half a file). */
  put(
    key: string,
    body: Readable | Buffer,
    meta: { contentType: string; originalName?: string },
  ): Promise<StoredObjectMeta>;
  get(key: string): Promise<StoredObject | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  /**
   * Bytes `start`..`end` (both inclusive, within the object: the caller checks against `stat`) as
   * a stream, for HTTP Range answers; `size` in the result is the whole object's.
   */
  getRange(key: string, start: number, end: number): Promise<StoredObject | null>;
  stat(key: string): Promise<StoredObjectMeta | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `prefix/` (an object's whole folder: a project, a
   * collection, a pack, an export), including files no row points at, such as a job's output
   * stored after the rows were read. A write still in progress is not cut off: it appears when
   * complete, and its writer (a job finding its row gone) deletes it.
   */
  deleteUnder(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are lower-case path segments without "." or ".." parts. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((s) => s === "." || s === "..") || key.length > 512) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
