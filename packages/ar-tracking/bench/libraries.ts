// Node comparison of QR libraries on the same frames (for docs/decisions/0020): time per frame,
// frames found, corner error against the true corners. Browser timing is in browser-run.ts.
import jsQR from "jsqr";
import decodeQR from "qr/decode.js";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { halveGrey, rgbaToGrey } from "../src/grey";
import type { Pose, Quad } from "../src";
import { nodeDetector, zxingWasmBinary } from "../test/helpers";
import { render, trueCorners, H, W, type Card } from "./scenes";

type Row = { name: string; size: string; medianMs: number; p95Ms: number; found: string; cornerRmsPx: number | null };
const pct = (a: number[], q: number) =>
  [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(q * a.length))] ?? NaN;
type P = { x: number; y: number };

export async function compareLibraries(card: Card, poses: Pose[]): Promise<Row[]> {
  await prepareZXingModule({ overrides: { wasmBinary: zxingWasmBinary() }, fireImmediately: true });
  const ours = await nodeDetector({ track: false }); // independent frames: no window to track
  const full = poses.map((p) => ({ rgba: render(card, p), truth: trueCorners(p) }));
  const rows: Row[] = [];
  for (const half of [false, true]) {
    const size = half ? "320×240" : "640×480";
    const frames = full.map(({ rgba, truth }) => {
      const g = rgbaToGrey({ data: rgba, width: W, height: H });
      const grey = half ? halveGrey(g) : g;
      const rgbaS = new Uint8ClampedArray(grey.width * grey.height * 4);
      for (let i = 0; i < grey.data.length; i++) {
        rgbaS[i * 4] = rgbaS[i * 4 + 1] = rgbaS[i * 4 + 2] = grey.data[i]!;
        rgbaS[i * 4 + 3] = 255;
      }
      return { grey, rgba: rgbaS, truth: truth.map(([x, y]) => (half ? [x / 2, y / 2] : [x, y])) as Quad };
    });
    const libs: { name: string; run: (f: (typeof frames)[number]) => Promise<P[] | null> | P[] | null }[] = [
      {
        name: "jsQR 1.4",
        run: (f) => {
          const r = jsQR(f.rgba, f.grey.width, f.grey.height, { inversionAttempts: "dontInvert" });
          return r
            ? [
                r.location.topLeftCorner,
                r.location.topRightCorner,
                r.location.bottomRightCorner,
                r.location.bottomLeftCorner,
              ]
            : null;
        },
      },
      {
        name: "zxing-wasm 3.1 (raw corners)",
        run: async (f) => {
          const [r] = await readBarcodes({ data: f.rgba, width: f.grey.width, height: f.grey.height } as ImageData, {
            formats: ["QRCode"],
            tryHarder: true,
            tryRotate: false,
            tryInvert: false,
            tryDownscale: false,
            maxNumberOfSymbols: 1,
          });
          return r?.isValid
            ? [r.position.topLeft, r.position.topRight, r.position.bottomRight, r.position.bottomLeft].map((p) => ({
                x: p.x + 0.5,
                y: p.y + 0.5,
              }))
            : null;
        },
      },
      {
        name: "qr 0.7 (paulmillr)",
        run: (f) => {
          let b: P[] | null = null;
          try {
            decodeQR(
              { data: f.grey.data, width: f.grey.width, height: f.grey.height },
              {
                format: "I420",
                pointsOnDetect: (p, r) => {
                  if (typeof r === "string") b = p.bounds;
                },
              },
            );
          } catch {
            return null;
          }
          return b;
        },
      },
      {
        name: "ours: zxing-wasm + edge refinement",
        run: async (f) => {
          const d = await ours.detect(f.grey);
          return d ? d.corners.map(([x, y]) => ({ x, y })) : null;
        },
      },
    ];
    // Round-robin (every library on a frame, then the next frame) so load from other processes on
    // this shared machine weighs on all of them alike.
    const stats = libs.map(() => ({ ts: [] as number[], found: 0, se: 0, n: 0 }));
    for (let pass = 0; pass < 3; pass++)
      for (const f of frames)
        for (const [li, lib] of libs.entries()) {
          const st = stats[li]!;
          const t0 = performance.now();
          const c = await lib.run(f);
          st.ts.push(performance.now() - t0);
          if (pass > 0 || !c) continue;
          st.found++;
          c.forEach((p, i) => {
            st.se += (p.x - f.truth[i]![0]) ** 2 + (p.y - f.truth[i]![1]) ** 2;
            st.n++;
          });
        }
    libs.forEach((lib, li) => {
      const st = stats[li]!;
      rows.push({
        name: lib.name,
        size,
        medianMs: pct(st.ts, 0.5),
        p95Ms: pct(st.ts, 0.95),
        found: `${st.found}/${frames.length}`,
        cornerRmsPx: st.n ? Math.sqrt(st.se / st.n) : null,
      });
    });
  }
  return rows;
}
