// The eight primitive meshes (editors spec §9), unit-sized and centred on their origin, as the
// scene editor has always drawn them. Any rotation a shape needs to rest the right way (the
// pyramid's square base along the axes) is baked into the geometry, so the mesh's own transform
// is free for the object's saved position, rotation and scale.
import {
  BoxGeometry,
  BufferGeometry,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  IcosahedronGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  SphereGeometry,
  TorusGeometry,
} from "three";
import type { PrimitiveMesh } from "@ar/scene-kinds";
import { UNCOLORED_PRIMITIVE } from "./scene-object";

export function primitiveGeometry(mesh: PrimitiveMesh): BufferGeometry {
  switch (mesh) {
    case "sphere":
      return new SphereGeometry(0.5, 32, 16);
    case "cylinder":
      return new CylinderGeometry(0.5, 0.5, 1, 32);
    case "cone":
      return new ConeGeometry(0.5, 1, 32);
    case "tor":
      return new TorusGeometry(0.35, 0.15, 16, 48);
    case "ikosaeder":
      return new IcosahedronGeometry(0.5);
    case "dodecahedron":
      return new DodecahedronGeometry(0.5);
    case "pyramid":
      // A four-sided cone of radius √½ has a 1×1 base once turned by 45°.
      return new ConeGeometry(Math.SQRT1_2, 1, 4).rotateY(Math.PI / 4);
    case "cube":
    default:
      return new BoxGeometry(1, 1, 1);
  }
}

/** A primitive with its colour (`colorOn` false: the neutral grey the editor shows). */
export function createPrimitive(
  mesh: PrimitiveMesh,
  color: string,
  colorOn: boolean,
): Mesh<BufferGeometry, MeshStandardMaterial> {
  const material = new MeshStandardMaterial({
    color: colorOn ? color : UNCOLORED_PRIMITIVE,
    roughness: 0.55,
    metalness: 0.05,
  });
  const m = new Mesh(primitiveGeometry(mesh), material);
  m.userData.primitive = mesh;
  return m;
}

/** Shown while a file loads, or for an object whose asset is missing or failed (grey or red wire box). */
export function createPlaceholder(broken = false): Mesh<BoxGeometry, MeshBasicMaterial> {
  const m = new Mesh(
    new BoxGeometry(1, 1, 1),
    new MeshBasicMaterial({ wireframe: true, color: broken ? 0xef4444 : 0x94a3b8 }),
  );
  m.userData.placeholder = true;
  return m;
}
