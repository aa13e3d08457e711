// Runs the classic editor's state machine (editor-state.ts) against the API: loads the collection
// named by the route parameter, takes picked images, and saves — create or update, then upload
// the waiting images with progress, then (for a new collection) replace the URL with its id.
import { useNavigate, type Blocker } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { useLeaveGuard } from "../ar-projects/use-leave-guard";
import type { Side } from "./card-size";
import { parseCollectionId } from "./collection-id";
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  newEditorState,
  pendingUploads,
  saveInput,
  type EditorAction,
  type EditorState,
} from "./editor-state";
import { designFileError, loadImageSize } from "./image-files";
import { proportionsDiffer } from "./image-proportions";
import type { PendingImage } from "./proportions-dialog";
import { uploadBackground, uploadErrorKey } from "./upload-background";

function stateFor(param: string | undefined): EditorState {
  const parsed = parseCollectionId(param);
  if (parsed.kind === "new") return newEditorState();
  if (parsed.kind === "invalid") return editorReducer(initialEditorState(), { type: "invalidId" });
  return { ...initialEditorState(), collectionId: parsed.id };
}

export type CollectionEditor = {
  state: EditorState;
  dispatch(action: EditorAction): void;
  changed: boolean;
  saving: boolean;
  saveError: boolean;
  /** Resolves with the collection id once everything is stored, or null when something failed. */
  save(): Promise<number | null>;
  pickImage(side: Side, file: File): Promise<void>;
  reload(): void;
  /** Holds in-app navigation while there are unsaved edits (the leave dialog reads it). */
  blocker: Blocker;
  leaveTo(path: string): void;
  /** A picked image whose proportions differ from the card's, waiting for the person's choice. */
  pendingImage: PendingImage | null;
  settleImage(file: File | null): void;
};

export function useCollectionEditor(param: string | undefined): CollectionEditor {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.cards.create.useMutation();
  const update = trpc.cards.update.useMutation();
  const [state, dispatch] = useReducer(editorReducer, param, stateFor);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const parsed = useMemo(() => parseCollectionId(param), [param]);

  // Object URLs of picked files are released when replaced and when the editor goes away.
  const blobUrls = useRef(new Set<string>());
  const release = (url: string | null) => {
    if (url && blobUrls.current.delete(url)) URL.revokeObjectURL(url);
  };
  useEffect(() => {
    const urls = blobUrls.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const loadToken = useRef(0);
  const load = useCallback(
    async (id: number) => {
      const token = ++loadToken.current;
      dispatch({ type: "startLoad", id });
      try {
        const collection = await utils.cards.get.fetch({ collectionId: id }, { staleTime: 0 });
        if (token === loadToken.current) dispatch({ type: "loaded", collection });
      } catch (e) {
        const info = readApiError(e);
        if (token === loadToken.current)
          dispatch({ type: "loadFailed", notFound: info.status === 404 || info.code === "NOT_FOUND" });
      }
    },
    [utils],
  );

  // The parameter changes on first render, on links between collections, and when a new
  // collection's URL is replaced by its id — that last one is already loaded, so it is skipped.
  useEffect(() => {
    const s = stateRef.current;
    if (parsed.kind === "new") {
      if (s.collectionId !== null || s.load !== "ready") dispatch({ type: "startNew" });
    } else if (parsed.kind === "invalid") {
      dispatch({ type: "invalidId" });
    } else if (parsed.id !== s.collectionId || s.load === "init") {
      void load(parsed.id);
    }
  }, [parsed, load]);

  const [pendingImage, setPendingImage] = useState<PendingImage | null>(null);
  const pickImage = useCallback(async (side: Side, file: File): Promise<void> => {
    const refused = designFileError(file);
    if (refused) return dispatch({ type: "rejectImage", side, error: refused });
    const url = URL.createObjectURL(file);
    blobUrls.current.add(url);
    try {
      const natural = await loadImageSize(url);
      // Once the other side fixed the card's size, an image of other proportions is not stretched
      // over it silently: the proportions dialog asks (crop, fit or fill) and comes back here.
      const s = stateRef.current;
      if ((side === "front" ? s.back : s.front).url !== null && proportionsDiffer(natural, s.cardSize)) {
        setPendingImage({ side, file, url, natural });
        return;
      }
      release(stateRef.current[side].url);
      dispatch({ type: "pickImage", side, file, url, natural });
    } catch {
      release(url);
      dispatch({ type: "rejectImage", side, error: "collections.editor.errors.unreadable" });
    }
  }, []);

  const uploadPending = async (collectionId: number): Promise<boolean> => {
    let ok = true;
    for (const side of pendingUploads(stateRef.current)) {
      const { file, url: localUrl } = stateRef.current[side];
      if (!file) continue;
      dispatch({ type: "uploadStart", side });
      try {
        const src = await uploadBackground({
          collectionId,
          side,
          file,
          onProgress: (percent) => dispatch({ type: "uploadProgress", side, percent }),
        });
        // Another file picked meanwhile stays waiting for the next save.
        if (stateRef.current[side].file === file) {
          dispatch({ type: "uploadDone", side, url: src });
          release(localUrl);
        }
      } catch (e) {
        ok = false;
        dispatch({ type: "uploadFailed", side, error: uploadErrorKey(e) });
      }
    }
    return ok;
  };

  /** A path the leave guard lets through: the editor's own URL change, or where "save and leave" goes. */
  const passThrough = useRef<string | null>(null);
  const running = useRef<Promise<number | null> | null>(null);
  // Reads the latest state through stateRef; a second call while one runs joins it.
  const save = useCallback((): Promise<number | null> => {
    const run = async (): Promise<number | null> => {
      setSaveError(false);
      setSaving(true);
      const s = stateRef.current;
      const revision = s.revision;
      const isNew = s.collectionId === null;
      let id = s.collectionId;
      try {
        const saved =
          id === null
            ? await create.mutateAsync({ type: "classic", ...saveInput(s) })
            : await update.mutateAsync({ collectionId: id, ...saveInput(s) });
        id = saved.id;
        if (isNew) dispatch({ type: "created", id });
        const uploaded = await uploadPending(id);
        if (uploaded) dispatch({ type: "saved", revision, cardsCount: saved.cardsCount });
        return uploaded ? id : null;
      } catch {
        setSaveError(true);
        return null;
      } finally {
        // Once it exists, a new collection is addressed by its id even if an upload failed, so
        // the next save updates it instead of creating a second one.
        if (isNew && id !== null) {
          passThrough.current = `/cards/${id}`;
          navigate(`/cards/${id}`, { replace: true });
        }
        setSaving(false);
        void utils.cards.list.invalidate();
        if (id !== null) void utils.cards.get.invalidate({ collectionId: id });
      }
    };
    running.current ??= run().finally(() => (running.current = null));
    return running.current;
  }, [create, update, navigate, utils]);

  // Leaving with real edits asks first (an untouched new collection does not): the AR editors'
  // guard, in-app links held for the leave dialog, closing or reloading the tab the browser's prompt.
  const dirty = hasUnsavedChanges(state) && !(state.collectionId === null && state.revision === 1);
  const blocker = useLeaveGuard(dirty, (next) => next === passThrough.current);

  const reload = useCallback(() => {
    if (parsed.kind === "id") void load(parsed.id);
  }, [parsed, load]);

  /** The proportions dialog's answer: the adjusted file replaces the picked one, or nothing changes. */
  const settleImage = useCallback(
    (file: File | null) => {
      const pending = pendingImage;
      setPendingImage(null);
      if (!pending) return;
      release(pending.url);
      if (file) void pickImage(pending.side, file);
    },
    [pendingImage, pickImage],
  );

  /** Navigates past the leave guard (after "save and leave" or "discard"). */
  const leaveTo = useCallback(
    (path: string) => {
      passThrough.current = path;
      navigate(path);
    },
    [navigate],
  );

  return {
    state,
    dispatch,
    changed: hasUnsavedChanges(state),
    saving,
    saveError,
    save,
    pickImage,
    reload,
    blocker,
    leaveTo,
    pendingImage,
    settleImage,
  };
}
