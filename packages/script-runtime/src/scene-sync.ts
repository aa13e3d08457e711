// Keeps three.js objects in step with a running script's SceneDescription. The script answers
// every event (each frame, too) with its whole description; rebuilding meshes 60 times a second
// would churn geometry and GPU buffers, so objects are matched by their stable id and updated in
// place: transforms and visibility always, a primitive's colour on its own material, anything else
// (an asset's tint, a changed asset) by building that one object again. Used by the editor's
// preview and the viewer, so a script looks the same in both.
import * as THREE from "three";
import { buildNode, place } from "./scene-builder";
import type { SceneDescription, SceneNode } from "./scene-description";

type Entry = { object: THREE.Object3D; node: SceneNode };

export type SceneSync = {
  apply(description: SceneDescription): void;
  /** The script object under a ray (its id), or null. */
  hit(raycaster: THREE.Raycaster): number | null;
  /** Every object of the script (for framing a view). */
  objects(): THREE.Object3D[];
  clear(): void;
};

/** What in a node forces a rebuild rather than an update in place. */
const shapeKey = (n: SceneNode) => (n.kind === "primitive" ? `p:${n.mesh}` : `a:${n.asset}:${n.color}:${n.opacity}`);

export function createSceneSync(opts: {
  /** A fresh copy of a loaded asset, or null when there is none (a wire box stands in). */
  resolveAsset(name: string): THREE.Object3D | null;
  /** Where an object of this anchor goes (a marker's anchor group; null anchor: the default). */
  parentFor(anchor: string | null): THREE.Object3D;
  /** Frees what the builder made for an object that leaves the scene. */
  dispose?(object: THREE.Object3D): void;
}): SceneSync {
  const entries = new Map<number, Entry>();

  const remove = (e: Entry) => {
    e.object.removeFromParent();
    opts.dispose?.(e.object);
  };

  return {
    apply(description) {
      const seen = new Set<number>();
      for (const node of description.nodes) {
        seen.add(node.id);
        let entry = entries.get(node.id);
        if (entry && shapeKey(entry.node) !== shapeKey(node)) {
          remove(entry);
          entry = undefined;
        }
        if (!entry) {
          entry = { object: buildNode(node, opts.resolveAsset), node };
          entries.set(node.id, entry);
        } else {
          place(entry.object, node);
          if (node.kind === "primitive" && (node.color !== entry.node.color || node.opacity !== entry.node.opacity)) {
            const m = (entry.object as THREE.Mesh).material as THREE.MeshStandardMaterial;
            if (node.color !== null) m.color.setHex(node.color);
            m.transparent = node.opacity < 1;
            m.opacity = node.opacity;
          }
          entry.node = node;
        }
        const parent = opts.parentFor(node.anchor);
        if (entry.object.parent !== parent) parent.add(entry.object);
      }
      for (const [id, e] of entries) {
        if (!seen.has(id)) {
          remove(e);
          entries.delete(id);
        }
      }
    },
    hit(raycaster) {
      const visible = [...entries.values()].map((e) => e.object).filter((o) => o.visible && isShown(o));
      const first = raycaster.intersectObjects(visible, true)[0];
      if (!first) return null;
      for (let o: THREE.Object3D | null = first.object; o; o = o.parent) {
        if (typeof o.userData.scriptId === "number") return o.userData.scriptId as number;
      }
      return null;
    },
    objects: () => [...entries.values()].map((e) => e.object),
    clear() {
      for (const e of entries.values()) remove(e);
      entries.clear();
    },
  };
}

/** Visible up the tree (a lost marker's anchor hides its objects). */
function isShown(o: THREE.Object3D): boolean {
  for (let p: THREE.Object3D | null = o; p; p = p.parent) if (!p.visible) return false;
  return true;
}
