// The viewer's plan for image-marker projects (issue 21): every image scene with a prepared target
// is tracked; scenes without one are left out; with none left the 3D view says the marker is not
// ready; a QR scene still wins in a QR project; the camera is asked for image plans.
import { describe, expect, it } from "vitest";
import { planFor, wantsCamera } from "../../viewer/src/project/plan";
import type { PublicScene } from "../../viewer/src/project/types";
import { publicProject as project, publicScene } from "./viewer-project-fixtures";

const scene = (id: number, kind: PublicScene["kind"], target?: string | null): PublicScene =>
  publicScene(id, kind, {
    qrMarkerId: kind === "qr" ? "m" : null,
    markerImage:
      kind === "image"
        ? { src: `/api/public/files/${id}.jpg`, naturalWidth: 720, ...(target !== undefined ? { target } : {}) }
        : null,
  });

describe("viewer plan: image markers", () => {
  it("tracks every image scene that has a target, in order, and asks for the camera", () => {
    const plan = planFor(
      project("ALBUM", [
        scene(1, "image", "/t/1.json"),
        scene(2, "world"),
        scene(3, "image", null),
        scene(4, "image", "/t/4.json"),
      ]),
    );
    expect(plan).toEqual({
      mode: "image",
      scenes: [
        { scene: expect.objectContaining({ id: 1 }), target: "/t/1.json" },
        { scene: expect.objectContaining({ id: 4 }), target: "/t/4.json" },
      ],
    });
    expect(wantsCamera(plan)).toBe(true);
  });

  it("image scenes but no target (a snapshot older than image tracking): the 3D view of the first, saying why, no camera", () => {
    const plan = planFor(project("ALBUM", [scene(1, "world"), scene(2, "image"), scene(3, "image", null)]));
    expect(plan).toMatchObject({ mode: "3d", scene: { id: 2 }, why: "target-not-ready" });
    expect(wantsCamera(plan)).toBe(false);
  });

  it("a QR project with a QR scene tracks the QR scene; code projects keep their own plan", () => {
    expect(planFor(project("QR", [scene(1, "image", "/t/1.json"), scene(2, "qr")]))).toMatchObject({
      mode: "ar",
      scene: { id: 2 },
    });
    expect(planFor(project("CODE", [scene(1, "image", "/t/1.json")])).mode).not.toBe("image");
  });
});
