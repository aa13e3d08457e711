// World scenes without WebXR (issue 21, docs/decisions/0032): the phone's orientation turns the
// camera (DeviceOrientation angles → quaternion), and a world project gets the world plan (the
// camera is asked for only on a tap there).
import { Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { planFor, wantsCamera } from "../../viewer/src/project/plan";
import { cameraQuaternion, headingOf } from "../../viewer/src/world/orientation";
import { publicProject as project, publicScene } from "./viewer-project-fixtures";

const look = (alpha: number, beta: number, gamma = 0, screen = 0) =>
  new Vector3(0, 0, -1).applyQuaternion(cameraQuaternion({ alpha, beta, gamma }, screen));
const close = (v: Vector3, x: number, y: number, z: number) => {
  expect(v.x).toBeCloseTo(x, 6);
  expect(v.y).toBeCloseTo(y, 6);
  expect(v.z).toBeCloseTo(z, 6);
};

describe("device orientation → camera", () => {
  it("flat on a table the back camera looks down; upright it looks ahead (-z); tilted it looks down at that angle", () => {
    close(look(0, 0), 0, -1, 0);
    close(look(0, 90), 0, 0, -1);
    const d = look(0, 55);
    expect((Math.asin(-d.y) * 180) / Math.PI).toBeCloseTo(35, 6);
  });
  it("alpha turns it about the vertical (counter-clockwise seen from above: to the left)", () => {
    const v = look(90, 90);
    close(v, -1, 0, 0);
    close(
      headingOf(cameraQuaternion({ alpha: 30, beta: 60, gamma: 0 })),
      -Math.sin(Math.PI / 6),
      0,
      -Math.cos(Math.PI / 6),
    );
  });
  it("the camera's up stays the screen's up in portrait and turns with a landscape screen", () => {
    const up = (screen: number) =>
      new Vector3(0, 1, 0).applyQuaternion(cameraQuaternion({ alpha: 0, beta: 90, gamma: 0 }, screen));
    close(up(0), 0, 1, 0);
    // Screen turned 90° (landscape, top to the left): the picture's up is the phone's right side.
    const l = up(90);
    expect(Math.abs(l.y)).toBeLessThan(1e-6);
    expect(Math.abs(l.x)).toBeCloseTo(1, 6);
  });
  it("looking straight down the heading falls back to ahead (-z)", () => {
    close(headingOf(cameraQuaternion({ alpha: 0, beta: 0, gamma: 0 })), 0, 0, -1);
  });
});

describe("world plan", () => {
  const scene = (id: number, kind: "world") => publicScene(id, kind, { name: "World" });
  it("a world project shows its world scene in world mode and asks for no camera up front", () => {
    const plan = planFor(project("WORLD", [scene(5, "world")]));
    expect(plan).toMatchObject({ mode: "world", scene: { id: 5 } });
    expect(wantsCamera(plan)).toBe(false);
  });
  it("an empty world project, or a world scene in an album, still gets the 3D view", () => {
    expect(planFor(project("WORLD", []))).toEqual({ mode: "3d", scene: null });
    expect(planFor(project("ALBUM", [scene(1, "world")]))).toMatchObject({ mode: "3d", scene: { id: 1 } });
  });
});
