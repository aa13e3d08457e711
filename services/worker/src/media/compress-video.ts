// Video → H.264/AAC MP4 with faststart (plays while downloading, on iOS Safari too), at most
// 1920 px wide, CRF 26 with a 4 Mbit/s cap. Progress is reported as ffmpeg goes; the abort signal
// kills ffmpeg (worker shutdown); run as every ffmpeg job is (support/ffmpeg.ts).
import { ffmpegCommand, runFfmpeg } from "../support/ffmpeg";

export function compressVideo(opts: {
  input: string;
  output: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}): Promise<void> {
  const command = ffmpegCommand(opts.input)
    .videoCodec("libx264")
    .audioCodec("aac")
    .audioBitrate("128k")
    .outputOptions([
      "-preset veryfast",
      "-crf 26",
      "-maxrate 4M",
      "-bufsize 8M",
      "-pix_fmt yuv420p",
      "-movflags +faststart",
      "-vf scale='min(1920,iw)':-2",
    ])
    .format("mp4");
  return runFfmpeg(command, opts);
}
