// Runs the design step's state (design-state.ts) against the API: takes picked images as local
// object URLs, and on Continue creates the collection if needed, saves `data` (cards.update),
// uploads the waiting images with real progress, then hands the fresh collection to the shell.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { Collection } from "../../collections/collections-api";
import { uploadBackground } from "../../collections/upload-background";
import { UploadError } from "../../../lib/upload-with-progress";
import { trpc } from "../../../trpc/client";
import {
  designData,
  designFromCollection,
  designReducer,
  pendingSides,
  type DesignAction,
  type DesignState,
  type SideKey,
  type Size,
} from "./design-state";

/** i18n key (under wizardDesign.errors) for a failed upload. */
export function uploadErrorKey(e: unknown): string {
  if (!(e instanceof UploadError)) return "wizardDesign.errors.upload";
  if (e.status === 0) return "wizardDesign.errors.network";
  if (e.status === 413 || e.fields.file === "too_large") return "wizardDesign.errors.size";
  if (e.status === 415 || (e.fields.file && e.fields.file !== "required")) return "wizardDesign.errors.type";
  return "wizardDesign.errors.upload";
}

export type DesignStepModel = {
  state: DesignState;
  dispatch(action: DesignAction): void;
  /** Takes a finished design image (after the upload dialog's crop and size) for a side. */
  setImage(side: SideKey, file: File, size: Size): void;
  saving: boolean;
  /** i18n key of what stopped the last Continue, or null. */
  saveError: string | null;
  save(): Promise<void>;
};

export function useDesignStep(opts: {
  collection: Collection | null;
  ensureCollection: () => Promise<Collection>;
  onSaved: (collection: Collection) => void;
}): DesignStepModel {
  const utils = trpc.useUtils();
  const update = trpc.cards.update.useMutation();
  const [state, dispatch] = useReducer(designReducer, opts.collection, designFromCollection);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Object URLs of picked images, released when replaced and when the step goes away.
  const blobUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = blobUrls.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const setImage = useCallback((side: SideKey, file: File, size: Size) => {
    const old = stateRef.current[side].url;
    const url = URL.createObjectURL(file);
    blobUrls.current.add(url);
    dispatch({ type: "setImage", side, file, url, size });
    if (old && blobUrls.current.delete(old)) URL.revokeObjectURL(old);
  }, []);

  const uploadPending = async (collectionId: number): Promise<boolean> => {
    let ok = true;
    for (const side of pendingSides(stateRef.current)) {
      const file = stateRef.current[side].file;
      if (!file) continue;
      dispatch({ type: "uploadStart", side });
      try {
        await uploadBackground({
          collectionId,
          side,
          file,
          onProgress: (percent) => dispatch({ type: "uploadProgress", side, percent }),
        });
        dispatch({ type: "uploadDone", side, file });
      } catch (e) {
        ok = false;
        dispatch({ type: "uploadFailed", side, error: uploadErrorKey(e) });
      }
    }
    return ok;
  };

  const running = useRef(false);
  const { ensureCollection, onSaved } = opts;
  const save = async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    setSaveError(null);
    try {
      const collection = await ensureCollection();
      await update.mutateAsync({ collectionId: collection.id, data: designData(stateRef.current) });
      if (!(await uploadPending(collection.id))) {
        setSaveError("wizardDesign.errors.uploadFailed");
        return;
      }
      const fresh = await utils.cards.get.fetch({ collectionId: collection.id }, { staleTime: 0 });
      void utils.cards.list.invalidate();
      onSaved(fresh);
    } catch {
      setSaveError("wizardDesign.errors.save");
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return { state, dispatch, setImage, saving, saveError, save };
}
