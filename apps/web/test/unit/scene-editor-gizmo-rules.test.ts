// The scene editor's gizmo rules (issue 22): move/scale/rotation snapping with Shift, the rotation
// shown after a gizmo turn, new models resting on the marker, and framing the selection.
import { Euler, Quaternion } from "three";
import { describe, expect, it } from "vitest";
import { boundingSphere, frameOrthographicZoom, framePerspective } from "../../app/components/scene-editor/framing";
import {
  closestEuler,
  gizmoSnaps,
  restOnPlane,
  toDegrees,
  toRadians,
} from "../../app/components/scene-editor/placement";

type V = [number, number, number];
const deg = (v: V) => v.map((x) => Math.round(toDegrees(x) * 1000) / 1000);
/** What three.js reads back from a rotation after the gizmo (through its quaternion). */
const viaQuaternion = (v: V): V => {
  const e = new Euler().setFromQuaternion(new Quaternion().setFromEuler(new Euler(...v, "XYZ")), "XYZ");
  return [e.x, e.y, e.z];
};
const sameRotation = (a: V, b: V) =>
  new Quaternion().setFromEuler(new Euler(...a)).angleTo(new Quaternion().setFromEuler(new Euler(...b))) < 1e-6;

describe("gizmo snapping", () => {
  it("snaps move to 0.1, scale to 0.1 and rotation to 15° only while Shift is held", () => {
    const on = gizmoSnaps(true);
    expect(on.translation).toBeCloseTo(0.1);
    expect(on.scale).toBeCloseTo(0.1);
    expect(toDegrees(on.rotation!)).toBeCloseTo(15);
    expect(gizmoSnaps(false)).toEqual({ translation: null, rotation: null, scale: null });
  });
});

describe("the rotation the panel shows after a gizmo turn", () => {
  it("turning only the Y ring to 120° shows 0 / 120 / 0, not −180 / 60 / −180", () => {
    const set: V = [0, toRadians(120), 0];
    const read = viaQuaternion(set);
    expect(deg(read)).toEqual([-180, 60, -180]); // the equivalent triple three.js gives
    const shown = closestEuler(read, [0, toRadians(80), 0]);
    expect(deg(shown)).toEqual([0, 120, 0]);
    expect(sameRotation(shown, read)).toBe(true);
  });

  it("keeps whole turns near the previous value and leaves an unambiguous result as it was", () => {
    expect(deg(closestEuler([0, 0, toRadians(-170)], [0, 0, toRadians(175)]))).toEqual([0, 0, 190]);
    const plain: V = [0.1, 0.2, 0.3];
    expect(closestEuler(plain, [0, 0, 0])).toEqual(plain);
  });

  it("always returns the same rotation as three.js read back", () => {
    for (let i = 0; i < 200; i++) {
      const set: V = [Math.sin(i) * 3, Math.cos(i * 1.3) * 3, Math.sin(i * 0.7) * 3];
      const read = viaQuaternion(set);
      expect(sameRotation(closestEuler(read, set), read)).toBe(true);
    }
  });
});

describe("a new model rests on the marker", () => {
  it("puts the bottom of the fitted box on the marker plane, centred over the marker", () => {
    // A 2 x 4 x 4 box centred on its origin, fitted at scale 0.5: half-sunk before (origin at 0).
    const box = { min: { x: -1, y: -2, z: -2 }, max: { x: 1, y: 2, z: 2 } };
    expect(restOnPlane(box, 0.5)).toEqual([0, 1, 0]);
    // A model whose origin is at a corner, and a marker-position object lifted to y = 0.3.
    const corner = { min: { x: 0, y: 0.5, z: 0 }, max: { x: 2, y: 2.5, z: 4 } };
    expect(restOnPlane(corner, 2, [1, 0.3, -1])).toEqual([1 - 2, 0.3 - 1, -1 - 4]);
    const empty = { min: { x: Infinity, y: Infinity, z: Infinity }, max: { x: -Infinity, y: -Infinity, z: -Infinity } };
    expect(restOnPlane(empty, 1, [0, 0.2, 0])).toEqual([0, 0.2, 0]);
  });
});

describe("framing the selection", () => {
  it("keeps the view direction and fits the bounding sphere in the narrower field of view", () => {
    const sphere = boundingSphere([9, 0, -1], [11, 2, 1])!;
    expect(sphere.center).toEqual([10, 1, 0]);
    expect(sphere.radius).toBeCloseTo(Math.sqrt(3));
    const { position, target } = framePerspective(sphere, [0, 0, 10], [0, 0, 0], 50, 2);
    expect(target).toEqual([10, 1, 0]);
    expect(position[0]).toBeCloseTo(10);
    expect(position[1]).toBeCloseTo(1);
    const distance = position[2];
    // The sphere (with its 1.3 margin) just fits the vertical 50°: sin(25°) = r·1.3 / d.
    expect(Math.sin(toRadians(25))).toBeCloseTo((sphere.radius * 1.3) / distance);
    // A tall, narrow view fits the horizontal angle instead: farther away.
    expect(framePerspective(sphere, [0, 0, 10], [0, 0, 0], 50, 0.5).position[2]).toBeGreaterThan(distance);
  });

  it("zooms the top view so the selection fills the smaller side, and gives tiny objects room", () => {
    expect(frameOrthographicZoom({ center: [0, 0, 0], radius: 2 }, 800, 600)).toBeCloseTo(600 / (4 * 1.3));
    expect(boundingSphere([0, 0, 0], [0, 0, 0])!.radius).toBe(0.25);
    expect(boundingSphere([0, 0, 0], [Infinity, 0, 0])).toBeNull();
  });
});
