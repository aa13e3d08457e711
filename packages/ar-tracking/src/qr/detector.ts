// QR corner detection: zxing-cpp (WebAssembly, from the zxing-wasm package) finds and decodes the
// code; our edge refinement (refine.ts) then makes the corners sub-pixel. See
// docs/decisions/0020-qr-tracking-library.md for why zxing-wasm and the measured figures.
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from "zxing-wasm/reader";
import { halveGrey, rgbaToGrey, type GreyFrame, type RgbaFrame } from "../grey";
import { refineCode } from "./refine";
import type { Quad } from "../types";

export type QrDetection = {
  /** The code's outer corners (not the quiet zone): TL, TR, BR, BL as printed, in frame pixels (continuous: pixel i covers [i, i+1)). */
  corners: Quad;
  text: string;
  /** QR version 1–40; modules per side = 17 + 4·version. */
  version: number;
  modules: number;
  /** True when the sub-pixel edge refinement succeeded (else the library's integer corners). */
  refined: boolean;
  /** Light modules on a dark ground. */
  inverted: boolean;
};

/** Where the zxing reader's .wasm comes from: its bytes (node, tests) or a URL the page serves (browser). */
export type WasmSource = { wasmBinary: ArrayBuffer } | { wasmUrl: string };

export type DetectorOptions = WasmSource & {
  /** Also look for light-on-dark codes (a project's "invert" option). Default true. */
  tryInvert?: boolean;
  /** Before the full frame, search a half-size one (4× fewer pixels; finds only codes ≥ ~120 px). Default false. */
  halfFirst?: boolean;
  /** Search around the last frame's code first (default true). */
  track?: boolean;
  /** Sub-pixel edge refinement of the corners (default true; off only to measure what it brings). */
  refine?: boolean;
};

/** A frame: RGBA (ImageData) or grey, one byte per pixel. */
export type Frame = RgbaFrame | GreyFrame;
const isGrey = (f: Frame): f is GreyFrame => f.data.length === f.width * f.height;

export type QrDetector = {
  detect(frame: Frame): Promise<QrDetection | null>;
  /** Forget where the code was (the next frame is searched whole). */
  reset(): void;
};

let prepared: string | null = null;
/** Loads the reader's WebAssembly once per realm (zxing-wasm keeps one module instance). */
async function prepare(src: WasmSource): Promise<void> {
  const key = "wasmUrl" in src ? src.wasmUrl : "binary";
  if (prepared === key) return;
  const overrides = "wasmUrl" in src
    ? { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? src.wasmUrl : prefix + path) }
    : { wasmBinary: src.wasmBinary };
  await prepareZXingModule({ overrides, fireImmediately: true });
  prepared = key;
}

/** Crops a rectangle of a grey frame (a copy, row by row). */
function crop(g: GreyFrame, x0: number, y0: number, w: number, h: number): GreyFrame {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) out.set(g.data.subarray((y0 + y) * g.width + x0, (y0 + y) * g.width + x0 + w), y * w);
  return { data: out, width: w, height: h };
}

export async function createQrDetector(opts: DetectorOptions): Promise<QrDetector> {
  await prepare(opts);
  const reader: ReaderOptions = {
    formats: ["QRCode"], tryHarder: true, tryRotate: false, tryInvert: opts.tryInvert ?? true,
    tryDownscale: false, tryDenoise: false, maxNumberOfSymbols: 1, textMode: "Plain",
  };
  let rgbaScratch = new Uint8ClampedArray(0);
  // zxing-wasm takes RGBA (it converts to grey itself); a grey frame is expanded into a reused buffer.
  const asRgba = (g: GreyFrame): RgbaFrame => {
    const n = g.width * g.height;
    if (rgbaScratch.length < n * 4) rgbaScratch = new Uint8ClampedArray(n * 4);
    const out = new Uint32Array(rgbaScratch.buffer, 0, n);
    const d = g.data;
    for (let i = 0; i < n; i++) out[i] = 0xff000000 | (d[i]! * 0x010101);
    return { data: rgbaScratch.subarray(0, n * 4), width: g.width, height: g.height };
  };
  type Hit = { r: ReadResult; scale: number; dx: number; dy: number };
  const read = async (g: GreyFrame, scale = 1, dx = 0, dy = 0): Promise<Hit | null> => {
    const [r] = await readBarcodes(asRgba(g) as ImageData, reader);
    return r && r.isValid && r.format === "QRCode" ? { r, scale, dx, dy } : null;
  };
  // Where the code was in the last frame: the next search starts in a window around it (a
  // fraction of the frame, so several times faster than a full search), the full frame after a miss.
  let last: { corners: Quad; ms: number } | null = null;
  const roi = (g: GreyFrame): { x: number; y: number; w: number; h: number } | null => {
    if (!last || (opts.track ?? true) === false || performance.now() - last.ms > 500) return null;
    const xs = last.corners.map((c) => c[0]), ys = last.corners.map((c) => c[1]);
    const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    const m = side * 0.6; // quiet zone (≈ 0.15 side) + motion between frames
    const x = Math.max(0, Math.floor(Math.min(...xs) - m)), y = Math.max(0, Math.floor(Math.min(...ys) - m));
    const w = Math.min(g.width, Math.ceil(Math.max(...xs) + m)) - x, h = Math.min(g.height, Math.ceil(Math.max(...ys) + m)) - y;
    return w >= 32 && h >= 32 && w * h < 0.6 * g.width * g.height ? { x, y, w, h } : null;
  };

  return {
    reset() {
      last = null;
    },
    async detect(frame) {
      const grey = isGrey(frame) ? frame : rgbaToGrey(frame);
      let hit: Hit | null = null;
      const win = roi(grey);
      if (win) hit = await read(crop(grey, win.x, win.y, win.w, win.h), 1, win.x, win.y);
      if (!hit && (opts.halfFirst ?? false) && grey.width >= 320) hit = await read(halveGrey(grey), 2);
      hit ??= await read(grey);
      if (!hit) {
        last = null;
        return null;
      }
      const { r, scale, dx, dy } = hit;
      const version = Number.parseInt(r.version, 10);
      if (!(version >= 1 && version <= 40)) return null;
      const modules = 17 + 4 * version;
      const p = r.position;
      // zxing reports integer pixel positions; +0.5 moves them to continuous coordinates.
      const c = (q: { x: number; y: number }): [number, number] => [(q.x + 0.5) * scale + dx, (q.y + 0.5) * scale + dy];
      const rough: Quad = [c(p.topLeft), c(p.topRight), c(p.bottomRight), c(p.bottomLeft)];
      const refined = opts.refine === false ? null : refineCode(r.isInverted ? invertGrey(grey) : grey, rough, modules);
      const corners = refined ? refined.corners : rough;
      last = { corners, ms: performance.now() };
      return { corners, text: r.text, version, modules, refined: Boolean(refined), inverted: r.isInverted };
    },
  };
}

function invertGrey(g: GreyFrame): GreyFrame {
  const d = new Uint8Array(g.data.length);
  for (let i = 0; i < d.length; i++) d[i] = 255 - g.data[i]!;
  return { data: d, width: g.width, height: g.height };
}
