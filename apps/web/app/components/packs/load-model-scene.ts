// The one door to three.js: a dynamic import, called from effects and upload handlers only, so
// the bundler splits three.js into a chunk of its own (no route imports it statically).
import { MODEL_THUMBNAIL_SIZE } from "./pack-files";

export type ModelSceneModule = typeof import("./model-scene");

let pending: Promise<ModelSceneModule> | undefined;

export function loadModelScene(): Promise<ModelSceneModule> {
  // A failed chunk load (e.g. a deploy in between) is retried on the next call, not cached.
  pending ??= import("./model-scene").catch((e: unknown) => {
    pending = undefined;
    throw e;
  });
  return pending;
}

/** The 200 px PNG thumbnail of a GLB (spec 9), or null when it cannot be rendered (no WebGL, a model three.js cannot read). */
export async function makeModelThumbnail(file: File): Promise<Blob | null> {
  try {
    const [scene, data] = await Promise.all([loadModelScene(), file.arrayBuffer()]);
    return await scene.renderModelThumbnail(data, MODEL_THUMBNAIL_SIZE);
  } catch (e) {
    console.warn("model thumbnail not rendered", e);
    return null;
  }
}
