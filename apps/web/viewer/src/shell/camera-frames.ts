// The frames the AR sessions hand their trackers (ar-session.ts for QR codes, image-session.ts
// for pictures): the camera video drawn into a small canvas, the camera intrinsics of that frame
// size, and the three.js camera matched to them so the anchor lines up with the video. Frames
// are paced by the video (requestVideoFrameCallback) where the browser can say when one arrives.
import type { PerspectiveCamera } from "three";
import { intrinsics, verticalFovDeg, type Intrinsics } from "@ar/ar-tracking";

export type CameraFrames = {
  /** The current video frame at tracking size and its intrinsics, or null before the video plays. */
  grab(): { frame: ImageData; K: Intrinsics } | null;
  /**
   * Calls `step` on the next video frame not grabbed yet: at once when one arrived while the
   * tracker was busy with the last (the tracker never idles waiting for a frame it already has),
   * otherwise when the video presents one (the next animation frame where that is not known).
   */
  next(step: () => void): void;
};

export function cameraFrames(opts: {
  video: HTMLVideoElement;
  camera: PerspectiveCamera;
  /** The frame's width, or its longer side with fit "longer-side" (a portrait phone gives 480×640). */
  frameWidth: number;
  fit: "width" | "longer-side";
  hFovDeg?: number;
}): CameraFrames {
  const { video, camera } = opts;
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("2D canvas unavailable");
  let K: Intrinsics | null = null;

  const sizeFrame = (): Intrinsics => {
    let w: number, h: number;
    if (opts.fit === "longer-side") {
      const scale = Math.min(1, opts.frameWidth / Math.max(video.videoWidth, video.videoHeight));
      w = Math.round(video.videoWidth * scale);
      h = Math.round(video.videoHeight * scale);
    } else {
      w = Math.min(opts.frameWidth, video.videoWidth);
      h = Math.round((video.videoHeight / video.videoWidth) * w);
    }
    if (canvas.width === w && canvas.height === h && K) return K;
    canvas.width = w;
    canvas.height = h;
    K = intrinsics(w, h, opts.hFovDeg ?? 63);
    camera.fov = verticalFovDeg(K);
    camera.aspect = w / h;
    camera.position.set(0, 0, 0);
    camera.rotation.set(0, 0, 0);
    camera.updateProjectionMatrix();
    return K;
  };

  // One callback is armed at each grab: it marks a newer frame as arrived, or runs the step
  // waiting for it. Waiting for the next frame only after the tracker answered lost up to a
  // whole frame interval per tracked frame (≈ 15 fps with a 50 ms tracker on a 30 fps camera).
  let fresh = false,
    armed = false;
  let waiting: (() => void) | null = null;
  const arrived = () => {
    armed = false;
    const step = waiting;
    waiting = null;
    if (step) step();
    else fresh = true;
  };
  const arm = () => {
    if (armed) return;
    armed = true;
    if ("requestVideoFrameCallback" in video) video.requestVideoFrameCallback(arrived);
    else requestAnimationFrame(arrived);
  };

  return {
    grab() {
      if (video.readyState < 2 || video.videoWidth === 0) return null;
      const frameK = sizeFrame();
      fresh = false;
      arm();
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      return { frame: ctx.getImageData(0, 0, canvas.width, canvas.height), K: frameK };
    },
    next(step) {
      if (fresh) {
        fresh = false;
        // A task, not a direct call: the page gets to render between tracked frames.
        setTimeout(step, 0);
        return;
      }
      waiting = step;
      arm();
    },
  };
}
