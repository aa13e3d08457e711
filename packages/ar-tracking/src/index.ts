// @ar/ar-tracking: QR tracking for the browser AR viewer. The maths is pure TypeScript (no DOM);
// the detector runs in a Web Worker (createQrTracker). See README.md for the conventions.
export type { Intrinsics, Mat3, Pose, Quad, Vec2, Vec3 } from "./types";
export { homography, applyHomography, DegenerateInputError } from "./homography";
export { intrinsics, kMatrix, scaleIntrinsics, verticalFovDeg, DEFAULT_FOV_DEG } from "./intrinsics";
export {
  poseFromHomography,
  poseFromHomographyLinear,
  poseFromCorners,
  refinePose,
  projectPlane,
  projectPoint,
  reprojectionRms,
  UNIT_SQUARE,
} from "./pose";
export { PoseFilter, DEFAULT_FILTER, type PoseFilterOptions } from "./filter";
export { markerPoseToObject, markerUnitInCodeSides, qrModules, QR_QUIET_ZONE_MODULES } from "./marker-object";
export { jitterRms } from "./jitter";
export {
  mat3FromQuat,
  quatFromMat3,
  mat3FromRotvec,
  mat3Mul,
  mat3MulVec,
  mat3Inverse,
  mat3Transpose,
  rotationAngle,
} from "./mat3";
export { createQrTracker, type QrTracker, type TrackerOptions, type TrackerFrame } from "./tracker";
export type { QrDetection } from "./qr/detector";
