// The camera's picture behind the stage, the same in every AR view (QR scenes, image markers, code
// projects, the orientation world view, card wishes): a <video> put first in the container, sized
// to cover it (coverBox) with the stage's canvas in step, again on each resize of the window or of
// the video. `after` runs after each layout (the orientation view sets its field of view there).
import { coverBox, type Stage } from "./stage";

export type Box = { width: number; height: number; left: number; top: number };

export function cameraBackdrop(
  stage: Stage,
  container: HTMLElement,
  after?: (box: Box) => void,
): { video: HTMLVideoElement; layout(): void; remove(): void } {
  const video = document.createElement("video");
  video.className = "stage-video";
  video.setAttribute("aria-hidden", "true");
  container.prepend(video);
  const layout = () => {
    if (!video.videoWidth) return;
    const box = coverBox(video.videoWidth, video.videoHeight, container.clientWidth, container.clientHeight);
    Object.assign(video.style, {
      width: `${box.width}px`,
      height: `${box.height}px`,
      left: `${box.left}px`,
      top: `${box.top}px`,
    });
    stage.setBox(box);
    after?.(box);
  };
  window.addEventListener("resize", layout);
  video.addEventListener("resize", layout);
  return {
    video,
    layout,
    remove() {
      window.removeEventListener("resize", layout);
      video.removeEventListener("resize", layout);
      video.remove();
    },
  };
}
