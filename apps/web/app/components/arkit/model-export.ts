// Everything of the ARKit screen that touches three.js: the preview image and the USDZ export of a
// GLB. Only ever reached through `import()` (see model-derivatives.ts), so three.js stays in a chunk
// of its own that loads after a model is saved, never in the route's bundle.
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { USDZExporter } from "three/examples/jsm/exporters/USDZExporter.js";
import { disposeObject } from "@ar/scene-render/dispose";
import { renderModelThumbnail } from "../packs/model-scene";

/** Square, so it fills the list's tiles and the dialog alike; a PNG keeps the background transparent. */
export const ARKIT_PREVIEW_SIZE = 480;

export function renderPreview(glb: ArrayBuffer): Promise<Blob> {
  return renderModelThumbnail(glb, ARKIT_PREVIEW_SIZE);
}

/**
 * The GLB as a USDZ package for iOS AR Quick Look: placed on a horizontal plane, with the model's
 * animations, in the Quick Look compatible flavour (Quick Look ignores what it cannot read, and
 * the exporter then avoids the constructs older iOS versions reject).
 */
export async function exportUsdz(glb: ArrayBuffer): Promise<Blob> {
  const gltf = await new GLTFLoader().parseAsync(glb, "");
  try {
    const data = await new USDZExporter().parseAsync(gltf.scene, {
      quickLookCompatible: true,
      animations: gltf.animations,
      ar: { anchoring: { type: "plane" }, planeAnchoring: { alignment: "horizontal" } },
    });
    return new Blob([data as BlobPart], { type: "model/vnd.usdz+zip" });
  } finally {
    disposeObject(gltf.scene);
  }
}
