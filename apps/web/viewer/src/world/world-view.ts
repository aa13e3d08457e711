// A world scene's heavy part (issue 21, docs/decisions/0032): the scene built once with the shared
// renderer (project/built-scene.ts, as for QR and image scenes) and shown in the orbitable 3D
// view, plus the way into AR this device has: a "Start AR" button (WebXR on a detected surface,
// xr-placement.ts), a Quick Look link to the scene exported as USDZ (quick-look.ts, its own lazy
// chunk), or a "Start camera" button (the 3D view over the camera, orientation-view.ts).
//
// Scale: a world scene has no marker, so its saved transforms are used as they are
// (markerScale 1 → toMarkerSpace changes nothing) and one scene unit is one metre, the unit of
// glTF, of WebXR reference spaces and of USD in Quick Look (metersPerUnit 1): a 1-unit cube in
// the editor stands 1 m tall in the room.
import "./world.css";
import { Group } from "three";
import { FAILURE_STATE, startCamera } from "../shell/camera";
import { takeCameraSkip } from "../shell/camera-prompt";
import { createFallbackView, type FallbackView } from "../shell/fallback-view";
import { t } from "../shell/i18n";
import { quickLookLink } from "../shell/quick-look-link";
import { createStage } from "../shell/stage";
import { buildObjects, startMediaOrAskForTap, wireTaps } from "../project/built-scene";
import type { WorldOptions } from "./world-start";
import type { WorldMode } from "./world-mode";

export async function showWorldView(opts: WorldOptions & { mode: WorldMode }): Promise<void> {
  const { root, status, project, scene, mode } = opts;
  const container = root.querySelector<HTMLElement>("#stage")!;
  const stage = createStage(container);
  const content = new Group();
  content.name = "content";
  let failed = false;
  const built = buildObjects(scene.objects, { project, scene, stage, status, onFailed: () => (failed = true) });
  content.add(built.root);
  stage.onFrame((dt) => built.update(dt));
  wireTaps(stage, [built], status);

  let orbit: FallbackView | null = createFallbackView({ stage, content, container, marker: false });
  const showOrbit = () => {
    orbit ??= createFallbackView({ stage, content, container, marker: false });
    orbit.frame();
  };
  const hideOrbit = () => {
    orbit?.dispose();
    orbit = null;
  };
  const actions = document.createElement("div");
  actions.className = "actions world-actions";
  root.append(actions);

  await built.ready;
  orbit?.frame();
  opts.onReady();

  if (mode.mode === "webxr") {
    // Loaded before the button shows: requestSession must run in the tap's own task.
    const { startXrPlacement } = await import("./xr-placement");
    status.set("world-xr-ready");
    const start = button(t("world.startAr"), "world-start-ar");
    actions.append(start);
    start.addEventListener("click", () => {
      start.hidden = true;
      startXrPlacement({ stage, content, status, overlay: root, actions, beforeStart: hideOrbit })
        .then((session) => {
          session.addEventListener("end", () => {
            start.hidden = false;
            showOrbit();
            status.set("world-xr-ready");
          });
        })
        .catch((error: unknown) => {
          console.warn("WebXR session failed", error);
          start.hidden = false;
          showOrbit();
          status.set("world-3d");
        });
    });
    return;
  }
  if (mode.mode === "quick-look") {
    status.set("world-quick-look-preparing");
    try {
      const preview = await snapshot(stage);
      const { exportSceneUsdz } = await import("./quick-look");
      const blob = await exportSceneUsdz(built.root);
      actions.append(worldQuickLookLink(URL.createObjectURL(blob), preview));
      status.set("world-quick-look");
    } catch (error) {
      // The 3D view is still there: say plainly that AR is not available rather than fail the page.
      console.warn("USDZ export failed", error);
      status.set("world-3d");
    }
    return;
  }
  if (mode.mode === "camera-orientation") {
    // "Show in 3D instead" after a camera that did not start (camera-prompt.ts): this open stays 3D.
    if (takeCameraSkip()) {
      status.set("camera-skipped");
      if (!failed) void startMediaOrAskForTap([built], scene.objects, status);
      return;
    }
    status.set("world-orientation-ready");
    const start = button(t("world.startCamera"), "world-start-camera");
    actions.append(start);
    start.addEventListener("click", () => {
      // iOS asks for motion access only from inside a tap, before anything is awaited.
      const asked = requestOrientationPermission();
      const camera = startCamera();
      void (async () => {
        const [allowed, cam] = await Promise.all([asked, camera]);
        if (!cam.ok) return status.set(FAILURE_STATE[cam.reason]);
        if (!allowed) {
          for (const track of cam.stream.getTracks()) track.stop();
          return status.set("world-3d");
        }
        start.remove();
        const { startOrientationView } = await import("./orientation-view");
        hideOrbit();
        await startOrientationView({ stage, container, content, stream: cam.stream, status });
        status.set("world-orientation");
      })();
    });
    // Autoplay media: the button's tap (or the next) starts them where the browser asks for one.
    if (!failed) void startMediaOrAskForTap([built], scene.objects, status);
    return;
  }
  status.set("world-3d");
  if (!failed) void startMediaOrAskForTap([built], scene.objects, status);
}

function button(text: string, className: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  return b;
}

/** iOS 13+ asks for motion and orientation access; elsewhere it is simply there. */
async function requestOrientationPermission(): Promise<boolean> {
  const ask = (DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<"granted" | "denied"> })
    .requestPermission;
  if (!ask) return true;
  try {
    return (await ask.call(DeviceOrientationEvent)) === "granted";
  } catch {
    return false;
  }
}

/** The 3D view's next frame as a PNG data URL: Quick Look's link needs a picture to tap. */
function snapshot(stage: ReturnType<typeof createStage>): Promise<string> {
  return new Promise((resolve) => {
    const off = stage.afterRender(() => {
      off();
      // Read in the same task as the render: the drawing buffer is not kept after it is shown.
      resolve(stage.canvas.toDataURL("image/png"));
    });
  });
}

/** AR Quick Look's link to the USDZ made in the browser; `allowsContentScaling=0` keeps real size. */
function worldQuickLookLink(href: string, preview: string): HTMLDivElement {
  const img = document.createElement("img");
  img.src = preview;
  img.alt = t("world.quickLookAlt");
  img.width = 160;
  img.height = 120;
  return quickLookLink({
    href: `${href}#allowsContentScaling=0`,
    image: img,
    label: t("world.quickLook"),
    className: "world-quick-look",
    download: "scene.usdz",
  });
}
