// What a user script produces: a plain, structured-cloneable description of the scene. The script
// runs in a Worker with no three.js and no DOM (see sandbox/script-worker.ts); the preview frame
// turns this description into a three.js scene (scene-builder.ts). Keeping the two apart lets the
// Worker be small and be killed at any moment without leaving a half-built scene behind.

/** Spec 9 (scene editor): the primitive meshes the console knows. */
export const PRIMITIVE_MESHES = ["cube", "sphere", "cylinder", "cone", "tor", "ikosaeder", "dodecahedron", "pyramid"] as const;
export type PrimitiveMesh = (typeof PRIMITIVE_MESHES)[number];

export type Vec3 = [number, number, number];

type NodeBase = {
  name: string;
  position: Vec3;
  /** Degrees, as the script API takes them; the builder converts to radians. */
  rotation: Vec3;
  scale: Vec3;
  /** 0xRRGGBB (sRGB), or null to keep the object's own colours (a GLB's materials). */
  color: number | null;
  opacity: number;
  visible: boolean;
  /** The line of the script that created the object (for messages about it). */
  line: number | null;
};

export type PrimitiveNode = NodeBase & { kind: "primitive"; mesh: PrimitiveMesh };
export type AssetNode = NodeBase & { kind: "asset"; asset: string };
export type SceneNode = PrimitiveNode | AssetNode;

export type SceneDescription = {
  /** 0xRRGGBB, or null for the preview's default backdrop. */
  background: number | null;
  nodes: SceneNode[];
  /** What the script printed with log(). */
  logs: string[];
};

/** What the preview knows of a project asset, by the name the script uses (codeData.assetData). */
export type AssetKind = "glb" | "image" | "video" | "audio";
