// Freeing what a built object holds on the GPU. Some resources are shared and must outlive one
// object: a GLB copy shares geometry and textures with the cached original (copyModel marks it
// `sharedResources`), and every audio badge shares one canvas texture (`sharedTextures`).
import { Mesh, Texture, type Material, type Object3D } from "three";

function disposeMaterial(m: Material, textures: boolean) {
  if (textures) for (const value of Object.values(m)) if (value instanceof Texture) value.dispose();
  m.dispose();
}

export function disposeObject(root: Object3D): void {
  const visit = (o: Object3D, shared: boolean) => {
    const sharedHere = shared || Boolean(o.userData.sharedResources);
    if (o instanceof Mesh) {
      if (!sharedHere) o.geometry.dispose();
      const textures = !sharedHere && !o.userData.sharedTextures;
      for (const m of (Array.isArray(o.material) ? o.material : [o.material]) as Material[]) disposeMaterial(m, textures);
    }
    for (const c of o.children) visit(c, sharedHere);
  };
  visit(root, false);
}
