// Page side of the image tracker: one worker holding every target of the page, one frame in
// flight (a frame sent while the worker is busy resolves null at once), as createQrTracker.
import { frameWorkerClient, type TrackerFrame } from "../frame-worker";
import type { ImageHit, ImageWorkerRequest, ImageWorkerResponse } from "./protocol";

export type ImageTracker = {
  /** Resolves once the target files are loaded, with the ids of those that could not be. */
  ready: Promise<{ failed: string[] }>;
  detect(frame: TrackerFrame): Promise<(ImageHit & { ms: number }) | null>;
  readonly busy: boolean;
  lastBuffer: ArrayBuffer | null;
  dispose(): void;
};

export function createImageTracker(opts: { targets: { id: string; url: string }[]; worker?: Worker }): ImageTracker {
  const worker = opts.worker ?? new Worker(new URL("./image-worker.ts", import.meta.url), { type: "module" });
  const tracker = frameWorkerClient<
    Extract<ImageWorkerResponse, { type: "ready" }>,
    Extract<ImageWorkerResponse, { type: "result" }>,
    ImageHit,
    { failed: string[] }
  >(worker, {
    ready: (m) => ({ failed: m.failed }),
    hit: (m) => m.hit,
    refuseUntilReady: true,
    startFailure: "image tracking worker failed to start",
  });
  const init: ImageWorkerRequest = { type: "init", targets: opts.targets };
  worker.postMessage(init);
  return tracker;
}
