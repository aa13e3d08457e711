// The image tracking worker: fetches the prepared target files (JSON, same origin), then finds
// them in the frames the page transfers (createImageDetector). A target file that cannot be read
// is reported in `ready.failed` and left out; the others still track.
import { rgbaToGrey } from "../grey";
import { createImageDetector, type ImageDetector } from "./matcher";
import type { ImageWorkerRequest, ImageWorkerResponse } from "./protocol";
import { parseTarget, type ImageTarget } from "./target";

const scope = globalThis as unknown as {
  postMessage(message: ImageWorkerResponse, transfer: Transferable[]): void;
  onmessage: ((ev: MessageEvent<ImageWorkerRequest>) => void) | null;
};
const post = (m: ImageWorkerResponse, transfer: Transferable[] = []) => scope.postMessage(m, transfer);

let detector: ImageDetector | null = null;
let ids: string[] = [];
let aspects: number[] = [];
let grey: Uint8Array | undefined;

scope.onmessage = (ev) => void handle(ev.data);

async function handle(m: ImageWorkerRequest): Promise<void> {
  if (m.type === "init") {
    const loaded = await Promise.all(
      m.targets.map(async (t) => {
        try {
          const res = await fetch(t.url);
          if (!res.ok) throw new Error(String(res.status));
          return { id: t.id, target: parseTarget(await res.json()) };
        } catch {
          return { id: t.id, target: null as ImageTarget | null };
        }
      }),
    );
    const ok = loaded.filter((l): l is { id: string; target: ImageTarget } => l.target !== null);
    ids = ok.map((l) => l.id);
    aspects = ok.map((l) => l.target.aspect);
    detector = createImageDetector(ok.map((l) => l.target));
    post({ type: "ready", failed: loaded.filter((l) => !l.target).map((l) => l.id) });
    return;
  }
  if (!detector) return post({ type: "error", id: m.id, message: "worker not initialised" }, [m.data]);
  const t0 = performance.now();
  const frame = m.grey
    ? { data: new Uint8Array(m.data), width: m.width, height: m.height }
    : rgbaToGrey({ data: new Uint8ClampedArray(m.data), width: m.width, height: m.height }, grey);
  grey = frame.data;
  const d = detector.detect(frame);
  const hit = d
    ? { target: ids[d.target]!, corners: d.corners, aspect: aspects[d.target]!, inliers: d.inliers, tracked: d.tracked }
    : null;
  post({ type: "result", id: m.id, hit, ms: performance.now() - t0, buffer: m.data }, [m.data]);
}
