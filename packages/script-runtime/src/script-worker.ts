// The Worker that runs a user script (one Worker per run). It lives inside an opaque-origin
// document (the editor's preview frame, the viewer's sandbox frame), so the script has no cookie,
// no storage and no DOM. After the first run it stays to run the script's handlers for events
// (markers found/lost, frames, taps); the host terminates it when a run or a handler takes too
// long (an endless loop), fails, or is superseded.
import { startScript, type RunResult, type ScriptSession } from "./script-runner";
import type { MarkerInfo, ScriptEvent } from "./scene-description";

export type ToWorker =
  { type: "start"; code: string; assetNames: string[]; markers: MarkerInfo[] } | { type: "event"; event: ScriptEvent };
export type FromWorker = RunResult;

type Scope = { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage(message: FromWorker): void };
const scope = self as unknown as Scope;

let session: ScriptSession | null = null;
scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === "start" && !session) {
    session = startScript(m.code, m.assetNames, m.markers);
    scope.postMessage(session.result);
  } else if (m.type === "event" && session) {
    scope.postMessage(session.dispatch(m.event));
  }
};
