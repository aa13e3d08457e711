// The three.js canvas: camera (2D orthographic top view or 3D perspective), grid, marker image,
// the objects, click selection and the transform gizmo. It reports finished gestures upward; the
// editor turns them into undoable edits.
import { Canvas, useThree, type ThreeEvent } from "@react-three/fiber";
import { OrbitControls, OrthographicCamera, PerspectiveCamera, TransformControls, useHelper } from "@react-three/drei";
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
import {
  Box3,
  BoxHelper,
  MOUSE,
  OrthographicCamera as ThreeOrthographicCamera,
  PerspectiveCamera as ThreePerspectiveCamera,
  Quaternion,
  Vector3,
  type GridHelper,
  type Group,
  type Object3D,
} from "three";
import type { PrimitiveMesh, VideoType } from "@ar/scene-kinds";
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
import { boundingSphere, frameOrthographicZoom, framePerspective } from "./framing";
import { coverRect, gizmoSnaps } from "./placement";
import { isSoftwareRenderer } from "./render-budget";
import { GRID_DIVISIONS, GRID_SIZE, PREVIEW_HEIGHT, PREVIEW_JPEG_QUALITY, PREVIEW_WIDTH } from "./scene-constants";

export type ViewMode = "2d" | "3d";
export type GizmoMode = "translate" | "rotate" | "scale";
type Vec3 = [number, number, number];
export type TransformUpdate = { id: string; position: Vec3; rotation: Vec3; scale: Vec3 };
export type MarkerImage = { urls: string[]; scale: number };

type Registry = MutableRefObject<Map<string, Object3D>>;

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

type Snapshot = { position: Vector3; quaternion: Quaternion; scale: Vector3 };
const snap = (o: Object3D): Snapshot => ({
  position: o.position.clone(),
  quaternion: o.quaternion.clone(),
  scale: o.scale.clone(),
});
const vec = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/** The gizmo on the first selected object; the rest of a multi-selection follows its moves. */
function Gizmo({
  registry,
  registryVersion,
  selection,
  mode,
  view,
  shiftHeld,
  onTransformEnd,
  dragEndedAt,
}: {
  registry: Registry;
  registryVersion: number;
  selection: string[];
  mode: GizmoMode;
  view: ViewMode;
  shiftHeld: boolean;
  onTransformEnd: (u: TransformUpdate[]) => void;
  dragEndedAt: MutableRefObject<number>;
}) {
  const primaryId = selection[0];
  const target = primaryId ? registry.current.get(primaryId) : undefined;
  const start = useRef<Map<string, Snapshot> | null>(null);
  void registryVersion;
  const snaps = gizmoSnaps(shiftHeld);
  if (!target) return null;
  const group = () =>
    selection.flatMap((id) => {
      const o = registry.current.get(id);
      return o ? [[id, o] as const] : [];
    });
  return (
    <TransformControls
      object={target}
      mode={mode}
      translationSnap={snaps.translation}
      rotationSnap={snaps.rotation}
      scaleSnap={snaps.scale}
      showY={view === "3d" || mode === "rotate"}
      showX={view === "3d" || mode !== "rotate"}
      showZ={view === "3d" || mode !== "rotate"}
      size={0.9}
      onMouseDown={() => {
        start.current = new Map(group().map(([id, o]) => [id, snap(o)]));
      }}
      onObjectChange={() => {
        const s = start.current;
        const p0 = s?.get(primaryId!);
        if (!s || !p0 || s.size < 2) return;
        const dp = target.position.clone().sub(p0.position);
        const dq = target.quaternion.clone().multiply(p0.quaternion.clone().invert());
        const ds = new Vector3(
          target.scale.x / (p0.scale.x || 1),
          target.scale.y / (p0.scale.y || 1),
          target.scale.z / (p0.scale.z || 1),
        );
        for (const [id, o] of group()) {
          const o0 = s.get(id);
          if (id === primaryId || !o0) continue;
          o.position.copy(o0.position).add(dp);
          o.quaternion.copy(dq).multiply(o0.quaternion);
          o.scale.copy(o0.scale).multiply(ds);
        }
      }}
      onMouseUp={() => {
        dragEndedAt.current = performance.now();
        start.current = null;
        onTransformEnd(
          group().map(([id, o]) => ({
            id,
            position: vec(o.position),
            rotation: [o.rotation.x, o.rotation.y, o.rotation.z],
            scale: vec(o.scale),
          })),
        );
      }}
    />
  );
}

/** Registers the preview capture: render once without editor helpers, then crop to 420x225 JPEG. */
function CaptureBridge({ onCaptureReady }: { onCaptureReady: SceneCanvasProps["onCaptureReady"] }) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    onCaptureReady(async () => {
      const { gl, scene, camera } = get();
      const hidden: Object3D[] = [];
      scene.traverse((o) => {
        if (o.visible && (o.userData.editorOnly || (o as { isTransformControls?: boolean }).isTransformControls))
          hidden.push(o);
      });
      hidden.forEach((o) => (o.visible = false));
      try {
        // Rendering and copying in the same task reads the frame before the browser clears the
        // drawing buffer, so the canvas needs no preserveDrawingBuffer (which costs every frame).
        gl.render(scene, camera);
        const out = document.createElement("canvas");
        out.width = PREVIEW_WIDTH;
        out.height = PREVIEW_HEIGHT;
        const src = gl.domElement;
        const r = coverRect(src.width, src.height, PREVIEW_WIDTH, PREVIEW_HEIGHT);
        const ctx = out.getContext("2d");
        if (!ctx || !src.width || !src.height) return null;
        ctx.fillStyle = "#ffffff";
        ctx.fillRect(0, 0, PREVIEW_WIDTH, PREVIEW_HEIGHT);
        ctx.drawImage(src, r.sx, r.sy, r.sw, r.sh, 0, 0, PREVIEW_WIDTH, PREVIEW_HEIGHT);
        return await new Promise<Blob | null>((resolve) => out.toBlob(resolve, "image/jpeg", PREVIEW_JPEG_QUALITY));
      } finally {
        hidden.forEach((o) => (o.visible = true));
      }
    });
    return () => onCaptureReady(null);
  }, [get, onCaptureReady]);
  return null;
}

/**
 * Frame the selection: on each new request, point the camera at the selected objects' bounds
 * (everything when nothing is selected). Editor-only helpers are not part of an object's group.
 */
function FrameBridge({ request, registry, selection }: { request: number; registry: Registry; selection: string[] }) {
  const get = useThree((s) => s.get);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  useEffect(() => {
    if (request === 0) return;
    const { camera, controls, size, invalidate } = get();
    const ids = selectionRef.current.length > 0 ? selectionRef.current : [...registry.current.keys()];
    const box = new Box3();
    for (const id of ids) {
      const o = registry.current.get(id);
      if (o) box.expandByObject(o);
    }
    if (box.isEmpty()) return;
    const sphere = boundingSphere(box.min.toArray(), box.max.toArray());
    if (!sphere) return;
    const orbit = controls as unknown as { target: Vector3; update: () => void } | null;
    const target = orbit?.target ?? new Vector3();
    if (camera instanceof ThreePerspectiveCamera) {
      const next = framePerspective(
        sphere,
        camera.position.toArray(),
        target.toArray(),
        camera.fov,
        size.width / Math.max(1, size.height),
      );
      camera.position.set(...next.position);
    } else if (camera instanceof ThreeOrthographicCamera) {
      // The top view keeps looking straight down; it moves over the centre and zooms to fit.
      camera.position.set(sphere.center[0], camera.position.y, sphere.center[2] + 0.0001);
      camera.zoom = frameOrthographicZoom(sphere, size.width, size.height);
      camera.updateProjectionMatrix();
    }
    target.set(...sphere.center);
    if (camera instanceof ThreeOrthographicCamera) target.y = 0;
    camera.lookAt(target);
    orbit?.update();
    invalidate();
  }, [request, get, registry]);
  return null;
}

/** Any change of the editor's state (selection, objects, view) draws one new frame. */
function RenderAfterUpdate() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate());
  return null;
}

function Cameras({ view }: { view: ViewMode }) {
  return view === "3d" ? (
    <>
      <PerspectiveCamera makeDefault position={[2.6, 3.2, 4.2]} fov={50} near={0.05} far={500} />
      <OrbitControls key="3d" makeDefault enableDamping={false} target={[0, 0, 0]} maxDistance={150} />
    </>
  ) : (
    <>
      {/* Straight down, with -z up on screen; the tiny z offset keeps lookAt well defined. */}
      <OrthographicCamera makeDefault position={[0, 60, 0.0001]} zoom={70} near={0.1} far={500} />
      <OrbitControls
        key="2d"
        makeDefault
        enableDamping={false}
        target={[0, 0, 0]}
        enableRotate={false}
        mouseButtons={{ LEFT: MOUSE.PAN, MIDDLE: MOUSE.DOLLY, RIGHT: MOUSE.PAN }}
      />
    </>
  );
}

function Grid() {
  const ref = useRef<GridHelper>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.userData.editorOnly = true;
  }, []);
  return <gridHelper ref={ref} args={[GRID_SIZE, GRID_DIVISIONS, "#64748b", "#c4cdd9"]} position={[0, -0.001, 0]} />;
}

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
      <Cameras view={props.view} />
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
