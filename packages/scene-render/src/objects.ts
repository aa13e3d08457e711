// The construction of each kind of scene object, without buildScene: for hosts that manage their
// own scene graph (the scene editor's React views, the code preview).
export { createPrimitive, createPlaceholder, primitiveGeometry } from "./primitives";
export { createImagePlane, imagePlaneFromTexture, type ImagePlane } from "./image";
export {
  createVideoPlane,
  createVideoMaterial,
  type VideoPlane,
  type VideoPlaneOptions,
  type VideoMaterial,
  type VideoMaterialOptions,
} from "./video";
export {
  loadGlb,
  parseGlb,
  copyModel,
  createGltfLoader,
  createAnimator,
  type Animator,
  type GlbOptions,
  type LoadedModel,
} from "./glb";
export { createAudio, createAudioBadge, type AudioOptions, type SceneAudio } from "./audio";
export { loadSunset, applyEnvMap } from "./environment";
export { planeSize } from "./planes";
export { disposeObject } from "./dispose";
