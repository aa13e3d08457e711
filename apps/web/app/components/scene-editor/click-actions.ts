// Click actions (editors spec §3): openUrl takes an http(s) URL; launchVideo, launchAudio and
// playAnimation name a video, audio or glb object of this scene. The server refuses anything else
// (scene-schema.ts), so the panel validates the same way before the shell saves.
import type { SceneObject } from "../ar-projects/editor-contract";

export const CLICK_ACTION_TYPES = ["openUrl", "launchVideo", "launchAudio", "playAnimation"] as const;
export type ClickActionType = (typeof CLICK_ACTION_TYPES)[number];
export type ClickAction = { type: ClickActionType; value: string };

const TARGET_TYPE = { launchVideo: "video", launchAudio: "audio", playAnimation: "glb" } as const;

/** http(s) with a host, as the server's z.url() + http(s) check accepts. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Animations per GLB object, known once its model has loaded in the editor. */
export type AnimationCounts = ReadonlyMap<string, number>;

/**
 * Objects an action of this type may point at (a model may play its own animation, so the object
 * itself counts). playAnimation needs an animated model (editors spec 3): with the counts, a model
 * known to have none is left out; one still loading is offered.
 */
export function clickTargets(type: ClickActionType, objects: SceneObject[], animations?: AnimationCounts): SceneObject[] {
  if (type === "openUrl") return [];
  return objects.filter((o) => o.type === TARGET_TYPE[type] && !(type === "playAnimation" && animations?.get(o.id) === 0));
}

export type ClickActionError = "url" | "target" | null;

export function validateClickAction(action: ClickAction, objects: SceneObject[], animations?: AnimationCounts): ClickActionError {
  if (action.type === "openUrl") return isValidUrl(action.value) ? null : "url";
  return clickTargets(action.type, objects, animations).some((o) => o.id === action.value) ? null : "target";
}

/** The click list stored in an object's data (absent or malformed reads as empty). */
export function clickActionsOf(o: SceneObject): ClickAction[] {
  const click = o.data?.click;
  if (!Array.isArray(click)) return [];
  return click.filter((a): a is ClickAction => typeof a === "object" && a !== null && CLICK_ACTION_TYPES.includes((a as ClickAction).type) && typeof (a as ClickAction).value === "string");
}

/** A new action of a type, pre-filled with the first valid target so it saves as soon as added. */
export function newClickAction(type: ClickActionType, objects: SceneObject[], animations?: AnimationCounts): ClickAction {
  if (type === "openUrl") return { type, value: "https://" };
  return { type, value: clickTargets(type, objects, animations)[0]?.id ?? "" };
}

/** Actions that would make the server refuse the scene: the panel marks them, the editor reports them. */
export function invalidClickActions(objects: SceneObject[]): { objectId: string; index: number; error: Exclude<ClickActionError, null> }[] {
  return objects.flatMap((o) =>
    clickActionsOf(o).flatMap((a, index) => {
      const error = validateClickAction(a, objects);
      return error ? [{ objectId: o.id, index, error }] : [];
    }),
  );
}

/** What is handed to the shell for saving: incomplete actions stay in the editor (flagged) but
 * are left out, so a half-typed link never makes the server refuse the whole scene. */
export function withValidClickActionsOnly(objects: SceneObject[]): SceneObject[] {
  return objects.map((o) => {
    if (!Array.isArray(o.data?.click)) return o;
    const all = o.data.click as unknown[];
    const valid = clickActionsOf(o).filter((a) => validateClickAction(a, objects) === null);
    return valid.length === all.length ? o : { ...o, data: { ...o.data, click: valid } };
  });
}
