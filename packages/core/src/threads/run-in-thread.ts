// Runs one CPU-heavy step in a worker thread, so the process's event loop keeps serving (the web
// app its requests, the worker its other jobs: mail, prints, compression) while it computes, and
// stops it at a time limit. worker.terminate() ends the thread even inside a synchronous loop or
// WebAssembly, which an AbortSignal checked by the step itself could not (docs/decisions/0018).
//
// The step is a module whose default export takes the input and answers the output. A TypeScript
// module is loaded through tsx inside the thread (the processes run TypeScript sources with
// `node --import tsx`, whose hooks do not reach an eval'd thread).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type ResourceLimits, type Transferable } from "node:worker_threads";

export class ThreadTimeout extends Error {
  override name = "ThreadTimeout";
}

/** The step threw (or the thread died, e.g. over its memory limit): its message, never a stack from the thread. */
export class ThreadFailed extends Error {
  override name = "ThreadFailed";
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export type RunInThreadOptions = {
  input: unknown;
  transferList?: Transferable[];
  timeoutMs: number;
  /** Aborting ends the thread at once and rejects with the signal's reason. */
  signal?: AbortSignal;
  resourceLimits?: ResourceLimits;
};

/** The thread side: tsx first for a TypeScript module, then the module's default export on `workerData.input`. */
const MODULE_RUNNER = `
const { parentPort, workerData } = require("node:worker_threads");
(workerData.tsx ? import(workerData.tsx).then((api) => api.register()) : Promise.resolve())
  .then(() => import(workerData.module))
  .then((m) => m.default(workerData.input))
  .then((value) => parentPort.postMessage({ ok: true, value }))
  .catch((e) => parentPort.postMessage({ ok: false, message: String((e && e.message) || e) }));
`;

let tsxApi: string | undefined;
/** tsx's ESM register API, found through the exports its own package.json declares. */
export function tsxApiUrl(): string {
  if (tsxApi) return tsxApi;
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const exports = JSON.parse(readFileSync(manifest, "utf8")).exports as Record<string, { import: { default: string } }>;
  tsxApi = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"]!.import.default)).href;
  return tsxApi;
}

/** Runs `module`'s default export on `input` in a new thread; see the file's head. */
export function runInThread<T>(module: URL, opts: RunInThreadOptions): Promise<T> {
  if (opts.signal?.aborted) return Promise.reject(opts.signal.reason);
  const typescript = /\.[mc]?ts$/.test(module.pathname);
  const worker = new Worker(MODULE_RUNNER, {
    eval: true,
    workerData: { module: module.href, input: opts.input, ...(typescript ? { tsx: tsxApiUrl() } : {}) },
    transferList: opts.transferList,
    ...(opts.resourceLimits ? { resourceLimits: opts.resourceLimits } : {}),
    // The thread's output goes to this process's log, not to a pipe nobody reads.
    stdout: false,
    stderr: false,
  });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      // Ends the thread whatever it is doing; after a result it is already on its way out.
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ThreadTimeout(`stopped after ${opts.timeoutMs} ms`))),
      opts.timeoutMs,
    );
    const onAbort = () => settle(() => reject(opts.signal!.reason));
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (outcome: Outcome<T>) =>
      settle(() => (outcome.ok ? resolve(outcome.value) : reject(new ThreadFailed(outcome.message)))),
    );
    worker.once("error", (e: Error) => settle(() => reject(new ThreadFailed(e.message))));
    worker.once("exit", (code) =>
      settle(() => reject(new ThreadFailed(`the thread exited with code ${code} before answering`))),
    );
  });
}

/**
 * A source file of @ar/core as a thread module. Found through the package, not this file's URL:
 * the web app may bundle this file, but a thread loads a module from its own source.
 */
export function coreThreadModule(pathInSrc: string): URL {
  const index = createRequire(import.meta.url).resolve("@ar/core");
  return pathToFileURL(path.join(path.dirname(index), pathInSrc));
}
