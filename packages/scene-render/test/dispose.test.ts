// disposeObject, the one GPU clean-up of a three.js tree (issue 24: it replaced the pack preview's
// and the ARKit export's own copies): meshes, lines and points give back geometry, materials and
// textures; shared resources (a GLB copy's, the audio badges' texture) are kept.
import { describe, expect, it } from "vitest";
import {
  BoxGeometry,
  BufferGeometry,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  Points,
  PointsMaterial,
  Texture,
  type EventDispatcher,
} from "three";
import { disposeObject } from "../src/dispose";

function watch(...things: EventDispatcher<{ dispose: object }>[]) {
  const gone = new Set<unknown>();
  for (const t of things) t.addEventListener("dispose", () => gone.add(t));
  return gone;
}

describe("disposeObject", () => {
  it("frees the geometry, materials and textures of every drawn child", () => {
    const map = new Texture();
    const mesh = new Mesh(new BoxGeometry(), [new MeshBasicMaterial({ map }), new MeshBasicMaterial()]);
    const line = new Line(new BufferGeometry(), new LineBasicMaterial());
    const points = new Points(new BufferGeometry(), new PointsMaterial());
    const root = new Group();
    const inner = new Group();
    inner.add(line, points);
    root.add(mesh, inner);
    const materials = mesh.material as MeshBasicMaterial[];
    const gone = watch(
      mesh.geometry,
      ...materials,
      map,
      line.geometry,
      line.material,
      points.geometry,
      points.material,
    );
    disposeObject(root);
    expect(gone.size).toBe(8);
  });

  it("keeps what a GLB copy shares with its original, and shared textures", () => {
    const map = new Texture();
    const copy = new Group();
    copy.userData.sharedResources = true;
    const modelMesh = new Mesh(new BoxGeometry(), new MeshBasicMaterial({ map }));
    copy.add(modelMesh);
    const badgeTexture = new Texture();
    const badge = new Mesh(new BoxGeometry(), new MeshBasicMaterial({ map: badgeTexture }));
    badge.userData.sharedTextures = true;
    const root = new Group().add(copy, badge);
    const gone = watch(modelMesh.geometry, map, badge.geometry, badgeTexture);
    disposeObject(root);
    expect([...gone]).toEqual([badge.geometry]);
  });
});
