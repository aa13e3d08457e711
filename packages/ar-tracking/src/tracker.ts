// Page side of the detector: one worker, one frame in flight at a time (a frame that arrives while
// the worker is busy is refused with null at once, so the camera loop never queues stale frames;
// frame-worker.ts).
import type { QrDetection } from "./qr/detector";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";
import { frameWorkerClient, type TrackerFrame } from "./frame-worker";

export type { TrackerFrame } from "./frame-worker";

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
  const tracker = frameWorkerClient<
    Extract<WorkerResponse, { type: "ready" }>,
    Extract<WorkerResponse, { type: "result" }>,
    QrDetection,
    void
  >(worker, {
    ready: () => undefined,
    hit: (m) => m.detection,
    startFailure: "tracking worker failed to start",
  });
  const init: WorkerRequest = {
    type: "init",
    ...(opts.wasmUrl ? { wasmUrl: opts.wasmUrl } : {}),
    ...(opts.tryInvert !== undefined ? { tryInvert: opts.tryInvert } : {}),
  };
  worker.postMessage(init);
  return tracker;
}
