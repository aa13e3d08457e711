// Video → H.264/AAC MP4 with faststart (plays while downloading, on iOS Safari too), at most
// 1920 px wide, CRF 26 with a 4 Mbit/s cap. Progress is reported as ffmpeg goes; the abort signal
// kills ffmpeg (worker shutdown).
import ffmpeg from "fluent-ffmpeg";
import { ffmpegPaths } from "./ffmpeg-path";

export function compressVideo(opts: { input: string; output: string; signal?: AbortSignal; onProgress?: (percent: number) => void }): Promise<void> {
  const { ffmpeg: bin, ffprobe } = ffmpegPaths();
  return new Promise((resolve, reject) => {
    const command = ffmpeg(opts.input)
      .setFfmpegPath(bin)
      // fluent-ffmpeg runs ffprobe for the input's duration before it reports any progress, and
      // quietly reports none when it cannot find one (a machine with only the npm-shipped binaries).
      .setFfprobePath(ffprobe)
      .videoCodec("libx264")
      .audioCodec("aac")
      .audioBitrate("128k")
      .outputOptions(["-preset veryfast", "-crf 26", "-maxrate 4M", "-bufsize 8M", "-pix_fmt yuv420p", "-movflags +faststart", "-vf scale='min(1920,iw)':-2"])
      .format("mp4")
      .on("progress", (p: { percent?: number }) => {
        if (typeof p.percent === "number" && Number.isFinite(p.percent)) opts.onProgress?.(Math.max(0, Math.min(99, Math.round(p.percent))));
      })
      .on("end", () => resolve())
      .on("error", (e: Error) => reject(e))
      .save(opts.output);
    opts.signal?.addEventListener("abort", () => command.kill("SIGKILL"), { once: true });
  });
}
