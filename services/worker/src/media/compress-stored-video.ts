// A stored video → the H.264 MP4 a phone plays, stored at `key`: the source is streamed to a
// temporary folder (ffmpeg needs a seekable file), encoded with the attempt's signal and progress,
// and the folder always goes (support/temp-dir.ts). Project assets (media.compress) and card
// wishes (media.compress-card) both make their light versions this way.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { getStorage } from "@ar/core/storage";
import { streamToFile, withTempDir } from "../support/temp-dir";
import { compressVideo } from "./compress-video";

export function compressStoredVideo(opts: {
  source: Readable;
  key: string;
  originalName?: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  /** Runs on the encoded file before it is removed (e.g. probing its size). */
  inspect?: (file: string) => Promise<void>;
}): Promise<{ size: number }> {
  return withTempDir("ar-media-", async (dir) => {
    const input = await streamToFile(opts.source, path.join(dir, "input"), opts.signal);
    const output = path.join(dir, "output.mp4");
    await compressVideo({ input, output, signal: opts.signal, onProgress: opts.onProgress });
    const size = (await stat(output)).size;
    await opts.inspect?.(output);
    await getStorage().put(opts.key, createReadStream(output), {
      contentType: "video/mp4",
      originalName: opts.originalName,
    });
    return { size };
  });
}
