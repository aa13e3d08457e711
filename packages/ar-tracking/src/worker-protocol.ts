// Messages between the page (tracker.ts) and the detection worker (worker.ts).
import type { QrDetection } from "./qr/detector";

export type WorkerRequest =
  | { type: "init"; wasmUrl?: string; tryInvert?: boolean }
  | { type: "detect"; id: number; width: number; height: number; data: ArrayBuffer; grey: boolean };

export type WorkerResponse =
  | { type: "ready" }
  | { type: "error"; id: number | null; message: string }
  | { type: "result"; id: number; detection: QrDetection | null; ms: number; buffer: ArrayBuffer };
