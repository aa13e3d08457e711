// Undo/redo over every edit (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y). Immutable snapshots: scenes hold at
// most a thousand small objects, so whole-array snapshots are cheap and cannot drift. Typing in a
// field coalesces: consecutive edits with the same key make one undo step.
import { HISTORY_LIMIT } from "./scene-constants";

export type History<T> = { past: T[]; present: T; future: T[]; lastKey: string | null };

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

export function pushHistory<T>(
  h: History<T>,
  next: T,
  coalesceKey: string | null = null,
  limit = HISTORY_LIMIT,
): History<T> {
  if (next === h.present) return h;
  if (coalesceKey !== null && coalesceKey === h.lastKey && h.past.length > 0)
    return { ...h, present: next, future: [] };
  const past = [...h.past, h.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    lastKey: coalesceKey,
  };
}

/** Changes the present without an undo step (e.g. a loaded model fitted to its size right after being added). */
export function replacePresent<T>(h: History<T>, next: T): History<T> {
  return { ...h, present: next };
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return {
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1]!,
    future: [h.present, ...h.future],
    lastKey: null,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1), lastKey: null };
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;
