// A stored video → the H.264 MP4 a phone plays, stored at `key`: the source is streamed to a
// temporary folder (ffmpeg needs a seekable file), encoded with the attempt's signal and progress,
// and the folder always goes. Project assets (media.compress) and card wishes
// (media.compress-card) both make their light versions this way.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getStorage } from "@ar/core";
import { compressVideo } from "./compress-video";
import { ffmpegFailure } from "./media-failure";

export async function compressStoredVideo(opts: {
  source: Readable;
  key: string;
  originalName?: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  /** Runs on the encoded file before it is removed (e.g. probing its size). */
  inspect?: (file: string) => Promise<void>;
}): Promise<{ size: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ar-media-"));
  try {
    const input = path.join(dir, "input");
    const output = path.join(dir, "output.mp4");
    await pipeline(opts.source, createWriteStream(input), { signal: opts.signal });
    await compressVideo({ input, output, signal: opts.signal, onProgress: opts.onProgress }).catch((e: unknown) => Promise.reject(ffmpegFailure(e)));
    const size = (await stat(output)).size;
    await opts.inspect?.(output);
    await getStorage().put(opts.key, createReadStream(output), { contentType: "video/mp4", originalName: opts.originalName });
    return { size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
