// The rules of saving drafts while others may save the same scene (docs/decisions/0027), as pure
// functions over the drafts value so they are unit-tested: what a finished save changes, which
// scenes someone else saved (to reload when there is nothing of ours in them), and what differs
// between my objects and theirs for the conflict dialog.
import type { CodeData, SceneObject } from "./editor-contract";
import type { Drafts } from "./editor-drafts";

/**
 * A draft save of `saved` finished at `version`: later edits are based on it; the scene stops
 * being "edited" only if nothing changed while the save was on its way.
 */
export function draftSaved(drafts: Drafts, sceneId: number, saved: SceneObject[], version: number): Drafts {
  const unchanged = drafts.objects[sceneId] === saved;
  return {
    ...drafts,
    bases: { ...drafts.bases, [sceneId]: version },
    edited: unchanged ? drafts.edited.filter((id) => id !== sceneId) : drafts.edited,
  };
}

/** A code save of `saved` finished at `version`: as draftSaved, for a code project's code. */
export function codeDraftSaved(drafts: Drafts, saved: CodeData, version: number): Drafts {
  return { ...drafts, codeBase: version, codeEdited: drafts.code === saved ? false : drafts.codeEdited };
}

/** The person chose the saved code over theirs: the draft is dropped and the code editor shows the saved code. */
export function dropCodeDraft(drafts: Drafts): Drafts {
  return { ...drafts, code: null, codeEdited: false, codeBase: undefined, codeRevision: drafts.codeRevision + 1 };
}

export type CodeDiff = {
  onlyMine: number;
  onlyTheirs: number;
  mineLines: { text: string; own: boolean }[];
  theirsLines: { text: string; own: boolean }[];
};

/**
 * What the conflict dialog shows of two versions of the code: each side's lines, marked when the
 * other side has no such line (a multiset compare, not a full diff: enough to see what differs).
 */
export function diffCode(mine: string, theirs: string): CodeDiff {
  const side = (lines: string[], other: string[]) => {
    const left = new Map<string, number>();
    for (const l of other) left.set(l, (left.get(l) ?? 0) + 1);
    return lines.map((text) => {
      const n = left.get(text) ?? 0;
      if (n > 0) left.set(text, n - 1);
      return { text, own: n === 0 };
    });
  };
  const m = mine.split("\n");
  const t = theirs.split("\n");
  const mineLines = side(m, t);
  const theirsLines = side(t, m);
  return {
    onlyMine: mineLines.filter((l) => l.own).length,
    onlyTheirs: theirsLines.filter((l) => l.own).length,
    mineLines,
    theirsLines,
  };
}

/**
 * Scenes someone else saved since we loaded or last saved them, which hold no unsaved edit of ours:
 * their draft can be dropped and the saved data shown. A scene with unsaved edits is left alone:
 * its next save is refused and the conflict dialog asks the person.
 */
export function scenesSavedElsewhere(
  drafts: Drafts,
  remote: readonly { id: number; version: number }[],
  loaded: readonly { id: number; version: number }[],
): number[] {
  const loadedVersion = new Map(loaded.map((s) => [s.id, s.version]));
  return remote
    .filter((s) => {
      if (drafts.edited.includes(s.id)) return false;
      const known = drafts.bases[s.id] ?? loadedVersion.get(s.id);
      return known !== undefined && s.version !== known;
    })
    .map((s) => s.id);
}

/**
 * The code someone else saved since we loaded or last saved it, while this tab holds no unsaved
 * edit of it: the tab reloads the saved code. With an edit of ours it is left alone (the next save
 * is refused and the code conflict dialog asks). Versions only grow, so an answer older than our
 * own last save changes nothing.
 */
export function codeSavedElsewhere(drafts: Drafts, remoteVersion: number, loadedVersion: number): boolean {
  if (drafts.codeEdited) return false;
  return remoteVersion > (drafts.codeBase ?? loadedVersion);
}

export type SceneDiff = { onlyMine: string[]; onlyTheirs: string[]; changed: string[] };

/** By object id: objects only in my draft, only in the saved scene, and in both but different (names, sorted as listed). */
export function diffObjects(mine: readonly SceneObject[], theirs: readonly SceneObject[]): SceneDiff {
  const theirsById = new Map(theirs.map((o) => [o.id, o]));
  const mineIds = new Set(mine.map((o) => o.id));
  const changed: string[] = [];
  const onlyMine: string[] = [];
  for (const o of mine) {
    const other = theirsById.get(o.id);
    if (!other) onlyMine.push(o.name);
    else if (JSON.stringify(other) !== JSON.stringify(o)) changed.push(o.name);
  }
  return { onlyMine, onlyTheirs: theirs.filter((o) => !mineIds.has(o.id)).map((o) => o.name), changed };
}
