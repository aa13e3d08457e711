// The drafts of the open project (editor-drafts.ts) held in React state, with a mirror the async
// publish steps read, and the preview capture registered by the scene editor on screen.
import { useCallback, useMemo, useRef, useState } from "react";
import type { CodeData, SceneObject } from "./editor-contract";
import { editCode, editObjects, emptyDrafts, withPreview, type Drafts } from "./editor-drafts";

type Capture = () => Promise<Blob | null>;

export function useEditorDrafts() {
  const [drafts, setDraftsState] = useState<Drafts>(emptyDrafts);
  const ref = useRef<Drafts>(emptyDrafts);
  const capture = useRef<{ sceneId: number; fn: Capture } | null>(null);

  const update = useCallback((fn: (d: Drafts) => Drafts) => {
    ref.current = fn(ref.current);
    setDraftsState(ref.current);
  }, []);

  /** Renders the preview of a scene if its editor is on screen and the scene was edited. */
  const capturePreview = useCallback(
    async (sceneId: number) => {
      const c = capture.current;
      if (!c || c.sceneId !== sceneId || !ref.current.edited.includes(sceneId)) return;
      try {
        const blob = await c.fn();
        if (blob) update((d) => withPreview(d, sceneId, blob));
      } catch {
        // A preview is a nicety: the scene still saves without a new one.
      }
    },
    [update],
  );

  const callbacksFor = useMemo(() => {
    const cache = new Map<number, { onObjectsChange(o: SceneObject[]): void; registerPreviewCapture(fn: Capture | null): void }>();
    return (sceneId: number) => {
      let cb = cache.get(sceneId);
      if (!cb) {
        cb = {
          onObjectsChange: (objects) => update((d) => editObjects(d, sceneId, objects)),
          registerPreviewCapture: (fn) => {
            if (fn) capture.current = { sceneId, fn };
            else if (capture.current?.sceneId === sceneId) capture.current = null;
          },
        };
        cache.set(sceneId, cb);
      }
      return cb;
    };
  }, [update]);

  const onCodeDataChange = useCallback((code: CodeData) => update((d) => editCode(d, code)), [update]);

  return { drafts, draftsRef: ref, update, capturePreview, callbacksFor, onCodeDataChange };
}
