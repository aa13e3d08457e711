import { Euler, Quaternion } from "three";
import { describe, expect, it } from "vitest";
import { Matrix4, Vector3 } from "three";
import type { SceneObject } from "../src/scene-object";
import {
  composeWith,
  fromStored,
  markerScale,
  relativeTo,
  sceneHasMarker,
  toMarkerSpace,
  toStored,
} from "../src/transforms";
import { sceneData } from "../../core/src/ar-projects/scene-schema";

type Vec3 = [number, number, number];
const obj = (
  id: string,
  type: SceneObject["type"],
  position: Vec3,
  rotation: Vec3 = [0, 0, 0],
  scale: Vec3 = [1, 1, 1],
): SceneObject => ({ id, name: id, type, position, rotation, scale, data: {} });
const quat = (r: number[]) => new Quaternion().setFromEuler(new Euler(r[0], r[1], r[2], "XYZ"));

function expectSameTransform(a: SceneObject, b: SceneObject) {
  a.position.forEach((v, i) => expect(v).toBeCloseTo(b.position[i]!, 9));
  a.scale.forEach((v, i) => expect(v).toBeCloseTo(b.scale[i]!, 9));
  // Euler triples may differ and still name the same rotation: compare the rotations.
  expect(Math.abs(quat(a.rotation).dot(quat(b.rotation)))).toBeCloseTo(1, 9);
}

describe("marker-size factor", () => {
  it("is 1.2 for QR markers and 1 otherwise", () => {
    expect(markerScale({ qrMarker: { id: "abc" }, imageMarker: null })).toBe(1.2);
    expect(markerScale({ qrMarker: null, imageMarker: { markerImageSrc: "/f/m.png" } })).toBe(1);
    expect(markerScale({ qrMarker: null, imageMarker: null })).toBe(1);
  });
  it("knows whether the scene has a printed marker", () => {
    expect(sceneHasMarker({ qrMarker: { id: "a" }, imageMarker: null })).toBe(true);
    expect(sceneHasMarker({ qrMarker: null, imageMarker: { markerImageSrc: "/x.png" } })).toBe(true);
    expect(sceneHasMarker({ qrMarker: null, imageMarker: { markerImageSrc: null } })).toBe(false);
    expect(sceneHasMarker({ qrMarker: null, imageMarker: null })).toBe(false);
  });
});

describe("saving and loading transforms", () => {
  it("divides positions and scales by the factor without a marker object (rotation untouched)", () => {
    const [s] = toStored([obj("a", "primitive", [1.2, 0.6, -2.4], [0.1, 0.2, 0.3], [2.4, 1.2, 1.2])], 1.2);
    expect(s!.position[0]).toBeCloseTo(1);
    expect(s!.position[1]).toBeCloseTo(0.5);
    expect(s!.position[2]).toBeCloseTo(-2);
    expect(s!.scale).toEqual([2, 1, 1]);
    expect(s!.rotation).toEqual([0.1, 0.2, 0.3]);
  });

  it("stores objects relative to the marker object", () => {
    const marker = obj("m", "sceneMarker", [2, 0, 1]);
    const cube = obj("c", "primitive", [3, 0.5, 1]);
    const stored = toStored([marker, cube], 1);
    expect(stored[0]!.position).toEqual([2, 0, 1]);
    expect(stored[1]!.position).toEqual([1, 0.5, 0]);
  });

  it("accounts for the marker's rotation and scale", () => {
    const marker = obj("m", "sceneMarker", [0, 0, 0], [0, Math.PI / 2, 0], [2, 2, 2]);
    const cube = obj("c", "primitive", [0, 0, -2], [0, Math.PI / 2, 0], [2, 2, 2]);
    const rel = relativeTo(marker, cube);
    // A quarter turn about y maps the marker's +x onto the scene's -z.
    expect(rel.position[0]).toBeCloseTo(1);
    expect(rel.position[2]).toBeCloseTo(0);
    expect(rel.scale).toEqual([1, 1, 1]);
    expect(Math.abs(quat(rel.rotation).dot(new Quaternion()))).toBeCloseTo(1);
    expectSameTransform(composeWith(marker, rel), cube);
  });

  it("round-trips exactly (within float precision) for many random scenes", () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const v = (k = 5): Vec3 => [rnd() * k, rnd() * k, rnd() * k];
    const s = (): Vec3 => [0.2 + Math.abs(rnd()) * 3, 0.2 + Math.abs(rnd()) * 3, 0.2 + Math.abs(rnd()) * 3];
    for (let trial = 0; trial < 50; trial++) {
      const withMarker = trial % 2 === 0;
      const objects = [
        ...(withMarker ? [obj("m", "sceneMarker", v(), v(Math.PI), [1.5, 1.5, 1.5])] : []),
        ...Array.from({ length: 6 }, (_, i) => obj(`o${i}`, i % 2 ? "glb" : "primitive", v(), v(Math.PI), s())),
      ];
      for (const factor of [1, 1.2]) {
        const back = fromStored(toStored(objects, factor), factor);
        back.forEach((o, i) => expectSameTransform(o, objects[i]!));
        // Loading then saving gives the stored data back too.
        const stored = toStored(objects, factor);
        toStored(fromStored(stored, factor), factor).forEach((o, i) => expectSameTransform(o, stored[i]!));
      }
    }
  });

  it("keeps values exact when the marker is not rotated", () => {
    const objects = [
      obj("m", "sceneMarker", [1, 0, 1]),
      obj("a", "primitive", [0.5, 0.5, 0.25], [0.3, 0, 0], [1, 2, 4]),
    ];
    expect(fromStored(toStored(objects, 1), 1)).toEqual(objects);
  });

  it("produces scene data the server accepts", () => {
    const stored = toStored([obj("m", "sceneMarker", [1, 0, 1], [0, 1, 0]), obj("a", "primitive", [0, 0.5, 0])], 1.2);
    expect(sceneData.safeParse(stored).success).toBe(true);
  });
});

describe("marker space (what the viewer anchors on the printed marker)", () => {
  const matrix = (o: SceneObject) =>
    new Matrix4().compose(new Vector3(...o.position), quat(o.rotation), new Vector3(...o.scale));
  // Where a point of an object lands relative to the marker image the editor draws: the marker
  // image is `factor` wide at the origin, or inside the marker object's frame when there is one.
  function inMarkerImageUnits(edited: SceneObject[], factor: number, id: string, point: Vector3) {
    const marker = edited.find((o) => o.type === "sceneMarker");
    const markerImage = (marker ? matrix(marker) : new Matrix4()).multiply(
      new Matrix4().makeScale(factor, factor, factor),
    );
    const world = point.clone().applyMatrix4(matrix(edited.find((o) => o.id === id)!));
    return world.applyMatrix4(markerImage.invert());
  }

  for (const withMarker of [false, true]) {
    it(`puts objects where the editor drew them, in marker widths (${withMarker ? "with" : "without"} a marker object)`, () => {
      for (const factor of [1, 1.2]) {
        const edited = [
          ...(withMarker ? [obj("m", "sceneMarker", [0.7, 0, -0.4], [0, 0.6, 0], [1.5, 1.5, 1.5])] : []),
          obj("a", "primitive", [1.2, 0.6, -2.4], [0.1, 0.2, 0.3], [0.5, 0.5, 0.5]),
          obj("b", "video", [0, 0.01, 0.6], [-Math.PI / 2, 0, 0], [2, 2, 2]),
        ];
        const space = toMarkerSpace(toStored(edited, factor), factor);
        expect(space.map((o) => o.id)).toEqual(["a", "b"]);
        for (const o of space) {
          for (const p of [new Vector3(0, 0, 0), new Vector3(0.5, 0.5, 0.5), new Vector3(-0.5, 0.2, 0.1)]) {
            const expected = inMarkerImageUnits(edited, factor, o.id, p);
            const got = p.clone().applyMatrix4(matrix(o));
            expect(got.distanceTo(expected)).toBeLessThan(1e-9);
          }
        }
      }
    });
  }
});
