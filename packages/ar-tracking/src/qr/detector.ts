// QR corner detection: zxing-cpp (WebAssembly, from the zxing-wasm package) finds and decodes the
// code; our edge refinement (refine.ts) then makes the corners sub-pixel. See
// docs/decisions/0020-qr-tracking-library.md for why zxing-wasm and the measured figures.
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from "zxing-wasm/reader";
import { FrameAccess, type Frame, type Rect } from "./frame-access";
import { codeEdges, refineCode, type Refined } from "./refine";
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
  /**
   * False when the code was located in the tracking window but not decoded this frame (text and
   * version are the last decoded ones; the corners passed the edge refinement).
   */
  decoded: boolean;
};

/** Where the zxing reader's .wasm comes from: its bytes (node, tests) or a URL the page serves (browser). */
export type WasmSource = { wasmBinary: ArrayBuffer } | { wasmUrl: string };

export type DetectorOptions = WasmSource & {
  /** Also look for light-on-dark codes (a project's "invert" option). Default true. */
  tryInvert?: boolean;
  /** Search around the last frame's code first (default true). */
  track?: boolean;
  /** Sub-pixel edge refinement of the corners (default true; off only to measure what it brings). */
  refine?: boolean;
};

/** A frame: RGBA (ImageData) or grey, one byte per pixel. */
export type { Frame } from "./frame-access";

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
  const overrides =
    "wasmUrl" in src
      ? { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? src.wasmUrl : prefix + path) }
      : { wasmBinary: src.wasmBinary };
  await prepareZXingModule({ overrides, fireImmediately: true });
  prepared = key;
}

export async function createQrDetector(opts: DetectorOptions): Promise<QrDetector> {
  await prepare(opts);
  const reader: ReaderOptions = {
    formats: ["QRCode"],
    tryHarder: true,
    tryRotate: false,
    tryInvert: opts.tryInvert ?? true,
    tryDownscale: false,
    tryDenoise: false,
    maxNumberOfSymbols: 1,
    textMode: "Plain",
  };
  // While tracking, zxing also returns codes it located but could not decode (a checksum failure
  // on a blurred, small or steep frame): see follow().
  const tracking: ReaderOptions = { ...reader, returnErrors: true };
  const access = new FrameAccess();
  type Last = { corners: Quad; prev: Quad | null; ms: number; text: string; version: number; inverted: boolean };
  type Hit = { r: ReadResult; dx: number; dy: number; decoded: boolean };
  const read = async (win: Rect | null, follow: Last | null): Promise<Hit | null> => {
    const [r] = await readBarcodes(access.zxingInput(win) as ImageData, follow ? tracking : reader);
    if (!r || r.format !== "QRCode") return null;
    return r.isValid || follow ? { r, dx: win?.x ?? 0, dy: win?.y ?? 0, decoded: r.isValid } : null;
  };
  // Where the code was in the last frame: the next search starts in a window around it (a
  // fraction of the frame, so several times faster than a full search), the full frame after a miss.
  let last: Last | null = null;
  const roi = (f: Frame): Rect | null => {
    if (!last || (opts.track ?? true) === false || performance.now() - last.ms > 500) return null;
    const xs = last.corners.map((c) => c[0]),
      ys = last.corners.map((c) => c[1]);
    const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    const m = side * 0.6; // quiet zone (≈ 0.15 side) + motion between frames
    const x = Math.max(0, Math.floor(Math.min(...xs) - m)),
      y = Math.max(0, Math.floor(Math.min(...ys) - m));
    const w = Math.min(f.width, Math.ceil(Math.max(...xs) + m)) - x,
      h = Math.min(f.height, Math.ceil(Math.max(...ys) + m)) - y;
    return w >= 32 && h >= 32 && w * h < 0.6 * f.width * f.height ? { x, y, w, h } : null;
  };

  /**
   * The code located without decoding it: zxing saw something it could not read in the window
   * (a checksum failure on a blurred, small or steep frame), or nothing at all. A frame ago the
   * corners were right to a tenth of a pixel and hand motion moves them little between frames, so
   * the edge fit starts from where they will be at the same speed, where they were, and zxing's
   * guess (which for an undecoded code can be pixels off, its bottom-right corner especially); it
   * is kept only when clean and near (plausibleFollow).
   */
  const follow = (zxingGuess: Quad | null): QrDetection | null => {
    if (!last) return null;
    const l = last;
    const modules = 17 + 4 * l.version;
    const starts: Quad[] = [l.corners];
    if (l.prev) starts.unshift(l.corners.map((c, i) => [2 * c[0] - l.prev![i]![0], 2 * c[1] - l.prev![i]![1]]) as Quad);
    if (zxingGuess) starts.push(zxingGuess);
    const g = access.greyAround(starts);
    let best: Refined | null = null;
    for (const s of starts) {
      const r = refineCode(g, s, modules, l.inverted);
      if (
        r &&
        plausibleFollow(r, l.corners, modules) &&
        (!best || r.edges > best.edges || (r.edges === best.edges && r.rms < best.rms))
      )
        best = r;
    }
    return best
      ? {
          corners: best.corners,
          text: l.text,
          version: l.version,
          modules,
          refined: true,
          inverted: l.inverted,
          decoded: false,
        }
      : null;
  };

  const locate = (hit: Hit): QrDetection | null => {
    const { r, dx, dy, decoded } = hit;
    const p = r.position;
    // zxing reports integer pixel positions; +0.5 moves them to continuous coordinates.
    const c = (q: { x: number; y: number }): [number, number] => [q.x + 0.5 + dx, q.y + 0.5 + dy];
    const rough: Quad = [c(p.topLeft), c(p.topRight), c(p.bottomRight), c(p.bottomLeft)];
    if (!decoded) return follow(rough);
    const version = Number.parseInt(r.version, 10);
    if (!(version >= 1 && version <= 40)) return null;
    const modules = 17 + 4 * version;
    const refined = opts.refine === false ? null : refineCode(access.greyAround([rough]), rough, modules, r.isInverted);
    return {
      corners: refined ? refined.corners : rough,
      text: r.text,
      version,
      modules,
      refined: Boolean(refined),
      inverted: r.isInverted,
      decoded,
    };
  };

  return {
    reset() {
      last = null;
    },
    async detect(frame) {
      access.use(frame);
      let found: QrDetection | null = null;
      const win = roi(frame);
      if (win) {
        const hit = await read(win, last);
        found = hit ? locate(hit) : follow(null);
      }
      if (!found) {
        const hit = await read(null, null);
        found = hit && locate(hit);
      }
      last = found
        ? {
            corners: found.corners,
            prev: last?.corners ?? null,
            ms: performance.now(),
            text: found.text,
            version: found.version,
            inverted: found.inverted,
          }
        : null;
      return found;
    },
  };
}

/**
 * An undecoded location is taken only when the fit is clean (most edges found, tight residuals) and
 * every corner is near where it was a frame ago: a wrong start must not become a pose.
 */
function plausibleFollow(r: Refined, prev: Quad, modules: number): boolean {
  const side = Math.hypot(prev[1][0] - prev[0][0], prev[1][1] - prev[0][1]);
  const near = r.corners.every((c, i) => Math.hypot(c[0] - prev[i]![0], c[1] - prev[i]![1]) < 0.25 * side);
  return near && r.edges >= 0.8 * codeEdges(modules).length && r.rms < 0.3;
}
