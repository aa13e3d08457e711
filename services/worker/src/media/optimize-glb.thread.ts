// The thread side of optimize-glb-off-thread.ts: the optimisation, away from the worker's event loop.
import { optimizeGlb } from "./optimize-glb";

export default function optimizeGlbThread(input: { bytes: Uint8Array }): Promise<Uint8Array> {
  return optimizeGlb(input.bytes);
}
