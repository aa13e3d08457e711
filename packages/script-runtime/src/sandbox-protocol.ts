// Messages between a page that shows a script's scene (the public viewer) and the sandbox frame
// that runs the script (sandbox-frame.ts inside /code-preview: an opaque origin with no network).
// The page renders; the frame only runs the script and answers with plain scene descriptions.
import type { HostReport } from "./script-host";
import type { MarkerInfo, ScriptEvent } from "./scene-description";

export type ToSandbox =
  | { type: "run"; runId: number; code: string; assetNames: string[]; markers: MarkerInfo[] }
  | { type: "event"; event: ScriptEvent }
  | { type: "frame"; dt: number };

export type FromSandbox = { type: "ready" } | { type: "report"; report: HostReport };

export function isFromSandbox(data: unknown): data is FromSandbox {
  if (typeof data !== "object" || data === null) return false;
  const d = data as { type?: unknown; report?: { kind?: unknown } };
  return (
    d.type === "ready" ||
    (d.type === "report" && typeof d.report === "object" && d.report !== null && typeof d.report.kind === "string")
  );
}
