// The "sunset" environment map of GLB objects (editors spec §9: env map none or sunset), from
// @pmndrs/assets (the EXR as a data URL inside a JS module). Both that module and EXRLoader are
// imported lazily, so a bundle pays for them only when a scene asks for the sunset.
import {
  EquirectangularReflectionMapping,
  Mesh,
  PMREMGenerator,
  type MeshStandardMaterial,
  type Object3D,
  type Texture,
  type WebGLRenderer,
} from "three";

const sunsetByRenderer = new WeakMap<WebGLRenderer, Promise<Texture>>();

/** The pre-filtered sunset environment for this renderer, loaded once. */
export function loadSunset(gl: WebGLRenderer): Promise<Texture> {
  let p = sunsetByRenderer.get(gl);
  if (!p) {
    p = Promise.all([
      import("@pmndrs/assets/hdri/sunset.exr.js"),
      import("three/examples/jsm/loaders/EXRLoader.js"),
    ]).then(async ([sunset, { EXRLoader }]) => {
      const hdr = await new EXRLoader().loadAsync(sunset.default);
      hdr.mapping = EquirectangularReflectionMapping;
      const pmrem = new PMREMGenerator(gl);
      const env = pmrem.fromEquirectangular(hdr).texture;
      hdr.dispose();
      pmrem.dispose();
      return env;
    });
    p.catch(() => sunsetByRenderer.delete(gl));
    sunsetByRenderer.set(gl, p);
  }
  return p;
}

/** Sets (or with null clears) the environment map of every lit material in a model. */
export function applyEnvMap(model: Object3D, env: Texture | null): void {
  model.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    for (const m of (Array.isArray(o.material) ? o.material : [o.material]) as MeshStandardMaterial[]) {
      if (!("envMap" in m)) continue;
      m.envMap = env;
      m.needsUpdate = true;
    }
  });
}
