// Messages between the code editor (parent page) and the preview frame (a sandboxed iframe with an
// opaque origin). Everything is structured-cloneable; asset bytes travel as transferred buffers,
// since the frame has no cookie and cannot fetch the project's files itself.
import type { ScriptFailure } from "@ar/script-runtime/runner";
import type { MarkerInfo } from "@ar/script-runtime/description";
import type { ScriptAssetKind } from "@ar/script-runtime/asset-templates";

export type PreviewAssetKind = ScriptAssetKind;

export type PreviewAsset = {
  /** The name scripts use (codeData.assetData). */
  name: string;
  kind: PreviewAssetKind;
  mime: string;
  /** Changes when the file changes (asset id and URL), so the frame knows when to reload it. */
  key: string;
  data: ArrayBuffer;
};

export type ObjectSummary = { name: string; kind: "primitive" | "asset"; type: string; color: string | null };

export type ToFrame =
  | { type: "assets"; assets: PreviewAsset[]; keep: string[] }
  | { type: "run"; runId: number; code: string; assetNames: string[]; markers: MarkerInfo[] }
  /** The preview's stand-in for a tracker: the marker buttons under the preview. */
  | { type: "marker"; id: string; found: boolean }
  | { type: "reset-view" };

export type RunOutcome =
  | { status: "ok" }
  | { status: "error"; error: ScriptFailure }
  /** The script did not finish within the limit: its Worker was terminated. */
  | { status: "timeout"; seconds: number };

export type FromFrame =
  | { type: "ready" }
  | { type: "fatal"; reason: "webgl" }
  | ({
      type: "result";
      runId: number;
      objects: ObjectSummary[];
      logs: string[];
      warnings: { message: string; line: number | null }[];
    } & RunOutcome)
  | { type: "asset-error"; name: string };

export { SCRIPT_TIME_LIMIT_MS } from "@ar/script-runtime/limits";

export function isFromFrame(data: unknown): data is FromFrame {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as { type?: unknown }).type === "string" &&
    ["ready", "fatal", "result", "asset-error"].includes((data as { type: string }).type)
  );
}
