// The scene canvas's helpers that read the three.js state: preview capture, framing the
// selection, on-demand rendering, the cameras and the grid.
import { useThree } from "@react-three/fiber";
import { OrbitControls, OrthographicCamera, PerspectiveCamera } from "@react-three/drei";
import { useEffect, useLayoutEffect, useRef } from "react";
import {
  Box3,
  MOUSE,
  OrthographicCamera as ThreeOrthographicCamera,
  PerspectiveCamera as ThreePerspectiveCamera,
  Vector3,
  type GridHelper,
  type Object3D,
} from "three";
import type { Registry, ViewMode } from "./canvas-types";
import { boundingSphere, frameOrthographicZoom, framePerspective } from "./framing";
import { coverRect } from "./placement";
import { GRID_DIVISIONS, GRID_SIZE, PREVIEW_HEIGHT, PREVIEW_JPEG_QUALITY, PREVIEW_WIDTH } from "./scene-constants";

/** Registers the preview capture: render once without editor helpers, then crop to 420x225 JPEG. */
export function CaptureBridge({
  onCaptureReady,
}: {
  onCaptureReady: (capture: (() => Promise<Blob | null>) | null) => void;
}) {
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
export function FrameBridge({
  request,
  registry,
  selection,
}: {
  request: number;
  registry: Registry;
  selection: string[];
}) {
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
export function RenderAfterUpdate() {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate());
  return null;
}

/**
 * The orbit stops just above the marker plane: seen from below, the marker (and what stands on
 * it) is upside down and behind the grid, which no phone will ever show.
 */
const ABOVE_MARKER_PLANE = Math.PI / 2 - 0.02;

/** The two cameras; a new `resetKey` mounts them afresh, which is the "Reset view" button. */
export function Cameras({ view, resetKey }: { view: ViewMode; resetKey: number }) {
  return view === "3d" ? (
    <>
      <PerspectiveCamera key={`p${resetKey}`} makeDefault position={[2.6, 3.2, 4.2]} fov={50} near={0.05} far={500} />
      <OrbitControls
        key={`3d${resetKey}`}
        makeDefault
        enableDamping={false}
        target={[0, 0, 0]}
        maxDistance={150}
        maxPolarAngle={ABOVE_MARKER_PLANE}
      />
    </>
  ) : (
    <>
      {/* Straight down, with -z up on screen; the tiny z offset keeps lookAt well defined. */}
      <OrthographicCamera key={`o${resetKey}`} makeDefault position={[0, 60, 0.0001]} zoom={70} near={0.1} far={500} />
      <OrbitControls
        key={`2d${resetKey}`}
        makeDefault
        enableDamping={false}
        target={[0, 0, 0]}
        enableRotate={false}
        mouseButtons={{ LEFT: MOUSE.PAN, MIDDLE: MOUSE.DOLLY, RIGHT: MOUSE.PAN }}
      />
    </>
  );
}

export function Grid() {
  const ref = useRef<GridHelper>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.userData.editorOnly = true;
  }, []);
  return <gridHelper ref={ref} args={[GRID_SIZE, GRID_DIVISIONS, "#64748b", "#c4cdd9"]} position={[0, -0.001, 0]} />;
}
