// The worker's temporary files: ffmpeg needs seekable files, so a stored video is streamed to a
// folder of its own under the system's temporary directory, worked on there, and the folder
// always goes afterwards, whether the work succeeded, failed or was aborted.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Runs `work` in a new temporary folder named `prefix…`, removed afterwards in every case. */
export async function withTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes `source` to `file` (the signal stops the copy); resolves with the file's path. */
export async function streamToFile(source: Readable, file: string, signal: AbortSignal): Promise<string> {
  await pipeline(source, createWriteStream(file), { signal });
  return file;
}
