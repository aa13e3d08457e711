// The whole chain from Chromium's fake camera (a Y4M made by makeCardVideo): getUserMedia → video
// → 640-wide canvas → getImageData → the worker → pose. Reports how many frames found the code,
// the detect + pose times, and the corners of the last found frame.
import { createQrTracker, intrinsics, poseFromCorners, type Quad } from "../../src";

type CameraResult = {
  frames: number;
  found: number;
  times: number[];
  videoWidth: number;
  videoHeight: number;
  texts: string[];
  lastCorners: Quad | null;
};

async function run(durationMs: number): Promise<CameraResult> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 } });
  const video = document.getElementById("v") as HTMLVideoElement;
  video.srcObject = stream;
  await video.play();
  const tracker = createQrTracker();
  await tracker.ready;
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  const w = Math.min(640, video.videoWidth),
    h = Math.round((video.videoHeight / video.videoWidth) * w);
  canvas.width = w;
  canvas.height = h;
  const K = intrinsics(w, h);
  const r: CameraResult = {
    frames: 0,
    found: 0,
    times: [],
    videoWidth: video.videoWidth,
    videoHeight: video.videoHeight,
    texts: [],
    lastCorners: null,
  };
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    await new Promise<void>((res) => video.requestVideoFrameCallback(() => res()));
    ctx.drawImage(video, 0, 0, w, h);
    const frame = ctx.getImageData(0, 0, w, h);
    const t0 = performance.now();
    const d = await tracker.detect(frame);
    if (d) poseFromCorners(d.corners, K);
    r.times.push(performance.now() - t0);
    r.frames++;
    if (d) {
      r.found++;
      r.lastCorners = d.corners;
      if (!r.texts.includes(d.text)) r.texts.push(d.text);
    }
  }
  tracker.dispose();
  stream.getTracks().forEach((t) => t.stop());
  return r;
}

(window as unknown as { cameraResult: (ms: number) => Promise<CameraResult> }).cameraResult = run;
