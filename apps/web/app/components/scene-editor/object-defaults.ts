// New scene objects and their data defaults by type (editors spec §3, §9). Everything produced
// here passes the server's scene schema (packages/core/src/ar-projects/scene-schema.ts).
import type { SceneObject } from "../ar-projects/editor-contract";
import type { PrimitiveMesh, VideoType } from "@ar/scene-kinds";
import { DEFAULT_CHROMA_KEY, NEW_CUBE_POSITION } from "./scene-constants";

export type ObjectType = SceneObject["type"];
type Vec3 = [number, number, number];

/** Flat on the grid, facing up, so images and videos read in the 2D top view. */
const LYING_FLAT: Vec3 = [-Math.PI / 2, 0, 0];
/** A hair above the marker image so the two never z-fight. */
const ABOVE_MARKER = 0.01;

export function defaultData(
  type: ObjectType,
  opts: { mesh?: PrimitiveMesh; videoType?: VideoType } = {},
): Record<string, unknown> {
  switch (type) {
    case "primitive":
      return { mesh: opts.mesh ?? "cube", color: "#FFFFFF", colorOn: true, click: [] };
    case "glb":
      return { playAnimation: true, envMap: "none", animationPlayMode: "loop", click: [] };
    case "video":
      return {
        chromaKey: DEFAULT_CHROMA_KEY,
        chromaKeyEnabled: false,
        autoplay: true,
        muted: false,
        videoType: opts.videoType ?? "video",
        click: [],
      };
    case "audio":
      return { autoplay: true, animModel: null, animModelEnable: false };
    case "image":
      return { click: [] };
    case "sceneMarker":
      return {};
  }
}

export function defaultTransform(type: ObjectType): Pick<SceneObject, "position" | "rotation" | "scale"> {
  switch (type) {
    case "primitive":
      return { position: [...NEW_CUBE_POSITION], rotation: [0, 0, 0], scale: [1, 1, 1] };
    case "image":
    case "video":
      return { position: [0, ABOVE_MARKER, 0], rotation: [...LYING_FLAT], scale: [1, 1, 1] };
    case "audio":
      return { position: [0, 0.5, 0], rotation: [0, 0, 0], scale: [1, 1, 1] };
    case "glb":
    case "sceneMarker":
      return { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] };
  }
}

export function newObjectId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** "Cube", then "Cube 2", "Cube 3"… so the list stays readable. */
export function uniqueName(base: string, objects: SceneObject[]): string {
  const taken = new Set(objects.map((o) => o.name));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base} ${i}`)) return `${base} ${i}`;
}

/**
 * The name after a primitive's shape changes: a name the editor gave ("Cube", "Cube 2") follows the
 * new shape ("Torus"); a name the person typed stays. Numbered like a new object would be.
 */
export function nameForNewShape(
  object: Pick<SceneObject, "id" | "name">,
  oldShapeName: string,
  newShapeName: string,
  objects: SceneObject[],
): string {
  const numbered =
    object.name.startsWith(`${oldShapeName} `) && /^\d+$/.test(object.name.slice(oldShapeName.length + 1));
  if ((object.name !== oldShapeName && !numbered) || oldShapeName === newShapeName) return object.name;
  return uniqueName(
    newShapeName,
    objects.filter((o) => o.id !== object.id),
  );
}

export function createObject(
  type: ObjectType,
  opts: { name: string; objects: SceneObject[]; assetId?: number | null; mesh?: PrimitiveMesh; videoType?: VideoType },
): SceneObject {
  return {
    id: newObjectId(),
    name: uniqueName(opts.name.slice(0, 200), opts.objects),
    type,
    assetId: opts.assetId ?? null,
    data: defaultData(type, opts),
    ...defaultTransform(type),
  };
}

/** A copy beside the original (Ctrl+D): new id, click actions kept, shifted one unit along x. */
export function duplicateObject(o: SceneObject, objects: SceneObject[]): SceneObject {
  return {
    ...structuredClone(o),
    id: newObjectId(),
    name: uniqueName(o.name, objects),
    position: [o.position[0] + 1, o.position[1], o.position[2]],
  };
}

/** Objects removed: click actions and audio links pointing at them go too, or the server refuses the scene. */
export function withoutObjects(objects: SceneObject[], ids: ReadonlySet<string>): SceneObject[] {
  return objects
    .filter((o) => !ids.has(o.id))
    .map((o) => {
      const data = o.data;
      if (!data) return o;
      const click = Array.isArray(data.click) ? (data.click as { type: string; value: string }[]) : null;
      const keptClick = click?.filter((a) => a.type === "openUrl" || !ids.has(a.value));
      const dropAnim = typeof data.animModel === "string" && ids.has(data.animModel);
      if ((!click || keptClick!.length === click.length) && !dropAnim) return o;
      return {
        ...o,
        data: {
          ...data,
          ...(click ? { click: keptClick } : {}),
          ...(dropAnim ? { animModel: null, animModelEnable: false } : {}),
        },
      };
    });
}
