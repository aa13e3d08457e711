// One step kept loaded in a thread between calls (issue 22: the ARKit save). runInThread starts a
// new thread for every call: Node's worker start, tsx's loader and the 1.6 MB glTF validator were
// 150–200 ms of every GLB check on an idle machine and about 1 s on a busy one — most of the
// server's time for a 30 KB model. A warm thread pays that once. It keeps runInThread's
// guarantees: a call over its time limit, or one that kills the thread (its memory limit), ends
// the thread, and the next call starts a fresh one. One call at a time; a call that arrives while
// the warm thread is busy runs in a thread of its own (runInThread), so uploads never queue.
import { Worker, type ResourceLimits, type Transferable } from "node:worker_threads";
import { runInThread, ThreadFailed, ThreadTimeout, tsxApiUrl } from "./run-in-thread";

const WARM_RUNNER = `
const { parentPort, workerData } = require("node:worker_threads");
const step = (workerData.tsx ? import(workerData.tsx).then((api) => api.register()) : Promise.resolve())
  .then(() => import(workerData.module))
  .then((m) => m.default);
parentPort.on("message", ({ input }) => {
  step
    .then((run) => run(input))
    .then((value) => parentPort.postMessage({ ok: true, value }), (e) => parentPort.postMessage({ ok: false, message: String((e && e.message) || e) }));
});
`;

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export type WarmThread<T> = {
  run(input: unknown, opts: { timeoutMs: number; transferList?: Transferable[] }): Promise<T>;
  /** Ends the thread (tests; a process exiting does not wait for it: the thread is unref'd). */
  close(): Promise<void>;
};

export function warmThread<T>(module: URL, opts: { resourceLimits?: ResourceLimits } = {}): WarmThread<T> {
  let worker: Worker | null = null;
  let busy = false;
  const typescript = /\.[mc]?ts$/.test(module.pathname);

  const start = () => {
    const w = new Worker(WARM_RUNNER, {
      eval: true,
      workerData: { module: module.href, ...(typescript ? { tsx: tsxApiUrl() } : {}) },
      ...(opts.resourceLimits ? { resourceLimits: opts.resourceLimits } : {}),
      stdout: false,
      stderr: false,
    });
    // An idle warm thread must not keep the process alive.
    w.unref();
    w.on("error", () => undefined);
    w.once("exit", () => {
      if (worker === w) worker = null;
    });
    return w;
  };

  const kill = (w: Worker) => {
    if (worker === w) worker = null;
    void w.terminate();
  };

  return {
    run(input, call) {
      if (busy)
        return runInThread<T>(module, {
          input,
          transferList: call.transferList,
          timeoutMs: call.timeoutMs,
          resourceLimits: opts.resourceLimits,
        });
      busy = true;
      const w = (worker ??= start());
      return new Promise<T>((resolve, reject) => {
        const done = (fn: () => void) => {
          clearTimeout(timer);
          w.off("message", onMessage);
          w.off("error", onError);
          w.off("exit", onExit);
          busy = false;
          fn();
        };
        const onMessage = (outcome: Outcome<T>) =>
          done(() => (outcome.ok ? resolve(outcome.value) : reject(new ThreadFailed(outcome.message))));
        const onError = (e: Error) => done(() => (kill(w), reject(new ThreadFailed(e.message))));
        const onExit = (code: number) =>
          done(() => reject(new ThreadFailed(`the thread exited with code ${code} before answering`)));
        // Over the limit: the thread is ended (even inside a synchronous loop) and not reused.
        const timer = setTimeout(
          () => done(() => (kill(w), reject(new ThreadTimeout(`stopped after ${call.timeoutMs} ms`)))),
          call.timeoutMs,
        );
        w.on("message", onMessage);
        w.once("error", onError);
        w.once("exit", onExit);
        w.postMessage({ input }, call.transferList ?? []);
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
