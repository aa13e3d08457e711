// The next move when the camera does not start by itself: a small panel over everything (the
// loading overlay too) with "Start the camera" (video.play() again, now inside a tap: WebKit and
// phones in power-saving mode refuse or stall play() without one) and "Show in 3D instead" (the
// page opens again with the camera skipped once: every view already has its 3D fallback for a
// camera that failed, so nothing here rebuilds a scene). Shown by camera.ts after a bounded wait.
import { t } from "./i18n";

/** sessionStorage key: the path whose next open skips the camera (read once, then removed). */
const SKIP_KEY = "ar-viewer:camera-skip";

export type CameraPrompt = { remove(): void };

export function showCameraPrompt(opts: { onStart?: () => void }): CameraPrompt {
  const panel = document.createElement("div");
  panel.className = "camera-prompt";
  panel.dataset.testid = "camera-prompt";
  if (opts.onStart) {
    const start = document.createElement("button");
    start.type = "button";
    start.textContent = t("camera.start");
    start.dataset.testid = "camera-start";
    start.addEventListener("click", () => opts.onStart?.());
    panel.append(start);
  }
  const threeD = document.createElement("button");
  threeD.type = "button";
  threeD.className = "secondary";
  threeD.textContent = t("camera.show3d");
  threeD.dataset.testid = "camera-3d";
  threeD.addEventListener("click", () => {
    try {
      sessionStorage.setItem(SKIP_KEY, location.pathname);
    } catch {
      // Storage off (private mode on old Safari): the reload asks for the camera again, which is
      // still a move; nothing better is possible without storage.
    }
    location.reload();
  });
  panel.append(threeD);
  document.body.append(panel);
  // Keyboard and screen-reader users land on the first button (the status line says why).
  panel.querySelector("button")?.focus();
  return { remove: () => panel.remove() };
}

/** Whether this open was asked to skip the camera ("Show in 3D instead"); true once. */
export function takeCameraSkip(): boolean {
  try {
    if (sessionStorage.getItem(SKIP_KEY) !== location.pathname) return false;
    sessionStorage.removeItem(SKIP_KEY);
    return true;
  } catch {
    return false;
  }
}
