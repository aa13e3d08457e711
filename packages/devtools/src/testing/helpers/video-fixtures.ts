// Real videos for the media tests, made by ffmpeg from its generated test patterns: a VP9 WebM,
// the format browsers record and the compression and encoding tasks read.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { ffmpegPaths } from "@ar/config/ffmpeg";

/**
 * Writes a WebM to `file` and returns its bytes. `video` is a lavfi source, such as
 * "testsrc2=size=1280x720:rate=30:duration=25"; `bitrate` caps it (the encoder's default without);
 * `realtime` trades quality for encoding speed (long videos, made only to keep a worker busy);
 * `alpha` keeps the source's alpha channel (yuva420p); `audio`, a lavfi source too, adds an Opus track.
 */
export function webmVideo(
  file: string,
  opts: { video: string; bitrate?: string; realtime?: boolean; alpha?: boolean; audio?: string },
): Promise<Buffer> {
  execFileSync(ffmpegPaths().ffmpeg, [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    opts.video,
    ...(opts.audio ? ["-f", "lavfi", "-i", opts.audio] : []),
    "-c:v",
    "libvpx-vp9",
    ...(opts.realtime ? ["-deadline", "realtime", "-cpu-used", "8"] : []),
    ...(opts.bitrate ? ["-b:v", opts.bitrate] : []),
    // (VP9 keeps alpha only without alternate reference frames)
    ...(opts.alpha ? ["-pix_fmt", "yuva420p", "-auto-alt-ref", "0"] : []),
    ...(opts.audio ? ["-c:a", "libopus", "-shortest"] : []),
    file,
  ]);
  return readFile(file);
}
