// The three.js canvas: camera (2D orthographic top view or 3D perspective), grid, marker image,
// the objects, click selection and the transform gizmo. It reports finished gestures upward; the
// editor turns them into undoable edits.
import { Canvas, type ThreeEvent } from "@react-three/fiber";
import { useHelper } from "@react-three/drei";
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
} from "react";
import { BoxHelper, type Box3, type Group, type Object3D } from "three";
import type { EditorAsset, SceneObject } from "../ar-projects/editor-contract";
import {
  AudioView,
  GlbView,
  ImageView,
  MarkerView,
  PlaceholderView,
  PrimitiveView,
  VideoView,
  ViewErrorBoundary,
} from "./object-views";
import { Cameras, CaptureBridge, FrameBridge, Grid, RenderAfterUpdate } from "./canvas-bridges";
import { Gizmo } from "./canvas-gizmo";
import type { GizmoMode, MarkerImage, Registry, TransformUpdate, ViewMode } from "./canvas-types";
import { isSoftwareRenderer } from "./render-budget";
import type { PrimitiveMesh, VideoType } from "@ar/scene-kinds";

export type SceneCanvasProps = {
  objects: SceneObject[];
  assetsById: Map<string, EditorAsset>;
  selection: string[];
  view: ViewMode;
  mode: GizmoMode;
  shiftHeld: boolean;
  marker: MarkerImage | null;
  onPick: (id: string, additive: boolean) => void;
  onClear: () => void;
  onTransformEnd: (updates: TransformUpdate[]) => void;
  onModelSize: (id: string, box: Box3) => void;
  onModelAnimations: (id: string, count: number) => void;
  /** Grows by one for each "frame the selection" request (F or the toolbar button). */
  frameRequest: number;
  /** Grows by one for each "Reset view": the cameras start again from their first position. */
  viewResets: number;
  onCaptureReady: (capture: (() => Promise<Blob | null>) | null) => void;
};

const SELECTION_COLOR = "#4f46e5";

const str = (v: unknown, d: string) => (typeof v === "string" ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === "boolean" ? v : d);

function ObjectContent({
  object,
  asset,
  marker,
  onModelSize,
  onModelAnimations,
}: {
  object: SceneObject;
  asset: EditorAsset | undefined;
  marker: MarkerImage | null;
  onModelSize: (id: string, box: Box3) => void;
  onModelAnimations: (id: string, count: number) => void;
}) {
  const d = object.data ?? {};
  const onSize = useCallback((b: Box3) => onModelSize(object.id, b), [onModelSize, object.id]);
  const onAnimations = useCallback((n: number) => onModelAnimations(object.id, n), [onModelAnimations, object.id]);
  switch (object.type) {
    case "primitive":
      return (
        <PrimitiveView
          mesh={str(d.mesh, "cube") as PrimitiveMesh}
          color={str(d.color, "#FFFFFF")}
          colorOn={bool(d.colorOn, true)}
        />
      );
    case "sceneMarker":
      return marker ? <MarkerView urls={marker.urls} scale={marker.scale} /> : <PlaceholderView />;
    case "audio":
      return <AudioView />;
  }
  if (!asset?.src) return <PlaceholderView broken={!asset} />;
  switch (object.type) {
    case "image":
      return <ImageView src={asset.src} />;
    case "video":
      return (
        <VideoView
          src={asset.src}
          type={str(d.videoType, "video") as VideoType}
          chromaKey={str(d.chromaKey, "#00FF00")}
          chromaKeyEnabled={bool(d.chromaKeyEnabled, false)}
        />
      );
    case "glb":
      return (
        <GlbView
          src={asset.src}
          playAnimation={bool(d.playAnimation, true)}
          loop={str(d.animationPlayMode, "loop") !== "once"}
          sunset={d.envMap === "sunset"}
          onSize={onSize}
          onAnimations={onAnimations}
        />
      );
  }
}

const ObjectNode = memo(function ObjectNode(props: {
  object: SceneObject;
  asset: EditorAsset | undefined;
  selected: boolean;
  marker: MarkerImage | null;
  registry: Registry;
  onRegistered: () => void;
  onPick: (id: string, additive: boolean) => void;
  onModelSize: (id: string, box: Box3) => void;
  onModelAnimations: (id: string, count: number) => void;
}) {
  const { object, registry, onRegistered, onPick } = props;
  const ref = useRef<Group>(null);
  useLayoutEffect(() => {
    registry.current.set(object.id, ref.current!);
    onRegistered();
    return () => {
      registry.current.delete(object.id);
      onRegistered();
    };
  }, [object.id, registry, onRegistered]);
  const helper = useHelper(props.selected ? (ref as MutableRefObject<Object3D>) : false, BoxHelper, SELECTION_COLOR);
  useEffect(() => {
    if (helper.current) helper.current.userData.editorOnly = true;
  });
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 4) return;
    e.stopPropagation();
    onPick(object.id, e.shiftKey);
  };
  return (
    <group
      ref={ref}
      name={object.id}
      position={object.position}
      rotation={object.rotation}
      scale={object.scale}
      onClick={onClick}
    >
      <ViewErrorBoundary
        resetKey={`${object.assetId ?? ""}|${props.asset?.src ?? ""}`}
        fallback={<PlaceholderView broken />}
      >
        <Suspense fallback={<PlaceholderView />}>
          <ObjectContent
            object={object}
            asset={props.asset}
            marker={props.marker}
            onModelSize={props.onModelSize}
            onModelAnimations={props.onModelAnimations}
          />
        </Suspense>
      </ViewErrorBoundary>
    </group>
  );
});

export function SceneCanvas(props: SceneCanvasProps) {
  const registry = useRef(new Map<string, Object3D>());
  const [registryVersion, setRegistryVersion] = useState(0);
  const onRegistered = useCallback(() => setRegistryVersion((v) => v + 1), []);
  const dragEndedAt = useRef(0);
  const { onPick, onClear } = props;
  // A click that ends a gizmo drag must neither select what lies under the pointer nor clear the selection.
  const justDragged = () => performance.now() - dragEndedAt.current < 250;
  const pick = useCallback((id: string, additive: boolean) => !justDragged() && onPick(id, additive), [onPick]);
  const hasMarkerObject = props.objects.some((o) => o.type === "sceneMarker");
  const selected = new Set(props.selection);
  const [software] = useState(isSoftwareRenderer);
  return (
    <Canvas
      flat
      frameloop="demand"
      dpr={software ? 1 : [1, 2]}
      gl={{ antialias: !software }}
      onPointerMissed={(e) => e.type === "click" && !justDragged() && onClear()}
      data-testid="scene-canvas"
    >
      <color attach="background" args={["#f1f5f9"]} />
      <Cameras view={props.view} resetKey={props.viewResets} />
      <ambientLight intensity={1.1} />
      <directionalLight position={[5, 10, 7]} intensity={1.8} />
      <directionalLight position={[-6, 4, -5]} intensity={0.5} />
      <Grid />
      {props.marker && !hasMarkerObject && <MarkerView urls={props.marker.urls} scale={props.marker.scale} />}
      {props.objects.map((o) => (
        <ObjectNode
          key={o.id}
          object={o}
          asset={o.assetId === null || o.assetId === undefined ? undefined : props.assetsById.get(String(o.assetId))}
          selected={selected.has(o.id)}
          marker={props.marker}
          registry={registry}
          onRegistered={onRegistered}
          onPick={pick}
          onModelSize={props.onModelSize}
          onModelAnimations={props.onModelAnimations}
        />
      ))}
      <Gizmo
        registry={registry}
        registryVersion={registryVersion}
        selection={props.selection}
        mode={props.mode}
        view={props.view}
        shiftHeld={props.shiftHeld}
        onTransformEnd={props.onTransformEnd}
        dragEndedAt={dragEndedAt}
      />
      <FrameBridge request={props.frameRequest} registry={registry} selection={props.selection} />
      <CaptureBridge onCaptureReady={props.onCaptureReady} />
      <RenderAfterUpdate />
    </Canvas>
  );
}
