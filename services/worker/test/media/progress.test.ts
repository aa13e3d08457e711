// The upload panel's compression bar and the alpha dialog's bar move only if ffmpeg's progress
// reaches us. fluent-ffmpeg needs ffprobe for the input's duration first and silently reports
// nothing without it, which is what happened on a machine with only the npm-shipped binaries.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressVideo } from "../../src/media/compress-video";
import { encodeAlpha } from "../../src/media/encode-alpha";
import { ffmpegPaths } from "../../src/media/ffmpeg-path";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ar-progress-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function makeVideo(name: string, args: string[]): string {
  const file = path.join(dir, name);
  execFileSync(ffmpegPaths().ffmpeg, [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=640x360:rate=30:duration=8",
    ...args,
    file,
  ]);
  return file;
}

/** Progress values in order; every one within 0–99 (100 is the task's own "ready" write). */
function expectProgress(values: number[]) {
  expect(values.length).toBeGreaterThan(0);
  expect(values.some((v) => v > 0)).toBe(true);
  expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...values)).toBeLessThanOrEqual(99);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
}

describe("ffmpeg progress", () => {
  it("compressVideo reports progress while it encodes", async () => {
    const input = makeVideo("in.webm", ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1M"]);
    const values: number[] = [];
    await compressVideo({ input, output: path.join(dir, "out.mp4"), onProgress: (p) => values.push(p) });
    expectProgress(values);
  });

  it("encodeAlpha reports progress while it encodes", async () => {
    const input = makeVideo("alpha.mov", ["-vf", "format=rgba", "-c:v", "png"]);
    const values: number[] = [];
    await encodeAlpha({
      input,
      inputExt: "mov",
      output: path.join(dir, "alpha.mp4"),
      layout: "video-h",
      onProgress: (p) => values.push(p),
    });
    expectProgress(values);
  });
});
