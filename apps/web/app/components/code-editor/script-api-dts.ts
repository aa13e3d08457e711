// The script API's types for Monaco (completion, hover docs, type errors): the same shape as
// script-api.ts implements. Asset names come from the project's codeData.assetData, so they
// complete too; any other string still type-checks and the preview says the asset is missing.
import { PRIMITIVE_MESHES } from "@ar/scene-kinds";
import { COLOR_NAMES } from "@ar/script-runtime/colors";

const literal = (s: string) => JSON.stringify(s);

export function scriptApiDts(assetNames: readonly string[]): string {
  const names = assetNames.length > 0 ? `${assetNames.map(literal).join(" | ")} | (string & {})` : "string";
  return `
/** A colour: "#rrggbb", "#rgb", "rgb(r, g, b)", a CSS name such as "white", or a number like 0xff8800. */
type Color = string | number;
type ColorName = ${COLOR_NAMES.map(literal).join(" | ")};

/** x, y, z of a position, a rotation (degrees) or a scale. */
interface Vector3 {
  x: number;
  y: number;
  z: number;
  /** Sets all three at once; returns the vector for chaining. */
  set(x: number, y: number, z: number): Vector3;
  toArray(): [number, number, number];
}

/** The meshes of primitive(). */
type PrimitiveMesh = ${PRIMITIVE_MESHES.map(literal).join(" | ")};
/** Names of this project's assets (set in the asset list beside the editor). */
type AssetName = ${names};

interface ObjectOptions {
  name?: string;
  /** [x, y, z] in metres; y is up. */
  position?: [number, number, number];
  /** [x, y, z] in degrees. */
  rotation?: [number, number, number];
  /** [x, y, z], or one number for all three. */
  scale?: [number, number, number] | number;
  color?: Color | ColorName;
  /** From 0 (invisible) to 1 (opaque). */
  opacity?: number;
  visible?: boolean;
}

/** An object of the scene. */
interface SceneObject {
  readonly kind: "primitive" | "asset";
  /** The primitive's mesh or the asset's name. */
  readonly type: string;
  name: string;
  /** Metres; y is up. */
  readonly position: Vector3;
  /** Degrees around x, y and z. */
  readonly rotation: Vector3;
  readonly scale: Vector3;
  /** Material colour as "#rrggbb"; null keeps a model's own colours. */
  color: Color | ColorName | null;
  /** From 0 (invisible) to 1 (opaque). */
  opacity: number;
  visible: boolean;
  setPosition(x: number, y: number, z: number): this;
  /** Degrees. */
  setRotation(x: number, y: number, z: number): this;
  /** One number scales evenly. */
  setScale(x: number, y?: number, z?: number): this;
  setColor(color: Color | ColorName): this;
  /** Runs \`handler\` when this object is tapped (on a phone, or clicked in the preview). */
  onTap(handler: (object: this) => void): this;
}

interface Primitive extends SceneObject { readonly kind: "primitive"; readonly type: PrimitiveMesh }
interface AssetObject extends SceneObject { readonly kind: "asset" }

/** Adds a primitive shape, white until coloured, 1 m across, centred on its position. */
declare function primitive(mesh: PrimitiveMesh, options?: ObjectOptions): Primitive;
/** Adds one of the project's assets (a GLB model, an image or an MP4 video) by its name. */
declare function asset(name: AssetName, options?: ObjectOptions): AssetObject;
/** Prints values under the preview. */
declare function log(...values: unknown[]): void;

/** What objects are attached to: it follows its marker and hides while the marker is lost. */
interface Anchor {
  /** Puts objects on the marker. Their position is then in marker units: 1 = the marker's width, y up off the marker. */
  add(...objects: SceneObject[]): Anchor;
  /** Takes objects off the marker again. */
  remove(...objects: SceneObject[]): Anchor;
}

/** A marker of this project: one of its QR-code or image scenes. */
interface Marker {
  /** The scene's id. */
  readonly id: string;
  /** The scene's name. */
  readonly name: string;
  readonly kind: "qr" | "image";
  /** True while the camera sees the marker (in the preview: while its button says so). */
  readonly found: boolean;
  /** Attach objects here to place them on the marker. */
  readonly anchor: Anchor;
  /** Runs each time the marker comes into view. */
  onFound(handler: () => void): Marker;
  /** Runs each time the marker is lost from view. */
  onLost(handler: () => void): Marker;
}

/**
 * The project's markers, in the order of its scenes. Objects that are on no anchor ride on the
 * first marker in the viewer.
 */
declare const markers: readonly Marker[];
/** A marker by its name, or the first marker without one; null when there is no such marker. */
declare function marker(name?: string): Marker | null;
/** Runs \`handler\` before every frame is drawn; \`dt\` is the time since the last frame in seconds. */
declare function onFrame(handler: (dt: number) => void): void;
/**
 * Runs \`handler\` on every tap of the screen: \`object\` is the object under the finger or null;
 * \`point\` is where, from -1 to 1 (x to the right, y up).
 */
declare function onTap(handler: (object: SceneObject | null, point: { x: number; y: number }) => void): void;

declare const scene: {
  /** The backdrop colour of the preview; null for the default. */
  background: Color | ColorName | null;
  /** The objects added so far. */
  readonly objects: readonly SceneObject[];
  remove(object: SceneObject): void;
};
`;
}
