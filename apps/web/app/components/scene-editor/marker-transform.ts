// Stored vs edited transforms (editors spec §3): saved positions and scales are divided by the
// marker-size factor, and when a scene marker object exists every other object is stored relative
// to it. The editor works in its own (absolute, unscaled) space and converts at the boundary, so
// loading must invert saving exactly — see the round-trip unit test.
import { Euler, Quaternion, Vector3 } from "three";
import type { SceneObject } from "../ar-projects/editor-contract";
import { IMAGE_MARKER_SCALE, QR_MARKER_SCALE } from "./scene-constants";

type Vec3 = [number, number, number];
type MarkerScene = { qrMarker: { id: string } | null; imageMarker: { markerImageSrc: string | null } | null };

/** The scene has a printed marker (QR or image) the content is placed against. */
export function sceneHasMarker(scene: MarkerScene): boolean {
  return Boolean(scene.qrMarker || scene.imageMarker?.markerImageSrc);
}

/** The marker image's scale on the canvas, which is also the marker-size factor of saved transforms. */
export function markerScale(scene: MarkerScene): number {
  return scene.qrMarker ? QR_MARKER_SCALE : IMAGE_MARKER_SCALE;
}

// A zero scale component cannot be divided by; both directions use the same substitute, so the
// conversion stays its own inverse.
const safe = (v: number) => (v === 0 ? 1 : v);
const isIdentityRotation = (r: Vec3) => r[0] === 0 && r[1] === 0 && r[2] === 0;
const quat = (r: Vec3) => new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2], "XYZ"));
const eulerOf = (q: Quaternion): Vec3 => {
  const e = new Euler().setFromQuaternion(q, "XYZ");
  return [e.x, e.y, e.z];
};

function scaled(o: SceneObject, f: number): SceneObject {
  return { ...o, position: o.position.map((v) => v * f) as Vec3, scale: o.scale.map((v) => v * f) as Vec3 };
}

/** `o` expressed in the frame of `m` (position, rotation and scale of the marker object). */
export function relativeTo(m: SceneObject, o: SceneObject): SceneObject {
  const d = new Vector3(o.position[0] - m.position[0], o.position[1] - m.position[1], o.position[2] - m.position[2]);
  let rotation = o.rotation;
  if (!isIdentityRotation(m.rotation)) {
    const inv = quat(m.rotation).invert();
    d.applyQuaternion(inv);
    rotation = eulerOf(inv.multiply(quat(o.rotation)));
  }
  return {
    ...o,
    position: [d.x / safe(m.scale[0]), d.y / safe(m.scale[1]), d.z / safe(m.scale[2])],
    rotation,
    scale: [o.scale[0] / safe(m.scale[0]), o.scale[1] / safe(m.scale[1]), o.scale[2] / safe(m.scale[2])],
  };
}

/** The inverse of relativeTo: a transform in the marker's frame back in the scene's frame. */
export function composeWith(m: SceneObject, rel: SceneObject): SceneObject {
  const d = new Vector3(rel.position[0] * safe(m.scale[0]), rel.position[1] * safe(m.scale[1]), rel.position[2] * safe(m.scale[2]));
  let rotation = rel.rotation;
  if (!isIdentityRotation(m.rotation)) {
    const q = quat(m.rotation);
    d.applyQuaternion(q);
    rotation = eulerOf(q.multiply(quat(rel.rotation)));
  }
  return {
    ...rel,
    position: [m.position[0] + d.x, m.position[1] + d.y, m.position[2] + d.z],
    rotation,
    scale: [rel.scale[0] * safe(m.scale[0]), rel.scale[1] * safe(m.scale[1]), rel.scale[2] * safe(m.scale[2])],
  };
}

/** Editor space → what is saved on the server. */
export function toStored(objects: SceneObject[], factor: number): SceneObject[] {
  const f = 1 / safe(factor);
  const marker = objects.find((o) => o.type === "sceneMarker");
  const m = marker && scaled(marker, f);
  return objects.map((o) => (o === marker ? m! : m ? relativeTo(m, scaled(o, f)) : scaled(o, f)));
}

/** Saved on the server → editor space (exact inverse of toStored). */
export function fromStored(objects: SceneObject[], factor: number): SceneObject[] {
  const f = safe(factor);
  const marker = objects.find((o) => o.type === "sceneMarker");
  return objects.map((o) => scaled(o === marker || !marker ? o : composeWith(marker, o), f));
}
