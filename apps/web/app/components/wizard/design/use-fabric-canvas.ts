// One fabric.js canvas mounted into a host element (the design canvas and the crop dialog).
// fabric is imported dynamically inside the effect, so it only ever loads in the browser (SSR
// never evaluates it) and only where a canvas is shown. The canvas element is made here, not by
// React, so a disposed fabric canvas never meets a reused element (React's development double
// mount). The upper (event) canvas is hidden from assistive technology: the host names the image.
import type { Canvas } from "fabric";
import { useEffect, useRef, useState, type DependencyList, type RefObject } from "react";

export type Fabric = typeof import("fabric");

/**
 * `mount` builds the canvas and its objects and returns what the component keeps of them (at
 * least the canvas); it runs again, on a new canvas, when `deps` change. `ready` is true while a
 * canvas is mounted; `unmount` runs as one is disposed.
 */
export function useFabricCanvas<T extends { canvas: Canvas }>(
  host: RefObject<HTMLElement>,
  mount: (f: Fabric, element: HTMLCanvasElement) => T,
  deps: DependencyList,
  unmount?: () => void,
) {
  const mounted = useRef<T | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    const wrapper = document.createElement("div");
    const element = document.createElement("canvas");
    wrapper.appendChild(element);
    container.appendChild(wrapper);
    void import("fabric").then((f) => {
      if (cancelled) return;
      const made = mount(f, element);
      made.canvas.upperCanvasEl.setAttribute("aria-hidden", "true");
      mounted.current = made;
      setReady(true);
    });
    return () => {
      cancelled = true;
      const current = mounted.current;
      mounted.current = null;
      unmount?.();
      setReady(false);
      if (current) void current.canvas.dispose().finally(() => wrapper.remove());
      else wrapper.remove();
    };
    // The caller names what a new canvas is needed for.
  }, deps);
  return { fab: mounted, ready };
}
