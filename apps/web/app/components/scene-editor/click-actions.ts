// Click actions in the editor (editors spec §3): which objects an action may point at and whether
// it would pass the server's scene-schema.ts, so the panel validates the same way before the shell
// saves. The action types and how a saved list is read come from @ar/scene-render, which also runs
// the actions in the viewer.
import {
  CLICK_ACTION_TYPES,
  CLICK_TARGET_TYPE,
  clickActionsOf,
  isValidUrl,
  type ClickAction,
  type ClickActionType,
} from "@ar/scene-render/click-actions";
import type { SceneObject } from "../ar-projects/editor-contract";

export { CLICK_ACTION_TYPES, clickActionsOf, isValidUrl, type ClickAction, type ClickActionType };

/** Animations per GLB object, known once its model has loaded in the editor. */
export type AnimationCounts = ReadonlyMap<string, number>;

/**
 * Objects an action of this type may point at (a model may play its own animation, so the object
 * itself counts). playAnimation needs an animated model (editors spec 3): with the counts, a model
 * known to have none is left out; one still loading is offered.
 */
export function clickTargets(
  type: ClickActionType,
  objects: SceneObject[],
  animations?: AnimationCounts,
): SceneObject[] {
  if (type === "openUrl") return [];
  return objects.filter(
    (o) => o.type === CLICK_TARGET_TYPE[type] && !(type === "playAnimation" && animations?.get(o.id) === 0),
  );
}

export type ClickActionError = "url" | "target" | null;

export function validateClickAction(
  action: ClickAction,
  objects: SceneObject[],
  animations?: AnimationCounts,
): ClickActionError {
  if (action.type === "openUrl") return isValidUrl(action.value) ? null : "url";
  return clickTargets(action.type, objects, animations).some((o) => o.id === action.value) ? null : "target";
}

/** A new action of a type, pre-filled with the first valid target so it saves as soon as added. */
export function newClickAction(
  type: ClickActionType,
  objects: SceneObject[],
  animations?: AnimationCounts,
): ClickAction {
  if (type === "openUrl") return { type, value: "https://" };
  return { type, value: clickTargets(type, objects, animations)[0]?.id ?? "" };
}

/** Actions that would make the server refuse the scene: the panel marks them, the editor reports them. */
export function invalidClickActions(
  objects: SceneObject[],
): { objectId: string; index: number; error: Exclude<ClickActionError, null> }[] {
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
