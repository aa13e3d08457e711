// GLB loading and the sunset environment map, both served by the app itself: the Draco decoder
// from /scene-editor/draco/ (copied from three/examples), the Meshopt decoder bundled from
// three/examples, the sunset EXR from @pmndrs/assets (a data URL in a lazily loaded chunk). The
// editor must work offline, so nothing here may point at a CDN — drei's useGLTF/Environment
// presets do, which is why they are not used.
import { EquirectangularReflectionMapping, PMREMGenerator, type Texture, type WebGLRenderer } from "three";
import type { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { DRACOLoader } from "three/examples/jsm/loaders/DRACOLoader.js";
import { MeshoptDecoder } from "three/examples/jsm/libs/meshopt_decoder.module.js";
import { DRACO_DECODER_PATH } from "./scene-constants";

let draco: DRACOLoader | null = null;

/** Passed to R3F's useLoader(GLTFLoader, url, configureGltfLoader). */
export function configureGltfLoader(loader: GLTFLoader): void {
  if (!draco) {
    draco = new DRACOLoader();
    draco.setDecoderPath(DRACO_DECODER_PATH);
  }
  loader.setDRACOLoader(draco);
  loader.setMeshoptDecoder(MeshoptDecoder);
}

const sunsetByRenderer = new WeakMap<WebGLRenderer, Promise<Texture>>();

/** The pre-filtered sunset environment for this renderer, loaded once. */
export function loadSunset(gl: WebGLRenderer): Promise<Texture> {
  let p = sunsetByRenderer.get(gl);
  if (!p) {
    p = Promise.all([import("@pmndrs/assets/hdri/sunset.exr.js"), import("three/examples/jsm/loaders/EXRLoader.js")]).then(async ([sunset, { EXRLoader }]) => {
      const hdr = await new EXRLoader().loadAsync(sunset.default);
      hdr.mapping = EquirectangularReflectionMapping;
      const pmrem = new PMREMGenerator(gl);
      const env = pmrem.fromEquirectangular(hdr).texture;
      hdr.dispose();
      pmrem.dispose();
      return env;
    });
    sunsetByRenderer.set(gl, p);
  }
  return p;
}
