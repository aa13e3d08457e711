// The frame loop both AR sessions run (ar-session.ts for QR codes, image-session.ts for pictures):
// one frame at a time, grabbed from the camera (camera-frames.ts), handed to the tracker's worker
// and timed, its answer handed on, then the next frame. stop() ends it for good and lets the
// tracker's worker go.
import type { Intrinsics } from "@ar/ar-tracking";
import type { CameraFrames } from "./camera-frames";

export type TrackingLoop = {
  /** Frames the tracker has answered, and the time it took on average (ms). */
  stats(): { frames: number; detectMsMean: number };
  stop(): void;
};

export function runTrackingLoop<T>(opts: {
  source: CameraFrames;
  tracker: { detect(frame: ImageData): Promise<T | null>; dispose(): void };
  /** Whether this frame's time counts (the image tracker's first frames wait for its targets). */
  counts?: () => boolean;
  /** The tracker's answer for a frame (null: nothing found, or the tracker failed on it). */
  onAnswer(answer: T | null, K: Intrinsics, now: number): void;
}): TrackingLoop {
  let running = true;
  let frames = 0;
  let detectMs = 0;
  const step = async () => {
    if (!running) return;
    const grabbed = opts.source.grab();
    if (grabbed) {
      const started = performance.now();
      const answer = await opts.tracker.detect(grabbed.frame).catch(() => null);
      const now = performance.now();
      if (!running) return;
      if (opts.counts?.() ?? true) {
        frames += 1;
        detectMs += now - started;
      }
      opts.onAnswer(answer, grabbed.K, now);
    }
    schedule();
  };
  const schedule = () => {
    if (running) opts.source.next(() => void step());
  };
  schedule();
  return {
    stats: () => ({ frames, detectMsMean: frames ? detectMs / frames : 0 }),
    stop() {
      running = false;
      opts.tracker.dispose();
    },
  };
}
