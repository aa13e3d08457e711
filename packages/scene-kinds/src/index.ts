// What a scene object may be and the choices its data may hold (editors spec §3, §9), in one place:
// the server's schema (core ar-projects/scene-schema.ts), the renderers (scene-render), the code
// preview's script API (script-runtime) and the scene editor's panel all read these lists. Plain
// constants with no dependencies, so the server may import them without three.js and the viewer
// without the server's code.

export const SCENE_OBJECT_TYPES = ["primitive", "image", "video", "glb", "audio", "sceneMarker"] as const;
export type SceneObjectType = (typeof SCENE_OBJECT_TYPES)[number];

export const PRIMITIVE_MESHES = [
  "cube",
  "sphere",
  "cylinder",
  "cone",
  "tor",
  "ikosaeder",
  "dodecahedron",
  "pyramid",
] as const;
export type PrimitiveMesh = (typeof PRIMITIVE_MESHES)[number];

/** The environment map lighting a GLB model: none, or the bundled sunset HDRI. */
export const ENV_MAPS = ["none", "sunset"] as const;
export type EnvMap = (typeof ENV_MAPS)[number];

/** A plain video, or one with its alpha channel packed beside (h) or below (v) the colour. */
export const VIDEO_TYPES = ["video", "video-h", "video-v"] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const ANIMATION_PLAY_MODES = ["loop", "once"] as const;
export type AnimationPlayMode = (typeof ANIMATION_PLAY_MODES)[number];
