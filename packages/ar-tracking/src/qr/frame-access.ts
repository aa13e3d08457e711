// What the detector reads of a frame, without converting more pixels than it needs: zxing takes
// RGBA (and converts to grey itself), so an RGBA frame goes to it as is (or a window of it); the
// edge refinement reads grey only around the code, so only that rectangle is converted.
import type { GreyFrame, RgbaFrame } from "../grey";
import type { Quad } from "../types";

export type Frame = RgbaFrame | GreyFrame;
export type Rect = { x: number; y: number; w: number; h: number };
export const isGrey = (f: Frame): f is GreyFrame => f.data.length === f.width * f.height;

/** Reused buffers across frames (one detector = one frame at a time). */
export class FrameAccess {
  private rgba = new Uint8ClampedArray(0);
  private grey = new Uint8Array(0);
  private frame: Frame | null = null;

  use(frame: Frame): void {
    this.frame = frame;
  }

  private get f(): Frame {
    if (!this.frame) throw new Error("FrameAccess: no frame");
    return this.frame;
  }

  /** RGBA of the rectangle (the whole frame when null) for zxing. */
  zxingInput(rect: Rect | null): RgbaFrame {
    const f = this.f;
    if (!rect && !isGrey(f)) return f;
    const r = rect ?? { x: 0, y: 0, w: f.width, h: f.height };
    const n = r.w * r.h;
    if (this.rgba.length < n * 4) this.rgba = new Uint8ClampedArray(n * 4);
    const out = this.rgba.subarray(0, n * 4);
    if (isGrey(f)) {
      const o32 = new Uint32Array(this.rgba.buffer, 0, n);
      for (let y = 0; y < r.h; y++) {
        const src = (r.y + y) * f.width + r.x,
          dst = y * r.w;
        for (let x = 0; x < r.w; x++) o32[dst + x] = 0xff000000 | (f.data[src + x]! * 0x010101);
      }
    } else {
      for (let y = 0; y < r.h; y++)
        out.set(f.data.subarray(((r.y + y) * f.width + r.x) * 4, ((r.y + y) * f.width + r.x + r.w) * 4), y * r.w * 4);
    }
    return { data: out, width: r.w, height: r.h };
  }

  /**
   * A full-size grey frame whose pixels are valid inside the bounding box of `quads` grown by
   * `margin` × its size (plus 4 px): the edge refinement never samples further from the code.
   */
  greyAround(quads: Quad[], margin = 0.3): GreyFrame {
    const f = this.f;
    if (isGrey(f)) return f;
    const xs = quads.flatMap((q) => q.map((c) => c[0])),
      ys = quads.flatMap((q) => q.map((c) => c[1]));
    const m = margin * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 4;
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - m)),
      x1 = Math.min(f.width, Math.ceil(Math.max(...xs) + m));
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - m)),
      y1 = Math.min(f.height, Math.ceil(Math.max(...ys) + m));
    const n = f.width * f.height;
    if (this.grey.length < n) this.grey = new Uint8Array(n);
    const g = this.grey,
      d = f.data;
    for (let y = y0; y < y1; y++)
      for (let x = x0, i = y * f.width + x0; x < x1; x++, i++)
        g[i] = (d[i * 4]! * 77 + d[i * 4 + 1]! * 150 + d[i * 4 + 2]! * 29) >> 8;
    return { data: g.subarray(0, n), width: f.width, height: f.height };
  }
}
