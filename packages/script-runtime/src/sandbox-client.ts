// The page's side of the sandbox frame: a hidden iframe with sandbox="allow-scripts" (no
// allow-same-origin: an opaque origin, so the script cannot reach this page's storage, cookies or
// DOM) loading /code-preview with the sandbox-frame bundle. That document's own CSP allows eval
// for the script's Worker; the page embedding it never needs 'unsafe-eval' itself.
import type { HostReport } from "./script-host";
import { isFromSandbox, type ToSandbox } from "./sandbox-protocol";

export type SandboxedScript = {
  run(message: Omit<Extract<ToSandbox, { type: "run" }>, "type">): void;
  send(message: ToSandbox): void;
  dispose(): void;
};

/** `frameUrl`: the built sandbox-frame bundle's path (Vite `?worker&url`). */
export function createSandboxedScript(opts: {
  frameUrl: string;
  container: HTMLElement;
  onReport(report: HostReport): void;
}): SandboxedScript {
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts");
  iframe.hidden = true;
  iframe.title = "script";
  iframe.setAttribute("aria-hidden", "true");
  iframe.tabIndex = -1;
  iframe.src = `/code-preview?runtime=${encodeURIComponent(opts.frameUrl)}`;
  let ready = false;
  let queue: ToSandbox[] = [];
  const post = (m: ToSandbox) => {
    if (!ready || !iframe.contentWindow) {
      queue.push(m);
      return;
    }
    // The frame's origin is opaque ("null"), which cannot be named as a target origin.
    iframe.contentWindow.postMessage(m, "*");
  };
  const listener = (e: MessageEvent) => {
    if (e.source !== iframe.contentWindow || !isFromSandbox(e.data)) return;
    if (e.data.type === "ready") {
      ready = true;
      const pending = queue;
      queue = [];
      for (const m of pending) post(m);
    } else {
      opts.onReport(e.data.report);
    }
  };
  window.addEventListener("message", listener);
  opts.container.append(iframe);
  return {
    run: (m) => post({ type: "run", ...m }),
    send: (m) => {
      // Frames are not queued before the frame is ready: they would only pile up.
      if (m.type === "frame" && !ready) return;
      post(m);
    },
    dispose() {
      window.removeEventListener("message", listener);
      iframe.remove();
    },
  };
}
