// GLB models with the decoders served by the app itself: Draco from `decoderPath` (the files
// copied from three/examples; the caller names where it serves them) and Meshopt bundled from
// three/examples (compressed uploads need it). Nothing here points at a CDN: the editor works
// offline and the viewer's CSP allows only its own origin.
import {
  AnimationMixer,
  LoopOnce,
  LoopRepeat,
  Mesh,
  type AnimationAction,
  type AnimationClip,
  type Material,
  type Object3D,
} from "three";
import { GLTFLoader, type GLTF } from "three/examples/jsm/loaders/GLTFLoader.js";
import { DRACOLoader } from "three/examples/jsm/loaders/DRACOLoader.js";
import { MeshoptDecoder } from "three/examples/jsm/libs/meshopt_decoder.module.js";
import { clone as cloneSkinned } from "three/examples/jsm/utils/SkeletonUtils.js";

export type GlbOptions = {
  /** Folder URL of draco_decoder.js/.wasm/draco_wasm_wrapper.js, e.g. "/scene-editor/draco/"; null: Draco models fail to load. */
  decoderPath: string | null;
};

export type LoadedModel = { scene: Object3D; animations: AnimationClip[] };

const dracoByPath = new Map<string, DRACOLoader>();

/** A GLTFLoader with both decoders (one Draco worker pool per decoder path, shared by every load). */
export function createGltfLoader(opts: GlbOptions): GLTFLoader {
  const loader = new GLTFLoader();
  loader.setCrossOrigin("anonymous");
  if (opts.decoderPath) {
    let draco = dracoByPath.get(opts.decoderPath);
    if (!draco) {
      draco = new DRACOLoader();
      draco.setDecoderPath(opts.decoderPath);
      dracoByPath.set(opts.decoderPath, draco);
    }
    loader.setDRACOLoader(draco);
  }
  loader.setMeshoptDecoder(MeshoptDecoder);
  return loader;
}

/**
 * A private copy of a loaded model: the scene graph (skinned meshes keep their own skeletons) and
 * its materials, so two objects showing the same file can be tinted, given an environment map or
 * disposed on their own. Geometry and textures stay shared with the cached original.
 */
export function copyModel(gltf: LoadedModel): LoadedModel {
  const scene = cloneSkinned(gltf.scene);
  scene.traverse((o) => {
    if (o instanceof Mesh)
      o.material = Array.isArray(o.material)
        ? o.material.map((m: Material) => m.clone())
        : (o.material as Material).clone();
  });
  scene.userData.sharedResources = true;
  return { scene, animations: gltf.animations };
}

const loaded = new Map<string, Promise<GLTF>>();

/** Loads a GLB once per URL and returns a fresh copy for every call. A failed load is forgotten so a retry reloads. */
export async function loadGlb(src: string, opts: GlbOptions): Promise<LoadedModel> {
  let p = loaded.get(src);
  if (!p) {
    p = createGltfLoader(opts).loadAsync(src);
    loaded.set(src, p);
    p.catch(() => loaded.delete(src));
  }
  return copyModel(await p);
}

/** Parses GLB bytes (the code preview receives files as bytes; it has no network). */
export async function parseGlb(data: ArrayBuffer, opts: GlbOptions): Promise<LoadedModel> {
  const gltf = await createGltfLoader(opts).parseAsync(data, "");
  return { scene: gltf.scene, animations: gltf.animations };
}

/** Plays a model's animation clips (all of them together, as the editor does). */
export type Animator = {
  readonly clipCount: number;
  /** From the start; `loop` false plays once and holds the last frame. */
  play(loop: boolean): void;
  stop(): void;
  readonly playing: boolean;
  update(dt: number): void;
};

export function createAnimator(model: Object3D, clips: AnimationClip[]): Animator {
  const mixer = new AnimationMixer(model);
  let actions: AnimationAction[] = [];
  return {
    clipCount: clips.length,
    play(loop) {
      actions.forEach((a) => a.stop());
      actions = clips.map((clip) => {
        const a = mixer.clipAction(clip);
        a.setLoop(loop ? LoopRepeat : LoopOnce, loop ? Infinity : 1);
        a.clampWhenFinished = !loop;
        a.reset().play();
        return a;
      });
    },
    stop() {
      actions.forEach((a) => a.stop());
      actions = [];
    },
    get playing() {
      return actions.some((a) => a.isRunning());
    },
    update(dt) {
      if (actions.length) mixer.update(dt);
    },
  };
}
