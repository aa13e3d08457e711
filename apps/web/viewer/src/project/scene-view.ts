// The project viewer's heavy part (loaded after the camera was asked for): the scene built once
// with @ar/scene-render, shown either anchored on the tracked QR code over the camera video, or
// in the orbitable 3D view. Flags: trackingLastKnownPose keeps the scene where it was when the
// code is lost; lazyLoad builds primitives first and the files (models, images, video, sound)
// once the code is found (in the 3D view: right after the primitives); disablePreloader shows no
// loading overlay (start.ts). Video and sound start on a tap where the browser refuses autoplay.
import { Group } from "three";
import { createQrTracker, type QrTracker } from "@ar/ar-tracking";
import type { BuiltScene } from "@ar/scene-render/build";
import type { SceneObject } from "@ar/scene-render/scene-object";
import { startArSession } from "../shell/ar-session";
import { attachStream, stopStream } from "../shell/camera";
import { createFallbackView } from "../shell/fallback-view";
import { createStage, markAfterNextFrame, type Stage } from "../shell/stage";
import { cameraBackdrop } from "../shell/camera-backdrop";
import { buildObjects, splitForLazyLoad, startMediaOrAskForTap, wireTaps } from "./built-scene";
import { MARK_FIRST_FRAME, markFirstFound } from "./marks";
import { acceptsCode } from "./plan";
import type { PublicScene } from "./types";
import type { ProjectViewOptions } from "./view-options";

let warmTracker: QrTracker | null = null;

/** Starts the tracker's worker and WebAssembly now, while the camera prompt is still open. */
export function prewarmTracker(): void {
  warmTracker ??= createQrTracker();
}

export async function showProject(opts: ProjectViewOptions): Promise<void> {
  const { status, project, plan } = opts;
  const container = opts.root.querySelector<HTMLElement>("#stage")!;
  const stage = createStage(container);
  const scene = plan.mode === "code" || plan.mode === "image" ? null : plan.scene;
  const content = new Group();
  content.name = "content";
  const lazy = project.features.lazyLoad;
  const objects = scene?.objects ?? [];
  const { light, heavy } = splitForLazyLoad(objects);
  const parts: BuiltScene[] = [];
  let failed = false;
  const build = (list: SceneObject[]) => {
    if (!scene || list.length === 0) return null;
    const built = buildObjects(list, { project, scene, stage, status, onFailed: () => (failed = true) });
    content.add(built.root);
    parts.push(built);
    return built;
  };
  stage.onFrame((dt) => {
    for (const p of parts) p.update(dt);
  });
  markAfterNextFrame(stage, MARK_FIRST_FRAME);
  wireTaps(stage, parts, status);

  const first = build(lazy ? light : objects);
  let rest: BuiltScene | null = null;
  const loadRest = async () => {
    if (!lazy || rest) return;
    rest = build(heavy);
    await rest?.ready;
  };

  if (plan.mode === "ar" && opts.stream && scene) {
    await showAr({ ...opts, stage, container, content, scene, onFound: loadRest, parts });
    // Non-lazy: the loading overlay waits for every file; lazy: only the primitives.
    await first?.ready;
    opts.onReady();
    return;
  }
  stopStream(opts.stream);
  warmTracker?.dispose();
  warmTracker = null;
  createFallbackView({ stage, content, container });
  // A camera failure has already said why the 3D view is shown; otherwise say how to use it.
  if (plan.mode === "3d") status.set(plan.why === "target-not-ready" ? "target-not-ready" : "soon");
  else if (!status.state || status.state === "loading" || status.state === "camera-asking") status.set("fallback");
  await first?.ready;
  await loadRest();
  opts.onReady();
  if (!failed) void startMediaOrAskForTap(parts, objects, status);
}

async function showAr(
  o: ProjectViewOptions & {
    stage: Stage;
    container: HTMLElement;
    content: Group;
    scene: PublicScene;
    onFound(): Promise<void>;
    parts: BuiltScene[];
  },
) {
  const { stage, container, status, project, plan } = o;
  const { video, layout } = cameraBackdrop(stage, container);
  await attachStream(video, o.stream!, { status });
  layout();

  const anchor = new Group();
  anchor.name = "anchor";
  anchor.add(o.content);
  stage.scene.add(anchor);
  let anchoredOnce = false;
  status.set("looking");
  const session = startArSession({
    video,
    camera: stage.camera,
    anchor,
    accept: (text) => acceptsCode(plan, project.id, text),
    ...(warmTracker ? { tracker: warmTracker } : {}),
    keepLastPose: project.features.trackingLastKnownPose,
    onFound: () => {
      status.set("found");
      if (!anchoredOnce) {
        anchoredOnce = true;
        markFirstFound(stage);
        void o.onFound().then(() => startMediaOrAskForTap(o.parts, o.scene.objects, status));
      } else {
        for (const p of o.parts) void p.startMedia();
      }
    },
    onLost: () => {
      if (project.features.trackingLastKnownPose) status.set("lost-kept");
      else {
        status.set("lost");
        for (const p of o.parts) p.pauseMedia();
      }
    },
  });
  window.addEventListener("pagehide", () => {
    session.stop();
    stopStream(o.stream);
  });
}
