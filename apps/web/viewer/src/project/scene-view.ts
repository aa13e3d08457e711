// The project viewer's heavy part (loaded after the camera was asked for): the scene built once
// with @ar/scene-render, shown either anchored on the tracked QR code over the camera video, or
// in the orbitable 3D view. Flags: trackingLastKnownPose keeps the scene where it was when the
// code is lost; lazyLoad builds primitives first and the files (models, images, video, sound)
// once the code is found (in the 3D view: right after the primitives); disablePreloader shows no
// loading overlay (start.ts). Video and sound start on a tap where the browser refuses autoplay.
import { Group, Raycaster, Vector2 } from "three";
import { createQrTracker, type QrTracker } from "@ar/ar-tracking";
import { createScene, type BuiltScene } from "@ar/scene-render/build";
import { audioOptions, videoOptions, type SceneObject } from "@ar/scene-render/scene-object";
import { startArSession } from "../shell/ar-session";
import { attachStream, stopStream } from "../shell/camera";
import { createFallbackView } from "../shell/fallback-view";
import { createStage, type Stage } from "../shell/stage";
import { cameraBackdrop } from "../shell/camera-backdrop";
import type { StatusLine } from "../shell/status";
import { acceptsCode, type ViewerPlan } from "./plan";
import type { PublicProject, PublicScene } from "./types";

/** The Draco decoder the console build already serves (three's own files, same origin). */
const DECODER_PATH = "/scene-editor/draco/";
/** Marks on the page's performance timeline (read by the e2e test and bench:viewer). */
export const MARK_FIRST_ANCHORED = "viewer:first-anchored";
export const MARK_FIRST_FRAME = "viewer:first-frame";
/** The code was first accepted (with lazyLoad, the files start loading here). */
export const MARK_FOUND = "viewer:found";

let warmTracker: QrTracker | null = null;

/** Starts the tracker's worker and WebAssembly now, while the camera prompt is still open. */
export function prewarmTracker(): void {
  warmTracker ??= createQrTracker();
}

type ShowOptions = {
  root: HTMLElement;
  status: StatusLine;
  project: PublicProject;
  plan: ViewerPlan;
  stream: MediaStream | null;
  onReady(): void;
};

export async function showProject(opts: ShowOptions): Promise<void> {
  const { status, project, plan } = opts;
  const container = opts.root.querySelector<HTMLElement>("#stage")!;
  const stage = createStage(container);
  const scene = plan.mode === "code" || plan.mode === "image" ? null : plan.scene;
  const content = new Group();
  content.name = "content";
  const lazy = project.features.lazyLoad;
  const objects = scene?.objects ?? [];
  const light = objects.filter((o) => o.type === "primitive" || o.type === "sceneMarker");
  const heavy = objects.filter((o) => !light.includes(o));
  const parts: BuiltScene[] = [];
  let failed = false;
  const build = (list: SceneObject[]) => {
    if (!scene || list.length === 0) return null;
    const built = createScene(list, {
      resolve: (id) => project.assets[id] ?? null,
      markerScale: scene.markerScale,
      decoderPath: DECODER_PATH,
      renderer: stage.renderer,
      onError: (id, e) => {
        console.warn(`scene object ${id} failed`, e);
        failed = true;
        status.note("load-failed");
      },
    });
    content.add(built.root);
    parts.push(built);
    return built;
  };
  stage.onFrame((dt) => {
    for (const p of parts) p.update(dt);
  });
  stage.afterRender(once(() => performance.mark(MARK_FIRST_FRAME)));
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
  o: ShowOptions & {
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
  await attachStream(video, o.stream!);
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
        performance.mark(MARK_FOUND);
        // The first frame drawn with the scene on the code: what "open → anchored" measures.
        const off = stage.afterRender(() => {
          off();
          performance.mark(MARK_FIRST_ANCHORED);
        });
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

/** Starts autoplay media; where the browser refused (no gesture yet), the status line asks for a tap. */
export async function startMediaOrAskForTap(
  parts: BuiltScene[],
  objects: SceneObject[],
  status: StatusLine,
): Promise<void> {
  const wanted = objects
    .filter((o) => (o.type === "video" && videoOptions(o).autoplay) || (o.type === "audio" && audioOptions(o).autoplay))
    .map((o) => o.id);
  if (wanted.length === 0) return;
  await Promise.all(parts.map((p) => p.startMedia()));
  const refused = () =>
    parts.some((p) =>
      wanted.some((id) => {
        const b = p.built.get(id);
        const m = b?.video ?? b?.audio;
        return m ? m.paused : false;
      }),
    );
  if (!refused()) return;
  status.note("tap-for-sound");
  const onTap = () => {
    void Promise.all(parts.map((p) => p.startMedia())).then(() => {
      if (!refused()) {
        status.note(null);
        window.removeEventListener("pointerdown", onTap);
      }
    });
  };
  window.addEventListener("pointerdown", onTap);
}

/** A tap on an object runs its click actions (open a link, play/pause, show/hide). */
export function wireTaps(stage: Stage, parts: BuiltScene[], status: StatusLine) {
  const raycaster = new Raycaster();
  const pointer = new Vector2();
  let down: { x: number; y: number } | null = null;
  stage.canvas.addEventListener("pointerdown", (e) => (down = { x: e.clientX, y: e.clientY }));
  stage.canvas.addEventListener("pointerup", (e) => {
    // A drag (orbiting the 3D view) is not a tap.
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 8) return;
    const rect = stage.canvas.getBoundingClientRect();
    pointer.set(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1);
    raycaster.setFromCamera(pointer, stage.camera);
    for (const p of parts) {
      const id = p.hitTest(raycaster);
      if (id) {
        p.click(id);
        status.note(null);
        return;
      }
    }
  });
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (!done) ((done = true), fn());
  };
}
