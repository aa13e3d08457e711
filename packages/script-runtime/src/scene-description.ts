// What a user script produces: a plain, structured-cloneable description of the scene. The script
// runs in a Worker with no three.js and no DOM (see sandbox/script-worker.ts); the preview frame
// turns this description into a three.js scene (scene-builder.ts). Keeping the two apart lets the
// Worker be small and be killed at any moment without leaving a half-built scene behind. The
// Worker lives on after the first run while the script listens for events (markers, frames,
// taps); every answer is the whole description again, which a renderer applies in place
// (scene-sync.ts).

import type { PrimitiveMesh } from "@ar/scene-kinds";

export type Vec3 = [number, number, number];

type NodeBase = {
  /** Stable for the object's life, so a renderer updates it in place between frames. */
  id: number;
  /** The marker whose anchor holds the object, or null (see the viewer's default anchor). */
  anchor: string | null;
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
  /** The script asked for onFrame: the host sends frame events. */
  wantsFrames: boolean;
};

/** A marker of the project as scripts see it (a QR or image scene of the project). */
export type MarkerInfo = { id: string; name: string; kind: "qr" | "image" };

/** What the host tells a running script (the viewer's trackers, the preview's buttons, taps). */
export type ScriptEvent =
  | { type: "frame"; dt: number }
  | { type: "found"; marker: string }
  | { type: "lost"; marker: string }
  /** `object` is the id of the object under the tap, or null for the screen. x, y: -1…1, y up. */
  | { type: "tap"; object: number | null; x: number; y: number };

/** What the preview knows of a project asset, by the name the script uses (codeData.assetData). */
export type AssetKind = "glb" | "image" | "video" | "audio";
