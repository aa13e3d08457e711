// ffmpeg: the system binary when there is one (newer, faster), else the static build shipped in
// the @ffmpeg-installer/ffmpeg npm package, so a fresh machine needs nothing else. Here rather
// than in the worker, which runs it, because tests and tooling need the same binary and packages
// must not import a service (ADR 0038).
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function onPath(name: string): string | undefined {
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

let cached: { ffmpeg: string; ffprobe: string } | undefined;
export function ffmpegPaths(): { ffmpeg: string; ffprobe: string } {
  cached ??= {
    ffmpeg: onPath("ffmpeg") ?? (require("@ffmpeg-installer/ffmpeg") as { path: string }).path,
    ffprobe: onPath("ffprobe") ?? (require("@ffprobe-installer/ffprobe") as { path: string }).path,
  };
  return cached;
}
