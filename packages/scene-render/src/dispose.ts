// Freeing what a built object holds on the GPU: the one traversal for every three.js tree the web
// app and the viewer let go of (scene-editor objects, viewer scenes, pack model previews, the
// ARKit export). Some resources are shared and must outlive one object: a GLB copy shares geometry
// and textures with the cached original (copyModel marks it `sharedResources`), and every audio
// badge shares one canvas texture (`sharedTextures`). Anything drawn (meshes, lines, points) gives
// back its geometry, its materials and their textures.
import { Texture, type BufferGeometry, type Material, type Object3D } from "three";

function disposeMaterial(m: Material, textures: boolean) {
  if (textures) for (const value of Object.values(m)) if (value instanceof Texture) value.dispose();
  m.dispose();
}

export function disposeObject(root: Object3D): void {
  const visit = (o: Object3D, shared: boolean) => {
    const sharedHere = shared || Boolean(o.userData.sharedResources);
    const drawn = o as Object3D & { geometry?: BufferGeometry; material?: Material | Material[] };
    if (drawn.geometry && !sharedHere) drawn.geometry.dispose();
    if (drawn.material) {
      const textures = !sharedHere && !o.userData.sharedTextures;
      for (const m of Array.isArray(drawn.material) ? drawn.material : [drawn.material]) disposeMaterial(m, textures);
    }
    for (const c of o.children) visit(c, sharedHere);
  };
  visit(root, false);
}
