// Runs in headless Chromium: the real worker (bundled by Vite, zxing .wasm served locally) on
// 640×480 frames fetched from the bench server. Per frame, what the viewer pays from handing the
// frame over to having a pose: transfer → grey → detect → refine → message back → poseFromCorners.
import { createQrTracker, intrinsics, poseFromCorners } from "../../src";

type Result = { total: number[]; worker: number[]; found: number; frames: number; firstReadyMs: number };

async function run(): Promise<Result> {
  const res = await fetch("/frames.bin");
  const buf = new Uint8Array(await res.arrayBuffer());
  const head = new DataView(buf.buffer);
  const n = head.getUint32(0, true),
    W = head.getUint32(4, true),
    H = head.getUint32(8, true),
    passes = head.getUint32(12, true);
  const frames = Array.from({ length: n }, (_, i) => buf.subarray(16 + i * W * H * 4, 16 + (i + 1) * W * H * 4));
  const t0 = performance.now();
  const tracker = createQrTracker();
  await tracker.ready;
  const firstReadyMs = performance.now() - t0;
  const K = intrinsics(W, H);
  const total: number[] = [],
    worker: number[] = [];
  let found = 0,
    seen = 0;
  for (let p = 0; p < passes; p++) {
    for (const f of frames) {
      // A fresh ImageData per frame, as getImageData gives the viewer (its buffer is transferred).
      const img = new ImageData(new Uint8ClampedArray(f), W, H);
      const s = performance.now();
      const d = await tracker.detect(img);
      const pose = d ? poseFromCorners(d.corners, K) : null;
      const e = performance.now();
      if (seen++ < 5) continue; // warm-up (JIT, first wasm calls)
      total.push(e - s);
      if (d && pose) {
        found++;
        worker.push(d.ms);
      }
    }
  }
  tracker.dispose();
  return { total, worker, found, frames: total.length, firstReadyMs };
}

(window as unknown as { benchResult: Promise<Result> }).benchResult = run();
