// Messages between the design step and its trackability worker, and the fallback that runs the
// same maths on the main thread (after yielding once) where a worker cannot run.
import {
  analyseTrackability,
  featureHeatmap,
  type GreyImage,
  type Heatmap,
  type TrackabilityReport,
} from "@ar/card-layout";

export type TrackabilityRequest = { id: number; width: number; height: number; data: Uint8Array };
export type TrackabilityResult = { report: TrackabilityReport; heatmap: Heatmap };
export type TrackabilityAnswer = TrackabilityResult & { id: number };

type Waiting = { img: GreyImage; resolve: (r: TrackabilityResult) => void };

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function onMainThread(img: GreyImage): Promise<TrackabilityResult> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const report = analyseTrackability(img);
      resolve({ report, heatmap: featureHeatmap(report.points, img.width, img.height) });
    }, 0),
  );
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const w = new Worker(new URL("./trackability.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<TrackabilityAnswer>) => {
      const entry = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      entry?.resolve({ report: e.data.report, heatmap: e.data.heatmap });
    };
    w.onerror = () => {
      // The worker could not start or crashed: answer what it held here, and stop using it.
      w.terminate();
      worker = null;
      for (const [id, entry] of waiting) {
        waiting.delete(id);
        void onMainThread(entry.img).then(entry.resolve);
      }
    };
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

/** Scores an analysis copy in the worker, or on the main thread when there is none. */
export function scoreTrackability(img: GreyImage): Promise<TrackabilityResult> {
  const w = startWorker();
  if (!w) return onMainThread(img);
  const id = nextId++;
  // A copy is transferred: the caller keeps its image for the QR check.
  const data = new Uint8Array(img.data);
  return new Promise((resolve) => {
    waiting.set(id, { img, resolve });
    const message: TrackabilityRequest = { id, width: img.width, height: img.height, data };
    w.postMessage(message, [data.buffer]);
  });
}
