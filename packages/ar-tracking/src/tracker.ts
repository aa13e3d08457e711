// Page side of the detector: one worker, one frame in flight at a time (a frame that arrives while
// the worker is busy is refused with null at once, so the camera loop never queues stale frames).
import type { QrDetection } from "./qr/detector";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

export type TrackerFrame = ImageData | { data: Uint8Array | Uint8ClampedArray; width: number; height: number };

export type QrTracker = {
  /** Resolves once the worker has loaded the WebAssembly reader. */
  ready: Promise<void>;
  /**
   * Finds the code in a frame. The frame's buffer is TRANSFERRED to the worker (it is detached
   * afterwards); `lastBuffer` hands it back for reuse. Resolves null when nothing is found, or at
   * once when a previous frame is still being processed (`busy`).
   */
  detect(frame: TrackerFrame): Promise<(QrDetection & { ms: number }) | null>;
  readonly busy: boolean;
  /** The buffer of the last processed frame, returned by the worker (null until then). */
  lastBuffer: ArrayBuffer | null;
  dispose(): void;
};

export type TrackerOptions = {
  /** A worker you created yourself (tests, other bundlers); default: the package's worker entry. */
  worker?: Worker;
  /** URL of zxing_reader.wasm when the default (bundled with the worker) does not suit. */
  wasmUrl?: string;
  tryInvert?: boolean;
};

export function createQrTracker(opts: TrackerOptions = {}): QrTracker {
  const worker = opts.worker ?? new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: (QrDetection & { ms: number }) | null) => void; reject: (e: Error) => void }>();
  let readyResolve!: () => void, readyReject!: (e: Error) => void;
  const ready = new Promise<void>((res, rej) => { readyResolve = res; readyReject = rej; });
  const tracker: QrTracker = {
    ready,
    lastBuffer: null,
    get busy() { return pending.size > 0; },
    detect(frame) {
      if (pending.size > 0) return Promise.resolve(null);
      const id = nextId++;
      const src = frame.data;
      // A view on part of a larger buffer cannot be transferred as is: copy it once.
      const data = src.byteOffset === 0 && src.byteLength === src.buffer.byteLength ? (src.buffer as ArrayBuffer) : src.slice().buffer as ArrayBuffer;
      const grey = src.length === frame.width * frame.height;
      const msg: WorkerRequest = { type: "detect", id, width: frame.width, height: frame.height, data, grey };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage(msg, [data]);
      });
    },
    dispose() {
      worker.terminate();
      for (const p of pending.values()) p.resolve(null);
      pending.clear();
    },
  };
  worker.onmessage = (ev: MessageEvent<WorkerResponse>) => {
    const m = ev.data;
    if (m.type === "ready") return readyResolve();
    if (m.type === "error") {
      if (m.id === null) return readyReject(new Error(m.message));
      const p = pending.get(m.id);
      pending.delete(m.id);
      return p?.reject(new Error(m.message));
    }
    tracker.lastBuffer = m.buffer;
    const p = pending.get(m.id);
    pending.delete(m.id);
    p?.resolve(m.detection ? { ...m.detection, ms: m.ms } : null);
  };
  worker.onerror = (e) => readyReject(new Error(e.message || "tracking worker failed to start"));
  const init: WorkerRequest = { type: "init", ...(opts.wasmUrl ? { wasmUrl: opts.wasmUrl } : {}), ...(opts.tryInvert !== undefined ? { tryInvert: opts.tryInvert } : {}) };
  worker.postMessage(init);
  return tracker;
}
