// @ar/ar-tracking/image: image-marker tracking (album scenes, image-tracked cards). A separate
// entry so the QR path's bundle never carries it: the viewer imports it only for image scenes.
export { createImageTracker, type ImageTracker } from "./image-tracker";
export type { ImageHit } from "./protocol";
export {
  prepareTarget,
  serializeTarget,
  parseTarget,
  trackabilityScore,
  resizeGrey,
  DEFAULT_LEVELS,
  TARGET_FORMAT,
  TARGET_VERSION,
  type ImageTarget,
  type ImageTargetFile,
} from "./target";
export {
  createImageDetector,
  ransacHomography,
  targetPlaneCorners,
  type ImageDetection,
  type ImageDetector,
} from "./matcher";
export { detectKeypoints, hamming, DESCRIPTOR_WORDS } from "./features";
