// Saves the scene drafts by themselves (issue 22, docs/decisions/0027): AUTOSAVE_DELAY_MS after the
// last edit, each edited scene is saved with the version its draft is based on (the loop:
// use-save-loop.ts). The public viewer reads only published snapshots, so a draft save changes
// nothing a phone sees. A save refused as stale (409 fields.baseVersion) stops saving that scene
// and opens the conflict: the person's objects and the scene as someone else saved it, for the
// conflict dialog.
import { useCallback, useRef, type MutableRefObject } from "react";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { EditorScene, SceneObject } from "./editor-contract";
import type { Drafts } from "./editor-drafts";
import { draftSaved } from "./draft-sync";
import { useSaveLoop, type ConflictHold } from "./use-save-loop";

export { AUTOSAVE_DELAY_MS, type SaveState } from "./use-save-loop";
export type DraftConflict = { sceneId: number; mine: SceneObject[]; theirs: EditorScene };

export function useDraftAutosave(opts: {
  drafts: Drafts;
  draftsRef: MutableRefObject<Drafts>;
  update(fn: (d: Drafts) => Drafts): void;
}) {
  const save = trpc.projects.saveSceneData.useMutation();
  const utils = trpc.useUtils();
  const o = useRef({ save, utils, update: opts.update, draftsRef: opts.draftsRef });
  o.current = { save, utils, update: opts.update, draftsRef: opts.draftsRef };

  /** One pass over the edited scenes; true when everything is saved. */
  const pass = useCallback(async (conflict: ConflictHold<DraftConflict>): Promise<boolean> => {
    const { draftsRef } = o.current;
    for (;;) {
      const d = draftsRef.current;
      const sceneId = d.edited.find((id) => id !== conflict.current()?.sceneId && d.objects[id]);
      if (sceneId === undefined) return conflict.current() === null && draftsRef.current.edited.length === 0;
      const objects = d.objects[sceneId]!;
      try {
        const saved = await o.current.save.mutateAsync({ sceneId, data: objects, baseVersion: d.bases[sceneId] });
        o.current.update((cur) => draftSaved(cur, sceneId, objects, saved.version));
      } catch (e) {
        const err = readApiError(e);
        if (err.status === 409 && err.fields.baseVersion) {
          const theirs = await o.current.utils.projects.scene.fetch({ sceneId }, { staleTime: 0 }).catch(() => null);
          if (!theirs) throw e;
          conflict.raise({ sceneId, mine: objects, theirs });
          continue;
        }
        throw e;
      }
    }
  }, []);

  // Every edit (a new drafts value with edited scenes) restarts the wait.
  return useSaveLoop<DraftConflict>({
    pass,
    isPending: (conflict) => opts.drafts.edited.some((id) => id !== conflict?.sceneId),
    editKey: opts.drafts,
  });
}
