// @ar/core/arkit — ARKit: ARKit projects and their public reads.
export * from "./arkit-projects";
export * from "./arkit-public";
