// Turns a script's SceneDescription into three.js objects: the preview frame renders them, and the
// unit tests check them headless in Node (scene graph only, no WebGL). Degrees become radians here.
// Primitives come from @ar/scene-render, so a script's cube is the scene editor's and the viewer's.
import * as THREE from "three";
import { createPrimitive } from "@ar/scene-render/primitives";
import type { SceneDescription, SceneNode } from "./scene-description";

export function place(object: THREE.Object3D, node: SceneNode) {
  object.name = node.name;
  object.position.set(...node.position);
  object.rotation.set(...(node.rotation.map((d) => THREE.MathUtils.degToRad(d)) as [number, number, number]));
  object.scale.set(...node.scale);
  object.visible = node.visible;
  object.userData.scriptLine = node.line;
}

export function tint(material: THREE.Material, node: SceneNode): THREE.Material {
  const m = material.clone();
  // The preview disposes only what the builder made, never an asset's own materials.
  m.userData.scriptOwned = true;
  if (node.color !== null && "color" in m && m.color instanceof THREE.Color) m.color.setHex(node.color);
  if (node.opacity < 1) {
    m.transparent = true;
    m.opacity = node.opacity * m.opacity;
  }
  return m;
}

/** An asset the script names but the project lacks: a wire box where it would stand. */
function placeholder(): THREE.Object3D {
  const box = new THREE.LineSegments(
    new THREE.EdgesGeometry(new THREE.BoxGeometry(1, 1, 1)),
    new THREE.LineBasicMaterial({ color: 0x94a3b8 }),
  );
  box.userData.placeholder = true;
  return box;
}

/**
 * Builds the nodes into a group. `resolveAsset` gives a fresh copy of a loaded asset (a GLB scene,
 * an image or video plane) or null when the project has no such asset.
 */
export function buildScene(
  description: SceneDescription,
  resolveAsset: (name: string) => THREE.Object3D | null = () => null,
): THREE.Group {
  const root = new THREE.Group();
  root.name = "script";
  for (const node of description.nodes) root.add(buildNode(node, resolveAsset));
  return root;
}

/** One node as a three.js object, placed and tinted. */
export function buildNode(node: SceneNode, resolveAsset: (name: string) => THREE.Object3D | null): THREE.Object3D {
  {
    let object: THREE.Object3D;
    if (node.kind === "primitive") {
      // White unless the script colours it; userData.primitive marks geometry the preview frees.
      const mesh = createPrimitive(node.mesh, "#FFFFFF", true);
      const own = mesh.material;
      mesh.material = tint(own, node) as THREE.MeshStandardMaterial;
      own.dispose();
      object = mesh;
    } else {
      object = resolveAsset(node.asset) ?? placeholder();
      if (node.color !== null || node.opacity < 1) {
        object.traverse((child) => {
          const mesh = child as THREE.Mesh;
          if (!mesh.isMesh) return;
          mesh.material = Array.isArray(mesh.material)
            ? mesh.material.map((m) => tint(m, node))
            : tint(mesh.material, node);
        });
      }
      object.userData.asset = node.asset;
    }
    place(object, node);
    object.userData.scriptId = node.id;
    return object;
  }
}

export function backgroundColor(description: SceneDescription): THREE.Color | null {
  return description.background === null ? null : new THREE.Color().setHex(description.background);
}
