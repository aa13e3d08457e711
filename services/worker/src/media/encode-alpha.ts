// Side-by-side alpha video: the colour picture and its alpha mask (as grey) next to each other
// (video-h) or one above the other (video-v), H.264 in MP4 — what iOS Safari can play; the viewer
// recombines the halves in a shader. A WebM's VP9 alpha is only decoded by libvpx, so it is
// chosen explicitly for WebM input. Run as every ffmpeg job is (support/ffmpeg.ts).
import { ffmpegCommand, runFfmpeg } from "../support/ffmpeg";

export function encodeAlpha(opts: {
  input: string;
  inputExt: string;
  output: string;
  layout: "video-h" | "video-v";
  signal?: AbortSignal;
  onProgress?: (p: number) => void;
}): Promise<void> {
  const stack = opts.layout === "video-v" ? "vstack" : "hstack";
  const command = ffmpegCommand()
    .input(opts.input)
    .inputOptions(opts.inputExt === "webm" ? ["-c:v libvpx-vp9"] : [])
    .complexFilter([
      "[0:v]format=rgba,split=2[c][a]",
      "[a]alphaextract,format=yuv420p[mask]",
      "[c]format=yuv420p[colour]",
      `[colour][mask]${stack}=inputs=2,scale=trunc(iw/2)*2:trunc(ih/2)*2[out]`,
    ])
    .outputOptions([
      "-map [out]",
      "-map 0:a?",
      "-c:v libx264",
      "-preset veryfast",
      "-crf 20",
      "-pix_fmt yuv420p",
      "-c:a aac",
      "-b:a 128k",
      "-movflags +faststart",
    ])
    .format("mp4");
  return runFfmpeg(command, opts);
}
