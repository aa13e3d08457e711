// Page side of a detection worker, for the QR tracker (tracker.ts) and the image tracker
// (image/image-tracker.ts): one frame in flight at a time (a frame that arrives while the worker
// is busy is refused with null at once, so the camera loop never queues stale frames), the
// frame's buffer transferred to the worker and handed back in `lastBuffer` for reuse.

export type TrackerFrame = ImageData | { data: Uint8Array | Uint8ClampedArray; width: number; height: number };

export type DetectRequest = {
  type: "detect";
  id: number;
  width: number;
  height: number;
  data: ArrayBuffer;
  grey: boolean;
};

type ResultReply = { type: "result"; id: number; ms: number; buffer: ArrayBuffer };
type Reply<Ready, Result> = Ready | { type: "error"; id: number | null; message: string } | Result;

export type FrameWorkerClient<Hit, R> = {
  ready: Promise<R>;
  detect(frame: TrackerFrame): Promise<(Hit & { ms: number }) | null>;
  readonly busy: boolean;
  lastBuffer: ArrayBuffer | null;
  dispose(): void;
};

export function frameWorkerClient<Ready extends { type: "ready" }, Result extends ResultReply, Hit, R>(
  worker: Worker,
  opts: {
    /** What `ready` resolves with, from the worker's ready message. */
    ready: (message: Ready) => R;
    /** The hit in a result message, or null. */
    hit: (message: Result) => Hit | null;
    /** Refuse frames (null) until the worker is ready. */
    refuseUntilReady?: boolean;
    /** The error `ready` rejects with when the worker fails to start without a message. */
    startFailure: string;
  },
): FrameWorkerClient<Hit, R> {
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (v: (Hit & { ms: number }) | null) => void; reject: (e: Error) => void }
  >();
  let readyResolve!: (v: R) => void, readyReject!: (e: Error) => void;
  const ready = new Promise<R>((res, rej) => {
    readyResolve = res;
    readyReject = rej;
  });
  let isReady = false;
  void ready.then(
    () => {
      isReady = true;
    },
    () => undefined,
  );
  const client: FrameWorkerClient<Hit, R> = {
    ready,
    lastBuffer: null,
    get busy() {
      return pending.size > 0;
    },
    detect(frame) {
      if (pending.size > 0 || (opts.refuseUntilReady && !isReady)) return Promise.resolve(null);
      const id = nextId++;
      const src = frame.data;
      // A view on part of a larger buffer cannot be transferred as is: copy it once.
      const data =
        src.byteOffset === 0 && src.byteLength === src.buffer.byteLength
          ? (src.buffer as ArrayBuffer)
          : (src.slice().buffer as ArrayBuffer);
      const grey = src.length === frame.width * frame.height;
      const msg: DetectRequest = { type: "detect", id, width: frame.width, height: frame.height, data, grey };
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
  worker.onmessage = (ev: MessageEvent<Reply<Ready, Result>>) => {
    const m = ev.data;
    if (m.type === "ready") return readyResolve(opts.ready(m as Ready));
    if (m.type === "error") {
      const e = m as { id: number | null; message: string };
      if (e.id === null) return readyReject(new Error(e.message));
      const p = pending.get(e.id);
      pending.delete(e.id);
      return p?.reject(new Error(e.message));
    }
    const r = m as Result;
    client.lastBuffer = r.buffer;
    const p = pending.get(r.id);
    pending.delete(r.id);
    const hit = opts.hit(r);
    p?.resolve(hit ? { ...hit, ms: r.ms } : null);
  };
  worker.onerror = (e) => readyReject(new Error(e.message || opts.startFailure));
  return client;
}
