// The scene object as saved (editors spec §3; validated on the server by
// packages/core/src/ar-projects/scene-schema.ts) and the constants every renderer reads. The type
// is structural and its `data` loose on purpose: the server's zod type, the editor's contract and
// a public snapshot's JSON all fit it, and this package never imports the server's code. The
// lists of kinds and choices are @ar/scene-kinds', which the server's schema reads too.
import { ENV_MAPS, PRIMITIVE_MESHES, VIDEO_TYPES, type SceneObjectType } from "@ar/scene-kinds";

export type Vec3 = [number, number, number];

export type SceneObject = {
  id: string;
  name: string;
  type: SceneObjectType;
  assetId?: number | string | null;
  data?: Record<string, unknown>;
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
};

/** The marker image: QR codes are drawn 1.2 times larger (their quiet zone), image markers at 1. */
export const QR_MARKER_SCALE = 1.2;
export const IMAGE_MARKER_SCALE = 1;
export const DEFAULT_CHROMA_KEY = "#00FF00";
export const DEFAULT_PRIMITIVE_COLOR = "#FFFFFF";
/** A primitive with its colour switched off is drawn in this neutral grey. */
export const UNCOLORED_PRIMITIVE = "#d4d4d8";

const str = (v: unknown, d: string) => (typeof v === "string" ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === "boolean" ? v : d);
const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T => (list.includes(v as T) ? (v as T) : d);

/**
 * An object's data with every default filled in: the defaults the editor gives new objects
 * (scene-editor/object-defaults.ts), so a stored object missing a field draws as the editor drew it.
 */
export function primitiveOptions(o: Pick<SceneObject, "data">) {
  const d = o.data ?? {};
  return {
    mesh: oneOf(PRIMITIVE_MESHES, d.mesh, "cube"),
    color: str(d.color, DEFAULT_PRIMITIVE_COLOR),
    colorOn: bool(d.colorOn, true),
  };
}

export function glbOptions(o: Pick<SceneObject, "data">) {
  const d = o.data ?? {};
  return {
    playAnimation: bool(d.playAnimation, true),
    loop: str(d.animationPlayMode, "loop") !== "once",
    envMap: oneOf(ENV_MAPS, d.envMap, "none"),
  };
}

export function videoOptions(o: Pick<SceneObject, "data">) {
  const d = o.data ?? {};
  return {
    type: oneOf(VIDEO_TYPES, d.videoType, "video"),
    chromaKey: str(d.chromaKey, DEFAULT_CHROMA_KEY),
    chromaKeyEnabled: bool(d.chromaKeyEnabled, false),
    autoplay: bool(d.autoplay, true),
    muted: bool(d.muted, false),
  };
}

export function audioOptions(o: Pick<SceneObject, "data">) {
  const d = o.data ?? {};
  const animModel = typeof d.animModel === "string" && d.animModel ? d.animModel : null;
  return {
    autoplay: bool(d.autoplay, true),
    animModel,
    animModelEnable: animModel !== null && bool(d.animModelEnable, false),
  };
}
