// Files that reach the scene editor (picked from the add menu or dropped on the canvas): each is
// uploaded and added as an object once the server has it; a video that may carry an alpha
// channel waits for the person's choice first, one dialog at a time.
import { useCallback, useRef, useState, type DragEvent, type MutableRefObject } from "react";
import type { EditorAsset, SceneEditorProps } from "../ar-projects/editor-contract";
import type { Message } from "../../lib/api-error";
import { uploadRefusalMessage } from "../ar-projects/refusal-messages";
import { fileKind, needsAlphaChoice, type FileKind } from "./file-kind";
import { newObjectId } from "./object-defaults";

export type UploadFailure = { key: string; name: string; reason: Message };

export function useSceneUploads(
  latest: MutableRefObject<SceneEditorProps>,
  addAssetObject: (asset: EditorAsset, kind: FileKind) => void,
  rememberAsset: (asset: EditorAsset) => void,
) {
  const [failed, setFailed] = useState<UploadFailure[]>([]);
  const upload = useCallback(
    (file: File, kind: FileKind, expected?: FileKind) => {
      let added = false;
      const onUploaded = (asset: EditorAsset) => {
        added = true;
        addAssetObject(asset, kind);
      };
      latest.current.uploadAsset(file, { onUploaded, kind: expected }).then(
        (asset) => {
          rememberAsset(asset);
          if (!added) addAssetObject(asset, kind);
        },
        // The same message as the upload panel's, from the server's refusal code.
        (err: unknown) =>
          !added &&
          setFailed((list) => [...list, { key: newObjectId(), name: file.name, reason: uploadRefusalMessage(err) }]),
      );
    },
    [addAssetObject, rememberAsset, latest],
  );
  const dismissFailure = useCallback((key: string) => setFailed((l) => l.filter((x) => x.key !== key)), []);

  const [alphaFile, setAlphaFile] = useState<File | null>(null);
  const alphaQueue = useRef<File[]>([]);
  const handleFiles = useCallback(
    (files: File[], pickedAs?: FileKind) => {
      for (const file of files) {
        const kind = pickedAs ?? fileKind(file);
        // What was picked from the menu, or what the file's name says (a dropped "anything else"
        // is only a guess at an image, so the server decides that one).
        const expected = pickedAs ?? (kind === "image" ? undefined : kind);
        if (kind === "video" && needsAlphaChoice(file)) alphaQueue.current.push(file);
        else upload(file, kind, expected);
      }
      setAlphaFile((f) => f ?? alphaQueue.current.shift() ?? null);
    },
    [upload],
  );
  const nextAlpha = useCallback(() => setAlphaFile(alphaQueue.current.shift() ?? null), []);

  const drop = useFileDrop(handleFiles);
  return { failed, dismissFailure, upload, handleFiles, alphaFile, nextAlpha, ...drop };
}

/** The canvas area as a drop zone for files (not for text or elements dragged from the page). */
function useFileDrop(handleFiles: (files: File[]) => void) {
  const [dragOver, setDragOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    setDragOver(true);
  };
  const onDragLeave = (e: DragEvent) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setDragOver(false);
  };
  const onDrop = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    setDragOver(false);
    handleFiles(Array.from(e.dataTransfer.files));
  };
  return { dragOver, dropHandlers: { onDragOver, onDragEnter: onDragOver, onDragLeave, onDrop } };
}
