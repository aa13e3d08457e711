/// <reference types="vite/client" />
// The detection worker: bundle it with
//   new Worker(new URL("@ar/ar-tracking/worker", import.meta.url), { type: "module" })
// (createQrTracker does exactly that). Frames arrive as transferred ArrayBuffers and go back the
// same way, so the page can reuse them without a copy.
import zxingWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { createQrDetector, type QrDetector } from "./qr/detector";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

// The DOM lib's `self` is a Window; the worker's is typed by hand so this file needs no webworker lib
// (which clashes with DOM in one program).
const scope = globalThis as unknown as {
  postMessage(message: WorkerResponse, transfer: Transferable[]): void;
  onmessage: ((ev: MessageEvent<WorkerRequest>) => void) | null;
};
let detector: Promise<QrDetector> | null = null;

const post = (m: WorkerResponse, transfer: Transferable[] = []) => scope.postMessage(m, transfer);

scope.onmessage = (ev: MessageEvent<WorkerRequest>) => void handle(ev.data);

async function handle(m: WorkerRequest): Promise<void> {
  if (m.type === "init") {
    // The .wasm is a file of the viewer's own build (Vite's ?url asset), never a CDN.
    detector = createQrDetector({ wasmUrl: m.wasmUrl ?? zxingWasmUrl, tryInvert: m.tryInvert ?? true });
    try {
      await detector;
      post({ type: "ready" });
    } catch (e) {
      post({ type: "error", id: null, message: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  if (!detector) return post({ type: "error", id: m.id, message: "worker not initialised" }, [m.data]);
  try {
    const d = await detector;
    const t0 = performance.now();
    const data = m.grey ? new Uint8Array(m.data) : new Uint8ClampedArray(m.data);
    const detection = await d.detect({ data, width: m.width, height: m.height });
    post({ type: "result", id: m.id, detection, ms: performance.now() - t0, buffer: m.data }, [m.data]);
  } catch (e) {
    post({ type: "error", id: m.id, message: e instanceof Error ? e.message : String(e) }, [m.data]);
  }
}
