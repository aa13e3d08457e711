// The drafts of the open project (editor-drafts.ts) held in React state, with a mirror the async
// publish steps read, and the preview capture registered by the scene editor on screen.
import { useCallback, useMemo, useRef, useState } from "react";
import type { CodeData, SceneObject } from "./editor-contract";
import { editCode, editObjects, emptyDrafts, withPreview, type Drafts } from "./editor-drafts";

type Capture = () => Promise<Blob | null>;

/** `versionOf` / `codeVersion`: the saved version of a scene / of the code as loaded, the base of a draft begun now. */
export function useEditorDrafts(
  versionOf: (sceneId: number) => number | undefined = () => undefined,
  codeVersion: () => number | undefined = () => undefined,
) {
  const [drafts, setDraftsState] = useState<Drafts>(emptyDrafts);
  const ref = useRef<Drafts>(emptyDrafts);
  const capture = useRef<{ sceneId: number; fn: Capture } | null>(null);
  const versionOfRef = useRef(versionOf);
  versionOfRef.current = versionOf;
  const codeVersionRef = useRef(codeVersion);
  codeVersionRef.current = codeVersion;

  const update = useCallback((fn: (d: Drafts) => Drafts) => {
    ref.current = fn(ref.current);
    setDraftsState(ref.current);
  }, []);

  // Scene id → the objects its last captured preview shows. Drafts save themselves (and stop being
  // "edited") long before Publish, so the preview follows the objects, not the edited flag.
  const previewed = useRef(new Map<number, unknown>());

  /** Renders the preview of a scene if its editor is on screen and its objects changed since the last preview. */
  const capturePreview = useCallback(
    async (sceneId: number) => {
      const c = capture.current;
      const objects = ref.current.objects[sceneId];
      if (!c || c.sceneId !== sceneId || !objects || previewed.current.get(sceneId) === objects) return;
      try {
        const blob = await c.fn();
        if (blob) {
          previewed.current.set(sceneId, objects);
          update((d) => withPreview(d, sceneId, blob));
        }
      } catch {
        // A preview is a nicety: the scene still saves without a new one.
      }
    },
    [update],
  );

  const callbacksFor = useMemo(() => {
    const cache = new Map<
      number,
      { onObjectsChange(o: SceneObject[]): void; registerPreviewCapture(fn: Capture | null): void }
    >();
    return (sceneId: number) => {
      let cb = cache.get(sceneId);
      if (!cb) {
        cb = {
          onObjectsChange: (objects) => update((d) => editObjects(d, sceneId, objects, versionOfRef.current(sceneId))),
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

  const onCodeDataChange = useCallback(
    (code: CodeData) => update((d) => editCode(d, code, codeVersionRef.current())),
    [update],
  );

  return { drafts, draftsRef: ref, update, capturePreview, callbacksFor, onCodeDataChange };
}
