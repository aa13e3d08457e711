// The scene editor's keys (outside fields, dialogs and menus; docs/decisions/0028): W/E/R
// move/rotate/scale, F frames the selection, Delete, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Ctrl+D,
// Escape. Shift held switches the gizmo to snapping, so its state is tracked here too.
import { useEffect, useRef, useState } from "react";
import type { GizmoMode } from "./canvas-types";

/** Keys typed into a field belong to the field (spec §2: Delete only outside inputs). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "color", "range"].includes(target.type);
}

const GIZMO_KEYS: Record<string, GizmoMode | undefined> = { w: "translate", e: "rotate", r: "scale" };

export type SceneKeyActions = {
  selection: string[];
  removeObjects: (ids: string[]) => void;
  duplicateSelection: (ids: string[]) => void;
  doUndo: () => void;
  doRedo: () => void;
  clearSelection: () => void;
  setMode: (mode: GizmoMode) => void;
  frameSelection: () => void;
};

/** Listens on the window while the editor is mounted; returns whether Shift is held. */
export function useSceneKeyboard(actions: SceneKeyActions): boolean {
  const [shiftHeld, setShiftHeld] = useState(false);
  // The listener is added once per set of actions; the selection changes far more often.
  const selectionRef = useRef(actions.selection);
  selectionRef.current = actions.selection;
  const { removeObjects, duplicateSelection, doUndo, doRedo, clearSelection, setMode, frameSelection } = actions;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key === "Shift") setShiftHeld(true);
      if (isTypingTarget(e.target) || (e.target instanceof Element && e.target.closest("[role=dialog],[role=menu]")))
        return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (e.key === "Delete" && !mod) {
        if (selectionRef.current.length === 0) return;
        e.preventDefault();
        removeObjects(selectionRef.current);
      } else if (mod && key === "z") {
        e.preventDefault();
        if (e.shiftKey) doRedo();
        else doUndo();
      } else if (mod && key === "y") {
        e.preventDefault();
        doRedo();
      } else if (mod && key === "d") {
        e.preventDefault();
        duplicateSelection(selectionRef.current);
      } else if (e.key === "Escape" && selectionRef.current.length > 0) {
        clearSelection();
      } else if (!mod && !e.altKey && GIZMO_KEYS[key]) {
        // W/E/R as in most 3D editors: move, rotate, scale.
        e.preventDefault();
        setMode(GIZMO_KEYS[key]);
      } else if (!mod && !e.altKey && key === "f") {
        e.preventDefault();
        frameSelection();
      }
    };
    const up = (e: KeyboardEvent) => e.key === "Shift" && setShiftHeld(false);
    const blur = () => setShiftHeld(false);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, [removeObjects, doUndo, doRedo, duplicateSelection, clearSelection, setMode, frameSelection]);
  return shiftHeld;
}
