// @ar/scene-render: one three.js construction of scene objects for the scene editor, the code
// preview and the viewer. Bundles should prefer the subpath entries (package.json "exports") so
// they take only what they use; this entry re-exports everything.
export * from "./scene-object";
export * from "./transforms";
export * from "./objects";
export * from "./video-shader";
export * from "./click-actions";
export {
  buildScene,
  createScene,
  type BuildOptions,
  type BuiltScene,
  type BuiltObject,
  type AssetRef,
} from "./build-scene";
