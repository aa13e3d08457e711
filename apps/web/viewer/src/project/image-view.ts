// Image-marker projects (album scenes): every image scene with a prepared target is built once,
// each under its own anchor, and tracked together by one image tracker (shell/image-session.ts);
// the scene of the marker in view is shown, another marker in view switches to its scene. Flags as
// for QR scenes (scene-view.ts): trackingLastKnownPose keeps the last scene where it was when its
// marker is lost; lazyLoad builds primitives first and a scene's files once its marker is found;
// disablePreloader (start.ts). Without a camera: the first scene in the 3D view.
import { Group, type Object3D } from "three";
import { createImageTracker, type ImageTracker } from "@ar/ar-tracking/image";
import type { BuiltScene } from "@ar/scene-render/build";
import type { SceneObject } from "@ar/scene-render/scene-object";
import { attachStream, stopStream } from "../shell/camera";
import { createFallbackView } from "../shell/fallback-view";
import { startImageSession } from "../shell/image-session";
import { createStage, markAfterNextFrame, type Stage } from "../shell/stage";
import { cameraBackdrop } from "../shell/camera-backdrop";
import { buildObjects, splitForLazyLoad, startMediaOrAskForTap, wireTaps } from "./built-scene";
import { MARK_FIRST_FRAME, markFirstFound } from "./marks";
import type { ViewerPlan } from "./plan";
import type { PublicScene } from "./types";
import type { ProjectViewOptions } from "./view-options";

let warm: ImageTracker | null = null;

const targetsOf = (plan: Extract<ViewerPlan, { mode: "image" }>) =>
  plan.scenes.map((s) => ({ id: String(s.scene.id), url: s.target }));

/** Starts the worker and the target downloads while the camera prompt is still open. */
export function prewarmTracker(plan?: ViewerPlan): void {
  if (plan?.mode === "image") warm ??= createImageTracker({ targets: targetsOf(plan) });
}

/** One image scene: its content under an anchor, built in one or two parts (lazyLoad). */
type Built = {
  scene: PublicScene;
  anchor: Group;
  parts: BuiltScene[];
  loadRest(): Promise<void>;
  first: BuiltScene | null;
};

export async function showProject(opts: ProjectViewOptions): Promise<void> {
  const { status, project, plan } = opts;
  if (plan.mode !== "image") throw new Error("image-view shows image-marker plans only");
  const container = opts.root.querySelector<HTMLElement>("#stage")!;
  const stage = createStage(container);
  const lazy = project.features.lazyLoad;
  const allParts: BuiltScene[] = [];
  let failed = false;

  const buildScene = (scene: PublicScene): Built => {
    const anchor = new Group();
    anchor.name = `anchor-${scene.id}`;
    const parts: BuiltScene[] = [];
    const build = (list: SceneObject[]) => {
      if (list.length === 0) return null;
      const built = buildObjects(list, { project, scene, stage, status, onFailed: () => (failed = true) });
      anchor.add(built.root);
      parts.push(built);
      allParts.push(built);
      return built;
    };
    const { light, heavy } = splitForLazyLoad(scene.objects);
    const first = build(lazy ? light : scene.objects);
    let rest: Promise<void> | null = null;
    const loadRest = () => (rest ??= lazy ? Promise.resolve(build(heavy)?.ready) : Promise.resolve());
    return { scene, anchor, parts, first, loadRest };
  };

  const scenes = plan.scenes.map((s) => buildScene(s.scene));
  stage.onFrame((dt) => {
    for (const p of allParts) p.update(dt);
  });
  markAfterNextFrame(stage, MARK_FIRST_FRAME);
  wireTaps(stage, allParts, status);
  const firstReady = Promise.all(scenes.map((b) => b.first?.ready));

  if (!opts.stream) {
    warm?.dispose();
    warm = null;
    const shown = scenes[0]!;
    createFallbackView({ stage, content: shown.anchor, container });
    if (!status.state || status.state === "loading" || status.state === "camera-asking") status.set("fallback");
    await firstReady;
    await shown.loadRest();
    opts.onReady();
    if (!failed) void startMediaOrAskForTap(shown.parts, shown.scene.objects, status);
    return;
  }
  await showAr({ ...opts, stage, container, scenes });
  await firstReady;
  opts.onReady();
}

async function showAr(o: ProjectViewOptions & { stage: Stage; container: HTMLElement; scenes: Built[] }) {
  const { stage, container, status, project, plan } = o;
  if (plan.mode !== "image") return;
  const { video, layout } = cameraBackdrop(stage, container);
  await attachStream(video, o.stream!, { status });
  layout();

  const byId = new Map(o.scenes.map((b) => [String(b.scene.id), b]));
  const anchors = new Map([...byId].map(([id, b]) => [id, b.anchor as Object3D]));
  for (const b of o.scenes) stage.scene.add(b.anchor);
  const started = new Set<string>();
  let anchoredOnce = false;
  status.subject("picture");
  status.set("looking");
  const session = startImageSession({
    video,
    camera: stage.camera,
    targets: targetsOf(plan),
    anchors,
    keepLastPose: project.features.trackingLastKnownPose,
    ...(warm ? { tracker: warm } : {}),
    onFound: (id) => {
      const b = byId.get(id)!;
      status.set("found");
      document.body.dataset.imageScene = id;
      if (!anchoredOnce) {
        anchoredOnce = true;
        markFirstFound(stage);
      }
      if (!started.has(id)) {
        started.add(id);
        void b.loadRest().then(() => startMediaOrAskForTap(b.parts, b.scene.objects, status));
      } else {
        for (const p of b.parts) void p.startMedia();
      }
    },
    onLost: (id) => {
      const b = byId.get(id)!;
      // Switching markers also passes here: the old scene's media stop, the status follows the flag.
      delete document.body.dataset.imageScene;
      if (project.features.trackingLastKnownPose && session.current === null) status.set("lost-kept");
      else {
        status.set("lost");
        for (const p of b.parts) p.pauseMedia();
      }
    },
  });
  warm = null;
  // Frames the tracker answered and its mean time per frame, for bench:image and the e2e figures.
  const statsTimer = window.setInterval(() => {
    const st = session.stats();
    container.dataset.trackedFrames = String(st.frames);
    container.dataset.detectMs = st.detectMsMean.toFixed(1);
  }, 500);
  void session.ready.then(
    ({ failed }) => {
      if (failed.length === plan.scenes.length) status.set("target-not-ready");
    },
    () => status.set("target-not-ready"),
  );
  window.addEventListener("pagehide", () => {
    window.clearInterval(statsTimer);
    session.stop();
    stopStream(o.stream);
  });
}
