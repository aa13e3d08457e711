// The world scene as a USDZ for iOS AR Quick Look, made in the browser with three's USDZExporter
// (this module is its own lazy chunk: only an iPhone or iPad showing a world scene loads it),
// docs/decisions/0032. Only scenes whose objects USDZ can carry get here (world-mode.ts: no
// video, sound or tap actions). The exporter writes MeshStandardMaterial faithfully; the renderer's
// unlit materials (images are MeshBasicMaterial) are swapped for standard ones with the same
// picture on a copy, so the live scene is untouched. Units: metres (1 scene unit = 1 m).
import { Mesh, MeshBasicMaterial, MeshStandardMaterial, type Material, type Object3D } from "three";
import { USDZExporter } from "three/examples/jsm/exporters/USDZExporter.js";

function standardOf(m: Material): Material {
  if ((m as MeshStandardMaterial).isMeshStandardMaterial) return m;
  const basic = m as MeshBasicMaterial;
  return new MeshStandardMaterial({
    name: m.name,
    map: basic.map ?? null,
    color: basic.color ?? 0xffffff,
    transparent: m.transparent,
    opacity: m.opacity,
    side: m.side,
    roughness: 1,
    metalness: 0,
  });
}

export async function exportSceneUsdz(root: Object3D): Promise<Blob> {
  const copy = root.clone(true);
  copy.position.set(0, 0, 0);
  copy.quaternion.identity();
  copy.scale.set(1, 1, 1);
  copy.visible = true;
  const made: Material[] = [];
  copy.traverse((node) => {
    const mesh = node as Mesh;
    if (!mesh.isMesh) return;
    // Mesh prims are named after their scene object, so the file reads like the editor's list.
    if (!mesh.name && mesh.parent?.name) mesh.name = `${mesh.parent.name}_mesh`;
    const swap = (m: Material) => {
      const s = standardOf(m);
      if (s !== m) made.push(s);
      return s;
    };
    mesh.material = Array.isArray(mesh.material) ? mesh.material.map(swap) : swap(mesh.material);
  });
  copy.updateMatrixWorld(true);
  try {
    const data = await new USDZExporter().parseAsync(copy, {
      quickLookCompatible: true,
      ar: { anchoring: { type: "plane" }, planeAnchoring: { alignment: "horizontal" } },
    });
    return new Blob([data as BlobPart], { type: "model/vnd.usdz+zip" });
  } finally {
    for (const m of made) m.dispose();
  }
}
