// The canvas renders on demand (R3F frameloop="demand"): an idle editor costs nothing, which
// keeps a 200-object scene responsive even on a software renderer. Things that move by themselves
// (videos, playing animations) keep requesting frames while they are on the canvas.
import { useThree } from "@react-three/fiber";
import { useEffect } from "react";

/** Requests a frame on every animation tick while `active`. */
export function useContinuousFrames(active: boolean): void {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (!active) return;
    let id = requestAnimationFrame(function tick() {
      invalidate();
      id = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(id);
  }, [active, invalidate]);
}

/** Requests one frame whenever a dependency changes (loads finishing outside React's props). */
export function useInvalidateOn(...deps: unknown[]): void {
  const invalidate = useThree((s) => s.invalidate);
  // The caller's values are the dependencies.
  useEffect(() => invalidate(), [invalidate, ...deps]);
}

let software: boolean | null = null;
/**
 * True when WebGL runs on a CPU rasteriser (SwiftShader, llvmpipe): multisampling there multiplies
 * the cost of every pixel, so the editor draws without it (and at device pixel ratio 1).
 */
export function isSoftwareRenderer(): boolean {
  if (software !== null) return software;
  software = false;
  try {
    const gl =
      document.createElement("canvas").getContext("webgl2") ?? document.createElement("canvas").getContext("webgl");
    if (gl) {
      const info = gl.getExtension("WEBGL_debug_renderer_info");
      const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
      software = /swiftshader|llvmpipe|softpipe|software/i.test(name);
      gl.getExtension("WEBGL_lose_context")?.loseContext();
    }
  } catch {
    software = false;
  }
  return software;
}
