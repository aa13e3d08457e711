// The transform gizmo (drei's TransformControls) of the scene canvas, with Shift snapping and
// group moves for a multi-selection. It only reports finished gestures.
import { TransformControls } from "@react-three/drei";
import { useRef, type MutableRefObject } from "react";
import { Vector3, type Object3D, type Quaternion } from "three";
import type { GizmoMode, Registry, TransformUpdate, Vec3, ViewMode } from "./canvas-types";
import { gizmoSnaps } from "./placement";

type Snapshot = { position: Vector3; quaternion: Quaternion; scale: Vector3 };
const snap = (o: Object3D): Snapshot => ({
  position: o.position.clone(),
  quaternion: o.quaternion.clone(),
  scale: o.scale.clone(),
});
const vec = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/** The gizmo on the first selected object; the rest of a multi-selection follows its moves. */
export function Gizmo({
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
