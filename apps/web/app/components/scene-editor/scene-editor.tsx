// The scene editor for QR, ALBUM and WORLD scenes (editors spec §2, §3, §9), hosted by the AR
// editor shell on each scene tab through editor-contract.ts. It keeps its own undoable copy of the
// objects in editor space (absolute, unscaled) and hands the shell the stored form (divided by the
// marker-size factor, relative to the marker object) after every edit.
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Vector3, type Box3 } from "three";
import { useTranslation } from "react-i18next";
import type { EditorAsset, SceneEditorProps, SceneObject } from "../ar-projects/editor-contract";
import { TrashIcon, UploadIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import type { Message } from "../../lib/api-error";
import { uploadRefusalMessage } from "../ar-projects/refusal-messages";
import { formatBytes } from "../../lib/format-bytes";
import { rovingKeyDown } from "../../lib/roving-index";
import { AlphaChoiceDialog } from "./alpha-choice-dialog";
import { invalidClickActions, withValidClickActionsOnly } from "./click-actions";
import { assetIdsOf, downloadBytes, objectsOfSceneData } from "./download-size";
import { CopyIcon, DownloadIcon, FrameIcon, MoveIcon, RedoIcon, RotateIcon, ScaleIcon, UndoIcon } from "./editor-icons";
import { fileKind, needsAlphaChoice, PICKER_ACCEPT, type FileKind } from "./file-kind";
import { canRedo, canUndo, createHistory, pushHistory, redo, replacePresent, undo, type History } from "./history";
import { fromStored, markerScale, sceneHasMarker, toStored } from "@ar/scene-render/transforms";
import { createObject, duplicateObject, newObjectId, withoutObjects } from "./object-defaults";
import { AddMenu, ObjectList, type AddChoice } from "./object-list";
import { closestEuler, restOnPlane, scaleToDiagonal } from "./placement";
import { PropertiesPanel, type ObjectPatch } from "./properties-panel";
import { SceneCanvas, type GizmoMode, type MarkerImage, type TransformUpdate, type ViewMode } from "./scene-canvas";
import type { VideoType } from "@ar/scene-kinds";

export default function SceneEditor(props: SceneEditorProps) {
  // One editor state per scene: switching scenes never mixes their undo histories.
  return <SceneEditorBody key={props.scene.id} {...props} />;
}

/** Keys typed into a field belong to the field (spec §2: Delete only outside inputs). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "color", "range"].includes(target.type);
}

const GIZMO_KEYS: Record<string, GizmoMode | undefined> = { w: "translate", e: "rotate", r: "scale" };
const ASSET_KINDS: readonly string[] = ["glb", "image", "video", "audio"];
const baseName = (name: string) => name.replace(/\.[^.]+$/, "") || name;

function SceneEditorBody(props: SceneEditorProps) {
  const { t, i18n } = useTranslation();
  const { scene, project } = props;
  const factor = markerScale(scene);
  const latest = useRef(props);
  latest.current = props;

  // ---- objects and their history ------------------------------------------------------------
  const [history, setHistoryState] = useState<History<SceneObject[]>>(() =>
    createHistory(fromStored(props.objects, factor)),
  );
  const historyRef = useRef(history);
  const lastEmitted = useRef(JSON.stringify(props.objects));
  const [selection, setSelection] = useState<string[]>([]);

  /** Every change goes through here: the undo stack, the render and the shell's draft stay in step. */
  const update = useCallback(
    (fn: (h: History<SceneObject[]>) => History<SceneObject[]>) => {
      const prev = historyRef.current;
      const next = fn(prev);
      if (next === prev) return;
      historyRef.current = next;
      setHistoryState(next);
      if (next.present !== prev.present) {
        const stored = withValidClickActionsOnly(toStored(next.present, factor));
        lastEmitted.current = JSON.stringify(stored);
        latest.current.onObjectsChange(stored);
      }
    },
    [factor],
  );

  // The shell may replace the objects (discard, or data reloaded after a save): start from them.
  useEffect(() => {
    const incoming = JSON.stringify(props.objects);
    if (incoming === lastEmitted.current) return;
    lastEmitted.current = incoming;
    const fresh = createHistory(fromStored(props.objects, factor));
    historyRef.current = fresh;
    setHistoryState(fresh);
    setSelection((sel) => sel.filter((id) => fresh.present.some((o) => o.id === id)));
  }, [props.objects, factor]);

  const objects = history.present;
  const commit = useCallback(
    (next: SceneObject[], key?: string) => update((h) => pushHistory(h, next, key ?? null)),
    [update],
  );
  const current = () => historyRef.current.present;

  const patchObject = useCallback(
    (id: string, patch: ObjectPatch, key?: string) =>
      commit(
        current().map((o) => (o.id === id ? { ...o, ...patch } : o)),
        key,
      ),
    [commit],
  );
  const setData = useCallback(
    (id: string, data: Record<string, unknown>, key?: string) =>
      commit(
        current().map((o) => (o.id === id ? { ...o, data } : o)),
        key,
      ),
    [commit],
  );
  const addObject = useCallback(
    (o: SceneObject) => {
      commit([...current(), o]);
      setSelection([o.id]);
    },
    [commit],
  );
  const removeObjects = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      commit(withoutObjects(current(), new Set(ids)));
      setSelection([]);
    },
    [commit],
  );
  const duplicateSelection = useCallback(
    (ids: string[]) => {
      const copies: SceneObject[] = [];
      for (const o of current()) {
        // Only one marker position may exist.
        if (ids.includes(o.id) && o.type !== "sceneMarker") copies.push(duplicateObject(o, [...current(), ...copies]));
      }
      if (copies.length === 0) return;
      commit([...current(), ...copies]);
      setSelection(copies.map((c) => c.id));
    },
    [commit],
  );
  const keepExisting = (h: History<SceneObject[]>) =>
    setSelection((sel) => sel.filter((id) => h.present.some((o) => o.id === id)));
  const doUndo = useCallback(() => {
    update(undo);
    keepExisting(historyRef.current);
  }, [update]);
  const doRedo = useCallback(() => {
    update(redo);
    keepExisting(historyRef.current);
  }, [update]);

  const onTransformEnd = useCallback(
    (updates: TransformUpdate[]) => {
      const byId = new Map(updates.map((u) => [u.id, u]));
      const same = (a: number[], b: number[]) => a.every((v, i) => v === b[i]);
      const next = current().map((o) => {
        const u = byId.get(o.id);
        if (!u || (same(u.position, o.position) && same(u.rotation, o.rotation) && same(u.scale, o.scale))) return o;
        // The panel shows the rotation as the person turned it, not an equivalent triple.
        return { ...o, position: u.position, rotation: closestEuler(u.rotation, o.rotation), scale: u.scale };
      });
      if (next.some((o, i) => o !== current()[i])) commit(next);
    },
    [commit],
  );

  // ---- selection ----------------------------------------------------------------------------
  const pick = useCallback((id: string, additive: boolean) => {
    setSelection((sel) => (additive ? (sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id]) : [id]));
  }, []);
  const clearSelection = useCallback(() => setSelection([]), []);

  // ---- assets -------------------------------------------------------------------------------
  // Assets known from an upload before the shell's project refresh lists them.
  const [localAssets, setLocalAssets] = useState<EditorAsset[]>([]);
  const assetsById = useMemo(() => {
    const m = new Map<string, EditorAsset>();
    for (const a of localAssets) m.set(String(a.id), a);
    for (const a of props.assets) m.set(String(a.id), a);
    return m;
  }, [props.assets, localAssets]);
  const rememberAsset = (a: EditorAsset) => setLocalAssets((list) => [...list.filter((x) => x.id !== a.id), a]);

  /**
   * Models added without a position get fitted to a 3-unit diagonal once their size is known, and
   * set down on the marker: the bottom of their box on the marker's plane (the marker-position
   * object's when there is one), centred over it.
   */
  const pendingFit = useRef(new Set<string>());
  const onModelSize = useCallback(
    (id: string, box: Box3) => {
      if (!pendingFit.current.delete(id)) return;
      const s = scaleToDiagonal(box.getSize(new Vector3()));
      update((h) => {
        const plane = h.present.find((o) => o.type === "sceneMarker")?.position ?? [0, 0, 0];
        const position = restOnPlane(box, s, plane);
        return replacePresent(
          h,
          h.present.map((o) => (o.id === id ? { ...o, position, scale: [s, s, s] as [number, number, number] } : o)),
        );
      });
    },
    [update],
  );
  const [animationCounts, setAnimationCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const onModelAnimations = useCallback((id: string, count: number) => {
    setAnimationCounts((m) => (m.get(id) === count ? m : new Map(m).set(id, count)));
  }, []);

  const addAssetObject = useCallback(
    (asset: EditorAsset, kind: FileKind, videoType?: VideoType) => {
      rememberAsset(asset);
      const type = (ASSET_KINDS.includes(asset.kind) ? asset.kind : kind) as FileKind;
      const o = createObject(type, {
        name: baseName(asset.name) || t(`sceneEditor.defaultNames.${type}`),
        objects: current(),
        assetId: asset.id,
        videoType,
      });
      if (type === "glb") pendingFit.current.add(o.id);
      addObject(o);
    },
    [addObject, t],
  );

  const [failed, setFailed] = useState<{ key: string; name: string; reason: Message }[]>([]);
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
    [addAssetObject],
  );

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
  const nextAlpha = () => setAlphaFile(alphaQueue.current.shift() ?? null);

  const fileInput = useRef<HTMLInputElement>(null);
  const [pickerKind, setPickerKind] = useState<FileKind>("glb");
  const onAdd = (choice: AddChoice) => {
    if (choice === "primitive")
      return addObject(createObject("primitive", { name: t("sceneEditor.defaultNames.cube"), objects: current() }));
    if (choice === "sceneMarker")
      return addObject(
        createObject("sceneMarker", { name: t("sceneEditor.defaultNames.sceneMarker"), objects: current() }),
      );
    setPickerKind(choice);
    // The accept filter must be set before the picker opens.
    requestAnimationFrame(() => fileInput.current?.click());
  };
  const canAddMarker = sceneHasMarker(scene) && !objects.some((o) => o.type === "sceneMarker");

  // ---- canvas state -------------------------------------------------------------------------
  const [view, setView] = useState<ViewMode>("3d");
  const [mode, setMode] = useState<GizmoMode>("translate");
  const [shiftHeld, setShiftHeld] = useState(false);
  const [frameRequest, setFrameRequest] = useState(0);
  const frameSelection = useCallback(() => setFrameRequest((n) => n + 1), []);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const marker = useMemo<MarkerImage | null>(() => {
    // A QR scene's marker is the project's QR code (GET /api/qr/{id}?type=ar-project); the
    // marker's own id is no card id, and asking for it first cost a 404 on every load.
    if (scene.qrMarker) return { urls: [`/api/qr/${project.id}?type=ar-project`], scale: markerScale(scene) };
    if (scene.imageMarker?.markerImageSrc)
      return { urls: [scene.imageMarker.markerImageSrc], scale: markerScale(scene) };
    return null;
  }, [scene, project.id]);

  const { registerPreviewCapture } = props;
  const onCaptureReady = useCallback(
    (capture: (() => Promise<Blob | null>) | null) => registerPreviewCapture(capture),
    [registerPreviewCapture],
  );
  useEffect(() => () => registerPreviewCapture(null), [registerPreviewCapture]);

  // ---- keyboard -----------------------------------------------------------------------------
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key === "Shift") setShiftHeld(true);
      if (isTypingTarget(e.target) || (e.target instanceof Element && e.target.closest("[role=dialog],[role=menu]")))
        return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (e.key === "Delete" && !mod) {
        if (selectionRef.current.length === 0) return;
        e.preventDefault();
        removeObjects(selectionRef.current);
      } else if (mod && key === "z") {
        e.preventDefault();
        if (e.shiftKey) doRedo();
        else doUndo();
      } else if (mod && key === "y") {
        e.preventDefault();
        doRedo();
      } else if (mod && key === "d") {
        e.preventDefault();
        duplicateSelection(selectionRef.current);
      } else if (e.key === "Escape" && selectionRef.current.length > 0) {
        setSelection([]);
      } else if (!mod && !e.altKey && GIZMO_KEYS[key]) {
        // W/E/R as in most 3D editors: move, rotate, scale.
        e.preventDefault();
        setMode(GIZMO_KEYS[key]);
      } else if (!mod && !e.altKey && key === "f") {
        e.preventDefault();
        frameSelection();
      }
    };
    const up = (e: KeyboardEvent) => e.key === "Shift" && setShiftHeld(false);
    const blur = () => setShiftHeld(false);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, [removeObjects, doUndo, doRedo, duplicateSelection, frameSelection]);

  // ---- drop zone ----------------------------------------------------------------------------
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

  // ---- download-size meter --------------------------------------------------------------------
  const downloadSize = useMemo(() => {
    const used = assetIdsOf([
      ...objects,
      ...project.scenes.filter((s) => s.id !== scene.id).flatMap((s) => objectsOfSceneData(s.data)),
    ]);
    return downloadBytes([...assetsById.values()], used);
  }, [objects, project.scenes, scene.id, assetsById]);

  const invalidCount = useMemo(() => invalidClickActions(objects).length, [objects]);

  return (
    <div className="flex h-full min-h-[520px] w-full overflow-hidden bg-white" data-testid="scene-editor">
      <aside
        className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white"
        aria-label={t("sceneEditor.objects")}
      >
        <div className="space-y-2 p-3">
          <AddMenu canAddMarker={canAddMarker} onChoose={onAdd} />
          <div className="flex items-center gap-1">
            <ToolButton
              label={t("sceneEditor.toolbar.undo")}
              disabled={!canUndo(history)}
              onClick={doUndo}
              testId="scene-undo"
            >
              <UndoIcon />
            </ToolButton>
            <ToolButton
              label={t("sceneEditor.toolbar.redo")}
              disabled={!canRedo(history)}
              onClick={doRedo}
              testId="scene-redo"
            >
              <RedoIcon />
            </ToolButton>
            <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />
            <ToolButton
              label={t("sceneEditor.toolbar.duplicate")}
              disabled={selection.length === 0}
              onClick={() => duplicateSelection(selection)}
              testId="scene-duplicate"
            >
              <CopyIcon />
            </ToolButton>
            <ToolButton
              label={t("sceneEditor.toolbar.delete")}
              disabled={selection.length === 0}
              onClick={() => removeObjects(selection)}
              testId="scene-delete"
              danger
            >
              <TrashIcon className="size-4" />
            </ToolButton>
          </div>
        </div>
        <h2 className="flex items-center justify-between px-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("sceneEditor.objects")}
          <span className="font-medium text-slate-500 tabular-nums">{objects.length}</span>
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
          <ObjectList
            objects={objects}
            selection={selection}
            onSelect={pick}
            onRename={(id, name) => patchObject(id, { name })}
          />
        </div>
        {failed.length > 0 && (
          <ul className="space-y-1 border-t border-slate-200 px-3 py-2" role="alert">
            {failed.map((f) => (
              <li key={f.key} className="flex items-start gap-2 text-xs text-red-700">
                <span className="min-w-0 flex-1 break-words" data-testid="scene-upload-failed">
                  {t("sceneEditor.uploadFailed", { name: f.name })}: {t(f.reason.key, f.reason.values)}
                </span>
                <button
                  type="button"
                  className="shrink-0 font-medium underline"
                  onClick={() => setFailed((l) => l.filter((x) => x.key !== f.key))}
                >
                  {t("sceneEditor.dismiss")}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div
          className="flex items-center gap-2 border-t border-slate-200 px-4 py-2.5 text-xs text-slate-600"
          title={t("sceneEditor.downloadSizeHint")}
          data-testid="download-size"
        >
          <DownloadIcon className="size-4 text-slate-400" />
          <span className="flex-1">{t("sceneEditor.downloadSize")}</span>
          <span className="font-medium text-slate-800 tabular-nums">{formatBytes(downloadSize, i18n.language)}</span>
        </div>
      </aside>

      <div
        className="relative min-w-0 flex-1 bg-slate-100"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="scene-canvas-area"
      >
        {mounted && (
          <SceneCanvas
            objects={objects}
            assetsById={assetsById}
            selection={selection}
            view={view}
            mode={mode}
            shiftHeld={shiftHeld}
            marker={marker}
            onPick={pick}
            onClear={clearSelection}
            onTransformEnd={onTransformEnd}
            onModelSize={onModelSize}
            onModelAnimations={onModelAnimations}
            frameRequest={frameRequest}
            onCaptureReady={onCaptureReady}
          />
        )}
        <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <Segmented
            label={t("sceneEditor.toolbar.view")}
            value={view}
            onChange={setView}
            testId="view-switch"
            options={[
              { value: "2d", label: t("sceneEditor.toolbar.view2d") },
              { value: "3d", label: t("sceneEditor.toolbar.view3d") },
            ]}
          />
          <Segmented
            label={t("sceneEditor.toolbar.mode")}
            value={mode}
            onChange={setMode}
            testId="gizmo-mode"
            options={[
              { value: "translate", label: t("sceneEditor.toolbar.move"), icon: <MoveIcon /> },
              { value: "rotate", label: t("sceneEditor.toolbar.rotate"), icon: <RotateIcon /> },
              { value: "scale", label: t("sceneEditor.toolbar.scale"), icon: <ScaleIcon /> },
            ]}
          />
          <button
            type="button"
            onClick={frameSelection}
            title={t("sceneEditor.toolbar.frame")}
            aria-label={t("sceneEditor.toolbar.frame")}
            data-testid="scene-frame"
            className="pointer-events-auto flex h-8 items-center gap-1.5 rounded-lg bg-white px-2.5 text-xs font-medium text-slate-600 shadow-sm ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <FrameIcon />
            <span className="hidden xl:inline">{t("sceneEditor.toolbar.frameShort")}</span>
          </button>
        </div>
        {selection.length > 0 && (
          <p
            className={cn(
              "pointer-events-none absolute bottom-3 left-3 rounded-md px-2 py-1 text-xs shadow-sm",
              shiftHeld ? "bg-brand-600 text-white" : "bg-white/90 text-slate-600",
            )}
            data-testid="snap-hint"
          >
            {t(`sceneEditor.toolbar.snapHints.${mode}`)}
          </p>
        )}
        {invalidCount > 0 && (
          <p
            role="status"
            className="absolute right-3 bottom-3 max-w-sm rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-800 shadow-sm ring-1 ring-amber-200"
          >
            {t("sceneEditor.invalidActions", { count: invalidCount })}
          </p>
        )}
        {dragOver && (
          <div
            className="pointer-events-none absolute inset-2 grid place-items-center rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/80"
            data-testid="drop-overlay"
          >
            <span className="flex flex-col items-center gap-2 text-base font-medium text-brand-700">
              <UploadIcon className="size-8" />
              {t("sceneEditor.dropHere")}
            </span>
          </div>
        )}
      </div>

      <aside
        className="flex w-72 shrink-0 flex-col border-l border-slate-200 bg-white"
        aria-label={t("sceneEditor.props.title")}
      >
        <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
          {t("sceneEditor.props.title")}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <PropertiesPanel
            objects={objects}
            selection={selection}
            assetsById={assetsById}
            animationCounts={animationCounts}
            onPatch={patchObject}
            onData={setData}
          />
        </div>
      </aside>

      <input
        ref={fileInput}
        type="file"
        className="hidden"
        accept={PICKER_ACCEPT[pickerKind]}
        data-testid="scene-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          handleFiles(files, pickerKind);
        }}
      />
      {alphaFile && (
        <AlphaChoiceDialog
          key={`${alphaFile.name}-${alphaFile.lastModified}`}
          file={alphaFile}
          uploadAsset={props.uploadAsset}
          onPlain={() => {
            upload(alphaFile, "video", "video");
            nextAlpha();
          }}
          onConverted={(asset, layout) => {
            addAssetObject(asset, "video", layout);
            nextAlpha();
          }}
          onClose={nextAlpha}
        />
      )}
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
  testId,
  danger,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId: string;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
      className={cn(
        "grid size-8 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40",
        "focus-visible:outline-2 focus-visible:outline-brand-500",
        danger && "hover:bg-red-50 hover:text-red-600",
      )}
    >
      {children}
    </button>
  );
}

function Segmented<V extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: { value: V; label: string; icon?: ReactNode }[];
  testId: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      className="pointer-events-auto flex rounded-lg bg-white p-0.5 shadow-sm ring-1 ring-slate-200"
      onKeyDown={rovingKeyDown}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          tabIndex={value === o.value ? 0 : -1}
          title={o.label}
          onClick={() => onChange(o.value)}
          className={cn(
            "flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
            value === o.value ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {o.icon}
          <span className={o.icon ? "hidden xl:inline" : undefined}>{o.label}</span>
        </button>
      ))}
    </div>
  );
}
