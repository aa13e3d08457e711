// Runs one user script at a time in a fresh Worker and feeds it events. Used inside an
// opaque-origin document only (the editor's preview frame, the viewer's sandbox frame): the
// Worker inherits that origin, so the script can reach no cookie, storage or same-origin API.
// Every run and every handler call has a time limit; past it the Worker is terminated (an endless
// loop cannot freeze the page). A failing handler stops the script, as an uncaught error would.
// Frames are coalesced: while the Worker is busy their time adds up into the next frame event.
import ScriptWorker from "./script-worker?worker&inline";
import type { RunResult } from "./script-runner";
import type { MarkerInfo, ScriptEvent } from "./scene-description";
import type { FromWorker, ToWorker } from "./script-worker";

import { HANDLER_TIME_LIMIT_MS, SCRIPT_TIME_LIMIT_MS } from "./limits";

export type HostReport =
  /** `first`: the script's own run; otherwise the answer to `event`. */
  | { kind: "result"; runId: number; first: boolean; event: ScriptEvent["type"] | null; result: RunResult }
  | { kind: "timeout"; runId: number; first: boolean; seconds: number }
  | { kind: "crash"; runId: number; message: string };

export type ScriptHost = {
  run(runId: number, code: string, assetNames: string[], markers: MarkerInfo[]): void;
  /** Marker and tap events, in order. */
  send(event: ScriptEvent): void;
  /** Time passed (seconds); sent as one frame event once the script is free, if it uses onFrame. */
  frame(dt: number): void;
  stop(): void;
};

export function createScriptHost(report: (r: HostReport) => void): ScriptHost {
  let worker: Worker | null = null;
  let runId = 0;
  let busy: { first: boolean; event: ScriptEvent["type"] | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: ScriptEvent[] = [];
  let frameDt = 0;
  let wantsFrames = false;

  const stop = () => {
    worker?.terminate();
    worker = null;
    busy = null;
    queue = [];
    frameDt = 0;
    wantsFrames = false;
    clearTimeout(timer);
  };

  const post = (w: Worker, message: ToWorker, first: boolean, event: ScriptEvent["type"] | null) => {
    busy = { first, event };
    const limit = first ? SCRIPT_TIME_LIMIT_MS : HANDLER_TIME_LIMIT_MS;
    const id = runId;
    timer = setTimeout(() => {
      if (worker !== w) return;
      stop();
      report({ kind: "timeout", runId: id, first, seconds: limit / 1000 });
    }, limit);
    w.postMessage(message);
  };

  const pump = () => {
    if (!worker || busy) return;
    const next = queue.shift();
    if (next) return post(worker, { type: "event", event: next }, false, next.type);
    if (wantsFrames && frameDt > 0) {
      // A tab in the background, or a long stall: one big step would throw objects far away.
      const dt = Math.min(frameDt, 0.1);
      frameDt = 0;
      post(worker, { type: "event", event: { type: "frame", dt } }, false, "frame");
    }
  };

  return {
    run(id, code, assetNames, markers) {
      stop();
      runId = id;
      const w = new ScriptWorker();
      worker = w;
      w.onmessage = (e: MessageEvent<FromWorker>) => {
        if (worker !== w || !busy) return;
        clearTimeout(timer);
        const { first, event } = busy;
        busy = null;
        const result = e.data;
        wantsFrames = result.scene.wantsFrames;
        if (!result.ok) stop();
        report({ kind: "result", runId: id, first, event, result });
        pump();
      };
      w.onerror = (e) => {
        e.preventDefault();
        if (worker !== w) return;
        stop();
        report({ kind: "crash", runId: id, message: e.message || "Script error" });
      };
      post(w, { type: "start", code, assetNames, markers }, true, null);
    },
    send(event) {
      if (!worker) return;
      queue.push(event);
      pump();
    },
    frame(dt) {
      if (!worker || !wantsFrames) return;
      frameDt += dt;
      pump();
    },
    stop,
  };
}
