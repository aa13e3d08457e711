// ffmpeg as the worker runs it (compress-video.ts, encode-alpha.ts): the binaries of
// media/ffmpeg-path.ts, progress as ffmpeg goes, the attempt's signal killing it, and a failure
// classified for the job (media-failure.ts: an input ffmpeg cannot decode fails at once).
import ffmpeg, { type FfmpegCommand } from "fluent-ffmpeg";
import { ffmpegPaths } from "../media/ffmpeg-path";
import { ffmpegFailure } from "../media/media-failure";

/** A command with both binaries set: ffmpeg, and ffprobe, which fluent-ffmpeg needs for the
 * input's duration before it reports any progress (it quietly reports none when it cannot find
 * one, as on a machine with only the npm-shipped binaries). */
export function ffmpegCommand(input?: string): FfmpegCommand {
  const { ffmpeg: bin, ffprobe } = ffmpegPaths();
  return ffmpeg(input).setFfmpegPath(bin).setFfprobePath(ffprobe);
}

/**
 * Runs `command` to `output`. Progress is reported 0–99 (100 is the task's own "done"); the
 * signal kills ffmpeg (time limit, worker shutdown); a failure rejects as ffmpegFailure has it.
 */
export function runFfmpeg(
  command: FfmpegCommand,
  opts: { output: string; signal?: AbortSignal; onProgress?: (percent: number) => void },
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    command
      .on("progress", (p: { percent?: number }) => {
        if (typeof p.percent === "number" && Number.isFinite(p.percent))
          opts.onProgress?.(Math.max(0, Math.min(99, Math.round(p.percent))));
      })
      .on("end", () => resolve())
      .on("error", (e: Error) => reject(e))
      .save(opts.output);
    opts.signal?.addEventListener("abort", () => command.kill("SIGKILL"), { once: true });
  }).catch((e: unknown) => Promise.reject(ffmpegFailure(e)));
}

/** The width and height of a video file's first video stream (0 × 0 when it has none). */
export function probeSize(file: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    ffmpeg.setFfprobePath(ffmpegPaths().ffprobe);
    ffmpeg.ffprobe(
      file,
      (err: Error | null, data: { streams: { codec_type?: string; width?: number; height?: number }[] }) => {
        if (err) return reject(err);
        const v = data.streams.find((s) => s.codec_type === "video");
        resolve({ width: v?.width ?? 0, height: v?.height ?? 0 });
      },
    );
  });
}
