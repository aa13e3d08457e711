// Stored vs edited transforms (editors spec §3): saved positions and scales are divided by the
// marker-size factor, and when a scene marker object exists every other object is stored relative
// to it. The editor works in its own (absolute, unscaled) space and converts at the boundary, so
// loading must invert saving exactly — see the round-trip unit test. Moved here from the scene
// editor so the editor, the code preview and the viewer read saved scenes the same way.
import { Euler, Quaternion, Vector3 } from "three";
import { IMAGE_MARKER_SCALE, QR_MARKER_SCALE, type SceneObject, type Vec3 } from "./scene-object";

type MarkerScene = { qrMarker: { id: string } | null; imageMarker: { markerImageSrc: string | null } | null };
/** Only the transform matters here; any object shape carrying one goes through unchanged otherwise. */
type Placed = Pick<SceneObject, "type" | "position" | "rotation" | "scale">;

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

function scaled<T extends Placed>(o: T, f: number): T {
  return { ...o, position: o.position.map((v) => v * f) as Vec3, scale: o.scale.map((v) => v * f) as Vec3 };
}

/** `o` expressed in the frame of `m` (position, rotation and scale of the marker object). */
export function relativeTo<T extends Placed>(m: Placed, o: T): T {
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
export function composeWith<T extends Placed>(m: Placed, rel: T): T {
  const d = new Vector3(
    rel.position[0] * safe(m.scale[0]),
    rel.position[1] * safe(m.scale[1]),
    rel.position[2] * safe(m.scale[2]),
  );
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
export function toStored<T extends Placed>(objects: T[], factor: number): T[] {
  const f = 1 / safe(factor);
  const marker = objects.find((o) => o.type === "sceneMarker");
  const m = marker && scaled(marker, f);
  return objects.map((o) => (o === marker ? m! : m ? relativeTo(m, scaled(o, f)) : scaled(o, f)));
}

/** Saved on the server → editor space (exact inverse of toStored). */
export function fromStored<T extends Placed>(objects: T[], factor: number): T[] {
  const f = safe(factor);
  const marker = objects.find((o) => o.type === "sceneMarker");
  return objects.map((o) => scaled(o === marker || !marker ? o : composeWith(marker, o), f));
}

/**
 * Saved on the server → marker space, where the printed marker image is 1 unit wide, centred on
 * the origin, lying in the XZ plane with y up off the paper (the viewer anchors this frame on the
 * tracked marker). The sceneMarker object itself is left out: in the viewer the marker is the
 * printed one.
 *
 * Without a marker object, saved transforms are already in this frame: the editor draws the
 * marker `factor` wide at its origin and saving divides by `factor`. With one, the others are
 * saved in that object's own frame, in which the editor draws the marker `factor` wide, so they
 * are divided by `factor` once more.
 */
export function toMarkerSpace<T extends Placed>(objects: T[], factor: number): T[] {
  const hasMarker = objects.some((o) => o.type === "sceneMarker");
  const others = objects.filter((o) => o.type !== "sceneMarker");
  return hasMarker ? others.map((o) => scaled(o, 1 / safe(factor))) : others;
}
