// QR corner detection: zxing-cpp (WebAssembly, from the zxing-wasm package) finds and decodes the
// code; our edge refinement (refine.ts) then makes the corners sub-pixel. See
// docs/decisions/0020-qr-tracking-library.md for why zxing-wasm and the measured figures.
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
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
  /** First search a half-size frame (4× fewer pixels), then the full one if nothing is found. Default true. */
  halfFirst?: boolean;
};

/** A frame: RGBA (ImageData) or grey, one byte per pixel. */
export type Frame = RgbaFrame | GreyFrame;
const isGrey = (f: Frame): f is GreyFrame => f.data.length === f.width * f.height;

export type QrDetector = { detect(frame: Frame): Promise<QrDetection | null> };

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
  const read = async (g: GreyFrame) => {
    const [r] = await readBarcodes(asRgba(g) as ImageData, reader);
    return r && r.isValid && r.format === "QRCode" ? r : null;
  };

  return {
    async detect(frame) {
      const grey = isGrey(frame) ? frame : rgbaToGrey(frame);
      let scale = 1;
      let r = null;
      if ((opts.halfFirst ?? true) && grey.width >= 320) {
        r = await read(halveGrey(grey));
        if (r) scale = 2;
      }
      r ??= await read(grey);
      if (!r) return null;
      const version = Number.parseInt(r.version, 10);
      if (!(version >= 1 && version <= 40)) return null;
      const modules = 17 + 4 * version;
      const p = r.position;
      // zxing reports integer pixel positions; +0.5·scale moves them to continuous coordinates.
      const c = (q: { x: number; y: number }): [number, number] => [(q.x + 0.5) * scale, (q.y + 0.5) * scale];
      const rough: Quad = [c(p.topLeft), c(p.topRight), c(p.bottomRight), c(p.bottomLeft)];
      const refined = refineCode(r.isInverted ? invertGrey(grey) : grey, rough, modules);
      return { corners: refined ? refined.corners : rough, text: r.text, version, modules, refined: Boolean(refined), inverted: r.isInverted };
    },
  };
}

function invertGrey(g: GreyFrame): GreyFrame {
  const d = new Uint8Array(g.data.length);
  for (let i = 0; i < d.length; i++) d[i] = 255 - g.data[i]!;
  return { data: d, width: g.width, height: g.height };
}
