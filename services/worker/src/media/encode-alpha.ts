// Side-by-side alpha video: the colour picture and its alpha mask (as grey) next to each other
// (video-h) or one above the other (video-v), H.264 in MP4 — what iOS Safari can play; the viewer
// recombines the halves in a shader. A WebM's VP9 alpha is only decoded by libvpx, so it is
// chosen explicitly for WebM input.
import ffmpeg from "fluent-ffmpeg";
import { ffmpegPaths } from "./ffmpeg-path";

export function encodeAlpha(opts: { input: string; inputExt: string; output: string; layout: "video-h" | "video-v"; signal?: AbortSignal; onProgress?: (p: number) => void }): Promise<void> {
  const stack = opts.layout === "video-v" ? "vstack" : "hstack";
  return new Promise((resolve, reject) => {
    const command = ffmpeg()
      .setFfmpegPath(ffmpegPaths().ffmpeg)
      // Without it fluent-ffmpeg reports no progress where ffprobe is not on PATH (see compress-video).
      .setFfprobePath(ffmpegPaths().ffprobe)
      .input(opts.input)
      .inputOptions(opts.inputExt === "webm" ? ["-c:v libvpx-vp9"] : [])
      .complexFilter([
        "[0:v]format=rgba,split=2[c][a]",
        "[a]alphaextract,format=yuv420p[mask]",
        "[c]format=yuv420p[colour]",
        `[colour][mask]${stack}=inputs=2,scale=trunc(iw/2)*2:trunc(ih/2)*2[out]`,
      ])
      .outputOptions(["-map [out]", "-map 0:a?", "-c:v libx264", "-preset veryfast", "-crf 20", "-pix_fmt yuv420p", "-c:a aac", "-b:a 128k", "-movflags +faststart"])
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

export function probeSize(file: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    ffmpeg.setFfprobePath(ffmpegPaths().ffprobe);
    ffmpeg.ffprobe(file, (err: Error | null, data: { streams: { codec_type?: string; width?: number; height?: number }[] }) => {
      if (err) return reject(err);
      const v = data.streams.find((s) => s.codec_type === "video");
      resolve({ width: v?.width ?? 0, height: v?.height ?? 0 });
    });
  });
}
