// Saves a code project's code by itself (issue 22, docs/decisions/0027), as use-draft-autosave
// does for scenes (the loop: use-save-loop.ts): AUTOSAVE_DELAY_MS after the last edit, with the
// code version the draft is based on. A save refused as stale (409 fields.baseVersion) stops
// saving the code and opens the code conflict: my code and the code as someone else saved it.
import { useCallback, useRef, type MutableRefObject } from "react";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { CodeData } from "./editor-contract";
import { codeOf, emptyDrafts, type Drafts } from "./editor-drafts";
import { codeDraftSaved } from "./draft-sync";
import { useSaveLoop, type ConflictHold, type SaveState } from "./use-save-loop";

export type CodeConflict = { mine: CodeData; theirs: CodeData; theirsVersion: number };

export function useCodeAutosave(opts: {
  projectId: number;
  enabled: boolean;
  drafts: Drafts;
  draftsRef: MutableRefObject<Drafts>;
  update(fn: (d: Drafts) => Drafts): void;
}) {
  const save = trpc.projects.saveCode.useMutation();
  const utils = trpc.useUtils();
  const o = useRef({ save, utils, update: opts.update, draftsRef: opts.draftsRef, projectId: opts.projectId });
  o.current = { save, utils, update: opts.update, draftsRef: opts.draftsRef, projectId: opts.projectId };

  /** Saves until the code is saved (edits made during a save are saved next); true when it is. */
  const pass = useCallback(async (conflict: ConflictHold<CodeConflict>): Promise<boolean> => {
    for (;;) {
      const d = o.current.draftsRef.current;
      if (conflict.current()) return false;
      if (!d.codeEdited || !d.code) return true;
      const code = d.code;
      try {
        const saved = await o.current.save.mutateAsync({
          projectId: o.current.projectId,
          ...code,
          baseVersion: d.codeBase,
        });
        o.current.update((cur) => codeDraftSaved(cur, code, saved.codeVersion));
      } catch (e) {
        const err = readApiError(e);
        if (err.status !== 409 || !err.fields.baseVersion) throw e;
        const fresh = await o.current.utils.projects.get.fetch({ projectId: o.current.projectId }, { staleTime: 0 });
        conflict.raise({ mine: code, theirs: codeOf(emptyDrafts, fresh), theirsVersion: fresh.codeVersion });
        return false;
      }
    }
  }, []);

  return useSaveLoop<CodeConflict>({
    pass,
    isPending: (conflict) => opts.enabled && opts.drafts.codeEdited && conflict === null,
    editKey: opts.drafts.code,
    idle: () => !o.current.draftsRef.current.codeEdited,
  });
}

/** One badge for the scenes and the code: a conflict or an error first, then saving, saved, idle. */
export function combinedSaveState(a: SaveState, b: SaveState): SaveState {
  for (const s of ["conflict", "error", "saving", "saved"] as const) if (a === s || b === s) return s;
  return "idle";
}
