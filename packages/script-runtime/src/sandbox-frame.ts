// The sandbox frame's own code (bundled on its own, loaded by /code-preview, whose policy gives it
// an opaque origin, no network and eval only for its Worker): it runs the page's script with the
// script host and sends back what the host reports. Nothing here renders.
import { createScriptHost } from "./script-host";
import type { FromSandbox, ToSandbox } from "./sandbox-protocol";

function post(message: FromSandbox) {
  // An opaque origin cannot name its parent's origin; the reports carry only what the script built.
  window.parent.postMessage(message, "*");
}

// Chromium refuses a module Worker from a blob: URL in an opaque origin (a classic one, or a module
// one from a data: URL, starts: checked in Chromium 156). The viewer's build makes module workers
// (its tracker needs them), and Vite's inline Worker falls back to a data: URL when no blob URL can
// be made; nothing else in this frame makes blob URLs. The e2e test viewer-code.spec.ts fails
// without this.
URL.createObjectURL = () => {
  throw new Error("the sandbox frame makes no blob: URLs");
};

const host = createScriptHost((report) => post({ type: "report", report }));

window.addEventListener("message", (e: MessageEvent<ToSandbox>) => {
  // Only the page that embeds this frame drives it.
  if (e.source !== window.parent) return;
  const m = e.data;
  if (m.type === "run") host.run(m.runId, m.code, m.assetNames, m.markers);
  else if (m.type === "event") host.send(m.event);
  else if (m.type === "frame") host.frame(m.dt);
});

post({ type: "ready" });
