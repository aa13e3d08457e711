// A saved scene (stored objects, as in a published snapshot) → a three.js group in marker space,
// with its media, animations and click actions wired. The viewer anchors the group on the tracked
// marker (or shows it in an orbit view); each object is a group carrying the object's transform,
// its content added as a child once loaded, so a slow file never delays the others.
import { Group, type Object3D, type Raycaster, type WebGLRenderer } from "three";
import { createAudio, createAudioBadge } from "./audio";
import { clickActionsOf } from "./click-actions";
import { disposeObject } from "./dispose";
import { applyEnvMap, loadSunset } from "./environment";
import { createAnimator, loadGlb, type Animator } from "./glb";
import { createImagePlane } from "./image";
import { createPlaceholder, createPrimitive } from "./primitives";
import { audioOptions, glbOptions, primitiveOptions, videoOptions, type SceneObject } from "./scene-object";
import { toMarkerSpace } from "./transforms";
import { createVideoPlane } from "./video";

export type AssetRef = { src: string; kind: string };

export type BuildOptions = {
  /** An object's asset by id (numbers are passed as strings); null when the project has no such asset. */
  resolve(assetId: string): AssetRef | null;
  /** The scene's marker-size factor (1.2 for QR scenes, 1 otherwise): the snapshot's `markerScale`. */
  markerScale: number;
  /** Where the app serves the Draco decoder files; null: Draco-compressed models fail (onError). */
  decoderPath: string | null;
  /** Needed for the "sunset" environment map (pre-filtered for this renderer); without it GLBs are lit by the scene only. */
  renderer?: WebGLRenderer;
  /** An object that could not be built (missing asset, 404, corrupt file). The rest of the scene still builds. */
  onError?(objectId: string, error: unknown): void;
  /** Something finished loading or started playing: an on-demand renderer should draw a frame. */
  onChange?(): void;
  /** openUrl actions; default: a new tab without opener. */
  openUrl?(url: string): void;
  /** Wire boxes while loading and red ones on failure (editors); default false (the viewer shows nothing). */
  placeholders?: boolean;
  /** Speaker badges where sounds sit (editors); default false. */
  audioBadges?: boolean;
};

/** What buildScene made of one object. */
export type BuiltObject = {
  id: string;
  type: SceneObject["type"];
  /** The object's group (saved transform, in marker space); content is its child once loaded. */
  node: Group;
  video?: HTMLVideoElement;
  audio?: HTMLAudioElement;
  animator?: Animator;
  /** Settles when the content is in place or has failed. */
  ready: Promise<void>;
};

export type BuiltScene = {
  /** Marker space: 1 unit = the printed marker's width, origin at its centre, y up off the paper. */
  root: Group;
  /** id → the object's group. */
  objects: Map<string, Object3D>;
  built: Map<string, BuiltObject>;
  /** Settles once every object has loaded or failed. */
  ready: Promise<void>;
  /** Advances animations; call once per rendered frame with seconds since the last one. */
  update(dt: number): void;
  /** Runs the object's click actions. Call it from the tap's event handler: play() needs the gesture. */
  click(objectId: string): void;
  /** The id of the nearest object the ray hits (walks up from the hit mesh), or null. */
  hitTest(raycaster: Raycaster): string | null;
  /** Starts every autoplay video and sound; call from a tap where the browser requires one. */
  startMedia(): Promise<void>;
  /** Pauses every video and sound (the marker is lost, the page is hidden). */
  pauseMedia(): void;
  /** True while a video plays or an animation runs (an on-demand renderer keeps drawing). */
  readonly animating: boolean;
  dispose(): void;
};

function defaultOpenUrl(url: string) {
  window.open(url, "_blank", "noopener,noreferrer");
}

function toggle(media: HTMLMediaElement, onChange?: () => void) {
  if (media.paused || media.ended) void media.play().then(onChange, () => undefined);
  else media.pause();
}

/** Builds every object at once and returns immediately; `ready` tells when all content is in. */
export function createScene(objects: SceneObject[], opts: BuildOptions): BuiltScene {
  const root = new Group();
  root.name = "scene";
  const built = new Map<string, BuiltObject>();
  const groups = new Map<string, Object3D>();
  const disposers: (() => void)[] = [];
  let disposed = false;

  const mount = (b: BuiltObject, content: Object3D) => {
    if (disposed) return disposeObject(content);
    b.node.clear();
    b.node.add(content);
    opts.onChange?.();
  };

  for (const o of toMarkerSpace(objects, opts.markerScale)) {
    const node = new Group();
    node.name = o.id;
    node.userData.sceneObjectId = o.id;
    node.position.set(...o.position);
    node.rotation.set(...o.rotation);
    node.scale.set(...o.scale);
    root.add(node);
    groups.set(o.id, node);
    const b: BuiltObject = { id: o.id, type: o.type, node, ready: Promise.resolve() };
    built.set(o.id, b);
    if (opts.placeholders && o.type !== "primitive" && o.type !== "audio") node.add(createPlaceholder());

    if (o.type === "primitive") {
      const p = primitiveOptions(o);
      node.add(createPrimitive(p.mesh, p.color, p.colorOn));
      continue;
    }
    const asset = o.assetId === null || o.assetId === undefined ? null : opts.resolve(String(o.assetId));
    const fail = (e: unknown) => {
      opts.onError?.(o.id, e);
      if (opts.placeholders && !disposed) mount(b, createPlaceholder(true));
    };
    if (!asset) {
      fail(new Error(`object ${o.id}: asset ${String(o.assetId ?? "")} not found`));
      continue;
    }
    switch (o.type) {
      case "image":
        b.ready = createImagePlane(asset.src).then((plane) => mount(b, plane), fail);
        break;
      case "video": {
        const v = videoOptions(o);
        // Muted autoplay is allowed without a tap; sound waits for startMedia.
        const plane = createVideoPlane(asset.src, { ...v, loop: true, autoplay: v.autoplay && v.muted, onChange: opts.onChange });
        b.video = plane.video;
        disposers.push(() => plane.dispose());
        mount(b, plane.mesh);
        b.ready = new Promise<void>((resolve) => {
          const done = () => {
            plane.video.removeEventListener("loadeddata", done);
            plane.video.removeEventListener("error", failed);
            resolve();
          };
          const failed = () => {
            done();
            fail(plane.video.error ?? new Error(`video ${asset.src} failed`));
          };
          plane.video.addEventListener("loadeddata", done);
          plane.video.addEventListener("error", failed);
        });
        break;
      }
      case "audio": {
        const a = createAudio(asset.src, { loop: true });
        b.audio = a.audio;
        disposers.push(() => a.dispose());
        if (opts.audioBadges) node.add(createAudioBadge());
        break;
      }
      case "glb": {
        const g = glbOptions(o);
        b.ready = loadGlb(asset.src, { decoderPath: opts.decoderPath }).then(async ({ scene, animations }) => {
          b.animator = createAnimator(scene, animations);
          if (g.playAnimation && animations.length) b.animator.play(g.loop);
          if (g.envMap === "sunset" && opts.renderer) {
            try {
              applyEnvMap(scene, await loadSunset(opts.renderer));
            } catch (e) {
              // The model still shows, lit by the scene's lights.
              opts.onError?.(o.id, e);
            }
          }
          mount(b, scene);
        }, fail);
        break;
      }
    }
  }

  // "Animate the model while the sound plays" (audio data animModel / animModelEnable).
  for (const o of objects) {
    if (o.type !== "audio") continue;
    const a = audioOptions(o);
    const audio = built.get(o.id)?.audio;
    if (!audio || !a.animModelEnable || !a.animModel) continue;
    const model = built.get(a.animModel);
    if (model?.type !== "glb") continue;
    const onPlay = () => model.animator?.play(true);
    const onStop = () => model.animator?.stop();
    audio.addEventListener("play", onPlay);
    audio.addEventListener("pause", onStop);
    audio.addEventListener("ended", onStop);
  }

  const ready = Promise.all([...built.values()].map((b) => b.ready)).then(() => undefined);
  const medias = () => [...built.values()].flatMap((b) => [b.video, b.audio].filter((m): m is HTMLMediaElement => Boolean(m)));
  const stored = new Map(objects.map((o) => [o.id, o]));

  return {
    root,
    objects: groups,
    built,
    ready,
    update(dt) {
      for (const b of built.values()) b.animator?.update(dt);
    },
    click(objectId) {
      const o = stored.get(objectId);
      if (!o) return;
      for (const action of clickActionsOf(o)) {
        if (action.type === "openUrl") {
          (opts.openUrl ?? defaultOpenUrl)(action.value);
          continue;
        }
        const target = built.get(action.value);
        if (!target) continue;
        if (action.type === "launchVideo" && target.video) toggle(target.video, opts.onChange);
        else if (action.type === "launchAudio" && target.audio) toggle(target.audio, opts.onChange);
        else if (action.type === "playAnimation" && target.animator) {
          const t = stored.get(target.id);
          target.animator.play(t ? glbOptions(t).loop : true);
          opts.onChange?.();
        }
      }
    },
    hitTest(raycaster) {
      for (const hit of raycaster.intersectObject(root, true)) {
        for (let n: Object3D | null = hit.object; n && n !== root; n = n.parent) {
          if (!n.visible) break;
          const id = n.userData.sceneObjectId as string | undefined;
          if (id) return id;
        }
      }
      return null;
    },
    async startMedia() {
      const starts: Promise<void>[] = [];
      for (const o of objects) {
        const b = built.get(o.id);
        if (b?.video && videoOptions(o).autoplay) starts.push(b.video.play());
        if (b?.audio && audioOptions(o).autoplay) starts.push(b.audio.play());
      }
      await Promise.allSettled(starts);
      opts.onChange?.();
    },
    pauseMedia() {
      for (const m of medias()) m.pause();
    },
    get animating() {
      return [...built.values()].some((b) => (b.video && !b.video.paused) || b.animator?.playing);
    },
    dispose() {
      disposed = true;
      for (const d of disposers) d();
      disposeObject(root);
      root.clear();
    },
  };
}

/** createScene, resolved once every object has loaded or failed (failures go to onError). */
export async function buildScene(objects: SceneObject[], opts: BuildOptions): Promise<BuiltScene> {
  const scene = createScene(objects, opts);
  await scene.ready;
  return scene;
}
