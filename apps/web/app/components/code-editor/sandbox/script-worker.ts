// The Worker that runs a user script (one Worker per run). It lives inside the preview frame,
// which has an opaque origin, so the script has no cookie, no storage and no DOM; the frame
// terminates this Worker when the script runs too long (an endless loop) or is superseded.
import { runScript } from "../script-runner";

type Scope = { onmessage: ((e: MessageEvent<{ code: string; assetNames: string[] }>) => void) | null; postMessage(message: unknown): void };
const scope = self as unknown as Scope;

scope.onmessage = (e) => {
  scope.onmessage = null;
  scope.postMessage(runScript(e.data.code, e.data.assetNames));
};
