// Y4M (YUV4MPEG2, 4:2:0) writer for Chromium's --use-file-for-fake-video-capture=<file>.y4m.
import { closeSync, openSync, writeSync } from "node:fs";

/** RGBA → I420 planes, BT.601 limited range (what Chromium assumes for Y4M input). */
export function rgbaToI420(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const cw = width >> 1,
    ch = height >> 1;
  const out = new Uint8Array(width * height + 2 * cw * ch);
  for (let i = 0; i < width * height; i++) {
    const r = rgba[i * 4]!,
      g = rgba[i * 4 + 1]!,
      b = rgba[i * 4 + 2]!;
    out[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  const uo = width * height,
    vo = uo + cw * ch;
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      let r = 0,
        g = 0,
        b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const o = ((2 * y + dy) * width + 2 * x + dx) * 4;
        r += rgba[o]!;
        g += rgba[o + 1]!;
        b += rgba[o + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[uo + y * cw + x] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      out[vo + y * cw + x] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return out;
}

/**
 * Writes RGBA frames (all width×height, even sizes) as a Y4M file, streaming: `frames` may be a
 * generator so a long video never sits in memory.
 */
export function writeY4m(
  frames: Iterable<Uint8ClampedArray | Uint8Array>,
  path: string,
  fps: number,
  width: number,
  height: number,
): number {
  if (width % 2 || height % 2) throw new RangeError("writeY4m: width and height must be even");
  const fd = openSync(path, "w");
  let n = 0;
  try {
    writeSync(fd, `YUV4MPEG2 W${width} H${height} F${Math.round(fps)}:1 Ip A1:1 C420jpeg\n`);
    for (const f of frames) {
      if (f.length !== width * height * 4) throw new RangeError(`writeY4m: frame ${n} is not ${width}×${height} RGBA`);
      writeSync(fd, "FRAME\n");
      writeSync(fd, rgbaToI420(f, width, height));
      n++;
    }
  } finally {
    closeSync(fd);
  }
  return n;
}
