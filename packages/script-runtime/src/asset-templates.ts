// A script's assets as three.js templates, loaded once and cloned for every asset() of a script.
// Built by @ar/scene-render as the scene editor and the viewer build them: GLB with the bundled
// Meshopt decoder (Draco would need decoder files, which the preview frame, with no network,
// cannot fetch), image and video planes of the same size and material. Bytes in, so the editor's
// preview (bytes handed over by postMessage) and the viewer (bytes it fetched) share this.
import * as THREE from "three";
import { parseGlb } from "@ar/scene-render/glb";
import { imagePlaneFromTexture } from "@ar/scene-render/image";
import { createVideoPlane } from "@ar/scene-render/video";

/** Editors spec 5: the code editor's assets are GLB models, JPG/PNG images and MP4 videos. */
export type ScriptAssetKind = "glb" | "image" | "video";

export type AssetTemplate = {
  template: THREE.Object3D;
  dispose?: () => void;
  video?: HTMLVideoElement;
  urls: string[];
};

export async function loadAssetTemplate(
  asset: { kind: ScriptAssetKind; mime: string; data: ArrayBuffer },
  onVideoFrame: () => void,
): Promise<AssetTemplate> {
  if (asset.kind === "glb") {
    const gltf = await parseGlb(asset.data, { decoderPath: null });
    return { template: gltf.scene, urls: [] };
  }
  const url = URL.createObjectURL(new Blob([asset.data], { type: asset.mime }));
  if (asset.kind === "image") {
    const texture = await new THREE.TextureLoader().loadAsync(url);
    return { template: imagePlaneFromTexture(texture), urls: [url] };
  }
  const plane = createVideoPlane(url, { muted: true, loop: true, autoplay: true, onChange: onVideoFrame });
  // The plane takes the picture's proportions on loadedmetadata (its own listener runs first), so
  // every clone made after this point has them.
  await new Promise<void>((resolve, reject) => {
    plane.video.addEventListener("loadedmetadata", () => resolve(), { once: true });
    plane.video.addEventListener("error", () => reject(new Error("video")), { once: true });
  });
  return { template: plane.mesh, dispose: plane.dispose, video: plane.video, urls: [url] };
}

export function disposeAssetTemplate(loaded: AssetTemplate | null) {
  if (!loaded) return;
  loaded.dispose?.();
  for (const url of loaded.urls) URL.revokeObjectURL(url);
  loaded.template.traverse((node) => {
    const mesh = node as THREE.Mesh;
    mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const m of materials) {
      for (const value of Object.values(m)) if (value instanceof THREE.Texture) value.dispose();
      m.dispose();
    }
  });
}

/**
 * Frees what the scene builder made for one script object: primitives own their geometry; tinted
 * asset materials are the builder's copies. Asset templates' own geometry and textures are shared
 * with the template and stay.
 */
export function disposeScriptObject(object: THREE.Object3D) {
  object.traverse((node) => {
    const mesh = node as THREE.Mesh;
    if (node.userData.primitive) mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    for (const m of materials) if (m.userData.scriptOwned) m.dispose();
  });
}
