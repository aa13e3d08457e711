// The live preview: a sandboxed iframe (sandbox="allow-scripts" without allow-same-origin, so an
// opaque origin: no session cookie, no storage, no access to this page's DOM) whose runtime builds
// the script's scene with three.js. The document is /code-preview, whose own CSP (sandbox, only its
// bundle, blob: workers and media, no network) is set by the server; assets are fetched here,
// with the user's session, and handed over as bytes.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from "react";
import runtimeUrl from "./sandbox/preview-runtime?worker&url";
import type { MarkerInfo } from "@ar/script-runtime/description";
import {
  isFromFrame,
  type FromFrame,
  type PreviewAsset,
  type PreviewAssetKind,
  type ToFrame,
} from "./sandbox/protocol";

export type PreviewAssetSource = { name: string; kind: PreviewAssetKind; src: string; key: string };

export type PreviewHandle = {
  run(runId: number, code: string, markers: MarkerInfo[]): void;
  /** Stands in for a tracker: the marker is found (in view) or lost. */
  setMarker(id: string, found: boolean): void;
  resetView(): void;
};

/** The preview document (server-side policy: app/server/code-preview.server.ts) running this bundle. */
const previewSrc = `/code-preview?runtime=${encodeURIComponent(runtimeUrl)}`;

/** Bytes of each asset file, fetched once per key (an asset's id and URL). */
const bytes = new Map<string, Promise<{ data: ArrayBuffer; mime: string }>>();
function fetchAsset(source: PreviewAssetSource) {
  let pending = bytes.get(source.key);
  if (!pending) {
    pending = fetch(source.src, { credentials: "same-origin" }).then(async (res) => {
      if (!res.ok) throw new Error(`asset answered HTTP ${res.status}`);
      return { data: await res.arrayBuffer(), mime: res.headers.get("content-type") ?? "application/octet-stream" };
    });
    pending.catch(() => bytes.delete(source.key));
    bytes.set(source.key, pending);
  }
  return pending;
}

export const PreviewFrame = forwardRef<
  PreviewHandle,
  {
    assets: PreviewAssetSource[];
    title: string;
    onMessage(message: FromFrame): void;
    /** The assets reached the frame: the caller runs the script again so they show. */
    onAssetsDelivered(): void;
  }
>(function PreviewFrame({ assets, title, onMessage, onAssetsDelivered }, ref) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const queue = useRef<{ message: ToFrame; transfer: Transferable[] }[]>([]);
  const sent = useRef(new Map<string, string>());
  const handlers = useRef({ onMessage, onAssetsDelivered });
  handlers.current = { onMessage, onAssetsDelivered };

  const send = useCallback((message: ToFrame, transfer: Transferable[] = []) => {
    const target = frameRef.current?.contentWindow;
    if (!ready.current || !target) {
      // A run supersedes an earlier queued run; assets all stay queued in order.
      if (message.type === "run") queue.current = queue.current.filter((q) => q.message.type !== "run");
      queue.current.push({ message, transfer });
      return;
    }
    // The frame's origin is opaque ("null"), which cannot be named as a target origin.
    target.postMessage(message, "*", transfer);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      run: (runId, code, markers) => send({ type: "run", runId, code, assetNames: assets.map((a) => a.name), markers }),
      setMarker: (id, found) => send({ type: "marker", id, found }),
      resetView: () => send({ type: "reset-view" }),
    }),
    [send, assets],
  );

  useEffect(() => {
    const listener = (e: MessageEvent) => {
      if (!frameRef.current || e.source !== frameRef.current.contentWindow || !isFromFrame(e.data)) return;
      if (e.data.type === "ready") {
        ready.current = true;
        const pending = queue.current;
        queue.current = [];
        for (const q of pending) send(q.message, q.transfer);
      }
      handlers.current.onMessage(e.data);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [send]);

  // Hands the frame the assets it does not have yet (or whose file changed), and tells it which
  // names to keep; a renamed or removed asset is dropped there too.
  useEffect(() => {
    let cancelled = false;
    const changed = assets.filter((a) => sent.current.get(a.name) !== a.key);
    const keep = assets.filter((a) => sent.current.get(a.name) === a.key).map((a) => a.name);
    for (const name of [...sent.current.keys()]) if (!assets.some((a) => a.name === name)) sent.current.delete(name);
    if (changed.length === 0) {
      send({ type: "assets", assets: [], keep });
      return;
    }
    void Promise.allSettled(changed.map(fetchAsset)).then((results) => {
      if (cancelled) return;
      const payload: PreviewAsset[] = [];
      results.forEach((r, i) => {
        const a = changed[i]!;
        if (r.status !== "fulfilled") {
          handlers.current.onMessage({ type: "asset-error", name: a.name });
          return;
        }
        // A copy is transferred; the cache keeps its own bytes for the next frame (a remount).
        payload.push({ name: a.name, kind: a.kind, key: a.key, mime: r.value.mime, data: r.value.data.slice(0) });
        sent.current.set(a.name, a.key);
      });
      send(
        { type: "assets", assets: payload, keep },
        payload.map((p) => p.data),
      );
      handlers.current.onAssetsDelivered();
    });
    return () => {
      cancelled = true;
    };
  }, [assets, send]);

  return (
    <iframe
      ref={frameRef}
      title={title}
      // No allow-same-origin: the frame gets an opaque origin (see the file comment).
      sandbox="allow-scripts"
      src={previewSrc}
      className="block size-full border-0 bg-slate-100"
      data-testid="code-preview-frame"
    />
  );
});
