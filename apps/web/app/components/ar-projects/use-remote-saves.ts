// Saves made elsewhere (another person, or this person's other tab) reach an open editor without a
// reload (issue 22, docs/decisions/0027). The presence answer names each scene's saved version and
// the code's: a scene or the code with no unsaved edit of ours shows the saved state at once; one
// with edits keeps them, and its next save is refused and the conflict dialog asks.
import { useCallback, type MutableRefObject } from "react";
import type { EditorProject } from "./editor-contract";
import { forgetScene, type Drafts } from "./editor-drafts";
import { codeSavedElsewhere, dropCodeDraft, scenesSavedElsewhere } from "./draft-sync";
import type { Presence } from "./use-presence";

export function useRemoteSaves(opts: {
  projectRef: MutableRefObject<EditorProject>;
  draftsRef: MutableRefObject<Drafts>;
  update(fn: (d: Drafts) => Drafts): void;
  refreshProject(): Promise<EditorProject | undefined>;
}) {
  const { projectRef, draftsRef, update, refreshProject } = opts;
  return useCallback(
    (remote: Presence) => {
      const loaded = projectRef.current;
      const stale = scenesSavedElsewhere(draftsRef.current, remote.scenes, loaded.scenes);
      const listChanged =
        remote.scenes.length !== loaded.scenes.length ||
        remote.scenes.some((r) => !loaded.scenes.some((s) => s.id === r.id));
      const code =
        loaded.type === "CODE" && codeSavedElsewhere(draftsRef.current, remote.codeVersion, loaded.codeVersion);
      if (stale.length > 0) update((d) => stale.reduce(forgetScene, d));
      if (code) {
        // The saved code first, then the editor is told to show it (unless an edit began meanwhile).
        void refreshProject().then((fresh) => {
          if (fresh) update((d) => (d.codeEdited ? d : dropCodeDraft(d)));
        });
      } else if (stale.length > 0 || listChanged) void refreshProject();
    },
    [projectRef, draftsRef, update, refreshProject],
  );
}
