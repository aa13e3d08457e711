// Grey frames: the detector and the edge refinement work on one byte per pixel.

export type GreyFrame = { data: Uint8Array; width: number; height: number };
export type RgbaFrame = { data: Uint8ClampedArray | Uint8Array; width: number; height: number };

/** Luma (BT.601 weights, integer) of an RGBA frame; `out` is reused when given and big enough. */
export function rgbaToGrey(f: RgbaFrame, out?: Uint8Array): GreyFrame {
  const n = f.width * f.height;
  const g = out && out.length >= n ? out.subarray(0, n) : new Uint8Array(n);
  const d = f.data;
  for (let i = 0, j = 0; i < n; i++, j += 4) g[i] = (d[j]! * 77 + d[j + 1]! * 150 + d[j + 2]! * 29) >> 8;
  return { data: g, width: f.width, height: f.height };
}

/** Halves a grey frame with a 2×2 box filter (odd last row/column dropped). */
export function halveGrey(f: GreyFrame): GreyFrame {
  const w = f.width >> 1,
    h = f.height >> 1,
    s = f.data,
    W = f.width;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const r0 = 2 * y * W,
      r1 = r0 + W;
    for (let x = 0; x < w; x++)
      out[y * w + x] = (s[r0 + 2 * x]! + s[r0 + 2 * x + 1]! + s[r1 + 2 * x]! + s[r1 + 2 * x + 1]! + 2) >> 2;
  }
  return { data: out, width: w, height: h };
}

/** Bilinear grey value at continuous frame coordinates (pixel i covers [i, i+1)); NaN off the frame. */
export function sampleGrey(f: GreyFrame, x: number, y: number): number {
  const u = x - 0.5,
    v = y - 0.5;
  if (u < 0 || v < 0 || u > f.width - 1 || v > f.height - 1) return NaN;
  const ix = Math.min(Math.floor(u), f.width - 2),
    iy = Math.min(Math.floor(v), f.height - 2);
  const ax = u - ix,
    ay = v - iy,
    d = f.data,
    i = iy * f.width + ix;
  const top = d[i]! + ax * (d[i + 1]! - d[i]!);
  const bot = d[i + f.width]! + ax * (d[i + f.width + 1]! - d[i + f.width]!);
  return top + ay * (bot - top);
}
