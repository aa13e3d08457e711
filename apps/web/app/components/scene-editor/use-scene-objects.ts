// The scene editor's objects, their undo history and the selection. The editor keeps its own
// undoable copy of the objects in editor space (absolute, unscaled) and hands the shell the stored
// form (divided by the marker-size factor, relative to the marker object) after every edit.
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from "react";
import type { SceneEditorProps, SceneObject } from "../ar-projects/editor-contract";
import { fromStored, toStored } from "@ar/scene-render/transforms";
import { withValidClickActionsOnly } from "./click-actions";
import { createHistory, pushHistory, redo, undo, type History } from "./history";
import { duplicateObject, withoutObjects } from "./object-defaults";
import { closestEuler } from "./placement";
import type { ObjectPatch } from "./properties-panel";
import type { TransformUpdate } from "./canvas-types";

type SceneHistory = History<SceneObject[]>;

export function useSceneObjects(
  storedObjects: SceneObject[],
  factor: number,
  latest: MutableRefObject<SceneEditorProps>,
) {
  const [history, setHistoryState] = useState<SceneHistory>(() => createHistory(fromStored(storedObjects, factor)));
  const historyRef = useRef(history);
  const lastEmitted = useRef(JSON.stringify(storedObjects));
  const [selection, setSelection] = useState<string[]>([]);

  /** Every change goes through here: the undo stack, the render and the shell's draft stay in step. */
  const update = useCallback(
    (fn: (h: SceneHistory) => SceneHistory) => {
      const prev = historyRef.current;
      const next = fn(prev);
      if (next === prev) return;
      historyRef.current = next;
      setHistoryState(next);
      if (next.present !== prev.present) {
        const stored = withValidClickActionsOnly(toStored(next.present, factor));
        lastEmitted.current = JSON.stringify(stored);
        latest.current.onObjectsChange(stored);
      }
    },
    [factor, latest],
  );

  // The shell may replace the objects (discard, or data reloaded after a save): start from them.
  useEffect(() => {
    const incoming = JSON.stringify(storedObjects);
    if (incoming === lastEmitted.current) return;
    lastEmitted.current = incoming;
    const fresh = createHistory(fromStored(storedObjects, factor));
    historyRef.current = fresh;
    setHistoryState(fresh);
    setSelection((sel) => sel.filter((id) => fresh.present.some((o) => o.id === id)));
  }, [storedObjects, factor]);

  const commit = useCallback(
    (next: SceneObject[], key?: string) => update((h) => pushHistory(h, next, key ?? null)),
    [update],
  );
  const current = useCallback(() => historyRef.current.present, []);

  /** One object replaced by `change` of itself, as one undo step (coalesced by `key`). */
  const commitOne = useCallback(
    (id: string, change: (o: SceneObject) => SceneObject, key?: string) =>
      commit(
        current().map((o) => (o.id === id ? change(o) : o)),
        key,
      ),
    [commit, current],
  );
  const patchObject = useCallback(
    (id: string, patch: ObjectPatch, key?: string) => commitOne(id, (o) => ({ ...o, ...patch }), key),
    [commitOne],
  );
  const setData = useCallback(
    (id: string, data: Record<string, unknown>, key?: string) => commitOne(id, (o) => ({ ...o, data }), key),
    [commitOne],
  );
  const addObject = useCallback(
    (o: SceneObject) => {
      commit([...current(), o]);
      setSelection([o.id]);
    },
    [commit, current],
  );
  const removeObjects = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      commit(withoutObjects(current(), new Set(ids)));
      setSelection([]);
    },
    [commit, current],
  );
  const duplicateSelection = useCallback(
    (ids: string[]) => {
      const copies: SceneObject[] = [];
      for (const o of current()) {
        // Only one marker position may exist.
        if (ids.includes(o.id) && o.type !== "sceneMarker") copies.push(duplicateObject(o, [...current(), ...copies]));
      }
      if (copies.length === 0) return;
      commit([...current(), ...copies]);
      setSelection(copies.map((c) => c.id));
    },
    [commit, current],
  );
  const travel = useCallback(
    (step: (h: SceneHistory) => SceneHistory) => {
      update(step);
      const present = historyRef.current.present;
      setSelection((sel) => sel.filter((id) => present.some((o) => o.id === id)));
    },
    [update],
  );
  const doUndo = useCallback(() => travel(undo), [travel]);
  const doRedo = useCallback(() => travel(redo), [travel]);

  const onTransformEnd = useCallback(
    (updates: TransformUpdate[]) => {
      const byId = new Map(updates.map((u) => [u.id, u]));
      const same = (a: number[], b: number[]) => a.every((v, i) => v === b[i]);
      const next = current().map((o) => {
        const u = byId.get(o.id);
        if (!u || (same(u.position, o.position) && same(u.rotation, o.rotation) && same(u.scale, o.scale))) return o;
        // The panel shows the rotation as the person turned it, not an equivalent triple.
        return { ...o, position: u.position, rotation: closestEuler(u.rotation, o.rotation), scale: u.scale };
      });
      if (next.some((o, i) => o !== current()[i])) commit(next);
    },
    [commit, current],
  );

  const pick = useCallback((id: string, additive: boolean) => {
    setSelection((sel) => (additive ? (sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id]) : [id]));
  }, []);
  const clearSelection = useCallback(() => setSelection([]), []);

  return {
    history,
    objects: history.present,
    current,
    update,
    selection,
    pick,
    clearSelection,
    patchObject,
    setData,
    addObject,
    removeObjects,
    duplicateSelection,
    doUndo,
    doRedo,
    onTransformEnd,
  };
}
