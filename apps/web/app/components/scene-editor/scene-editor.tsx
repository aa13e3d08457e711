// The scene editor for QR, ALBUM and WORLD scenes (editors spec §2, §3, §9), hosted by the AR
// editor shell on each scene tab through editor-contract.ts. The objects and their undo history
// live in use-scene-objects.ts, the keys in use-scene-keyboard.ts, uploads and the drop zone in
// use-scene-uploads.ts. A new model's placement (fitted to its size, set down on the marker) stays
// here, next to the canvas that reports the size.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Vector3, type Box3 } from "three";
import { useTranslation } from "react-i18next";
import type { EditorAsset, SceneEditorProps } from "../ar-projects/editor-contract";
import { AlphaChoiceDialog } from "./alpha-choice-dialog";
import { invalidClickActions } from "./click-actions";
import { assetIdsOf, downloadBytes, objectsOfSceneData } from "./download-size";
import { CanvasNotes, DownloadSizeMeter, UploadFailures } from "./editor-status";
import { PICKER_ACCEPT, type FileKind } from "./file-kind";
import { canRedo, canUndo, replacePresent } from "./history";
import { markerScale, sceneHasMarker } from "@ar/scene-render/transforms";
import { createObject } from "./object-defaults";
import { AddMenu, ObjectList, type AddChoice } from "./object-list";
import { restOnPlane, scaleToDiagonal } from "./placement";
import { PropertiesPanel } from "./properties-panel";
import type { GizmoMode, MarkerImage, ViewMode } from "./canvas-types";
import { SceneCanvas } from "./scene-canvas";
import type { VideoType } from "@ar/scene-kinds";
import { CanvasToolbar, EditToolbar } from "./scene-toolbar";
import { useSceneKeyboard } from "./use-scene-keyboard";
import { useSceneObjects } from "./use-scene-objects";
import { useSceneUploads } from "./use-scene-uploads";

export default function SceneEditor(props: SceneEditorProps) {
  // One editor state per scene: switching scenes never mixes their undo histories.
  return <SceneEditorBody key={props.scene.id} {...props} />;
}

const ASSET_KINDS: readonly string[] = ["glb", "image", "video", "audio"];
const baseName = (name: string) => name.replace(/\.[^.]+$/, "") || name;

function SceneEditorBody(props: SceneEditorProps) {
  const { t } = useTranslation();
  const { scene, project } = props;
  const factor = markerScale(scene);
  const latest = useRef(props);
  latest.current = props;

  const edit = useSceneObjects(props.objects, factor, latest);
  const { objects, selection, current, update, addObject } = edit;

  // ---- assets -------------------------------------------------------------------------------
  // Assets known from an upload before the shell's project refresh lists them.
  const [localAssets, setLocalAssets] = useState<EditorAsset[]>([]);
  const assetsById = useMemo(() => {
    const m = new Map<string, EditorAsset>();
    for (const a of localAssets) m.set(String(a.id), a);
    for (const a of props.assets) m.set(String(a.id), a);
    return m;
  }, [props.assets, localAssets]);
  const rememberAsset = useCallback(
    (a: EditorAsset) => setLocalAssets((list) => [...list.filter((x) => x.id !== a.id), a]),
    [],
  );

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
    [addObject, current, rememberAsset, t],
  );
  const uploads = useSceneUploads(latest, addAssetObject, rememberAsset);

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
  const [frameRequest, setFrameRequest] = useState(0);
  const frameSelection = useCallback(() => setFrameRequest((n) => n + 1), []);
  const [viewResets, setViewResets] = useState(0);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shiftHeld = useSceneKeyboard({ ...edit, setMode, frameSelection });

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

  const downloadSize = useMemo(() => {
    const used = assetIdsOf([
      ...objects,
      ...project.scenes.filter((s) => s.id !== scene.id).flatMap((s) => objectsOfSceneData(s.data)),
    ]);
    return downloadBytes([...assetsById.values()], used);
  }, [objects, project.scenes, scene.id, assetsById]);

  const invalidCount = useMemo(() => invalidClickActions(objects).length, [objects]);
  const { alphaFile, nextAlpha } = uploads;

  return (
    <div className="flex h-full min-h-[520px] w-full overflow-hidden bg-white" data-testid="scene-editor">
      <aside
        className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white"
        aria-label={t("sceneEditor.objects")}
      >
        <div className="space-y-2 p-3">
          <AddMenu canAddMarker={canAddMarker} onChoose={onAdd} />
          <EditToolbar
            canUndo={canUndo(edit.history)}
            canRedo={canRedo(edit.history)}
            hasSelection={selection.length > 0}
            onUndo={edit.doUndo}
            onRedo={edit.doRedo}
            onDuplicate={() => edit.duplicateSelection(selection)}
            onDelete={() => edit.removeObjects(selection)}
          />
        </div>
        <h2 className="flex items-center justify-between px-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("sceneEditor.objects")}
          <span className="font-medium text-slate-500 tabular-nums">{objects.length}</span>
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
          <ObjectList
            objects={objects}
            selection={selection}
            onSelect={edit.pick}
            onRename={(id, name) => edit.patchObject(id, { name })}
          />
        </div>
        <UploadFailures failed={uploads.failed} onDismiss={uploads.dismissFailure} />
        <DownloadSizeMeter bytes={downloadSize} />
      </aside>

      <div className="relative min-w-0 flex-1 bg-slate-100" {...uploads.dropHandlers} data-testid="scene-canvas-area">
        {mounted && (
          <SceneCanvas
            objects={objects}
            assetsById={assetsById}
            selection={selection}
            view={view}
            mode={mode}
            shiftHeld={shiftHeld}
            marker={marker}
            onPick={edit.pick}
            onClear={edit.clearSelection}
            onTransformEnd={edit.onTransformEnd}
            onModelSize={onModelSize}
            onModelAnimations={onModelAnimations}
            frameRequest={frameRequest}
            viewResets={viewResets}
            onCaptureReady={onCaptureReady}
          />
        )}
        <CanvasToolbar
          view={view}
          onView={setView}
          mode={mode}
          onMode={setMode}
          onFrame={frameSelection}
          onResetView={() => setViewResets((n) => n + 1)}
        />
        <CanvasNotes
          hasSelection={selection.length > 0}
          shiftHeld={shiftHeld}
          mode={mode}
          invalidCount={invalidCount}
          dragOver={uploads.dragOver}
        />
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
            onPatch={edit.patchObject}
            onData={edit.setData}
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
          uploads.handleFiles(files, pickerKind);
        }}
      />
      {alphaFile && (
        <AlphaChoiceDialog
          key={`${alphaFile.name}-${alphaFile.lastModified}`}
          file={alphaFile}
          uploadAsset={props.uploadAsset}
          onPlain={() => {
            uploads.upload(alphaFile, "video", "video");
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
