// A saved scene built with @ar/scene-render, as the QR, image and world views show it: the objects
// built with the project's public files, their autoplay media started (or a tap asked for), and
// taps on them running their click actions. One home for what those views share.
import { createScene, type BuiltScene } from "@ar/scene-render/build";
import { audioOptions, videoOptions, type SceneObject } from "@ar/scene-render/scene-object";
import { onStageTap, type Stage } from "../shell/stage";
import type { StatusLine } from "../shell/status";
import type { PublicProject, PublicScene } from "./types";

/** The Draco decoder the console build already serves (three's own files, same origin). */
const DECODER_PATH = "/scene-editor/draco/";

/**
 * Builds these objects of the scene (all or, with lazyLoad, a part) with the project's files. An object that fails is left out:
 * the console says which, the status line says something failed, and `onFailed` is told.
 */
export function buildObjects(
  objects: SceneObject[],
  o: { project: PublicProject; scene: PublicScene; stage: Stage; status: StatusLine; onFailed(): void },
): BuiltScene {
  return createScene(objects, {
    resolve: (id) => o.project.assets[id] ?? null,
    markerScale: o.scene.markerScale,
    decoderPath: DECODER_PATH,
    renderer: o.stage.renderer,
    onError: (id, e) => {
      console.warn(`scene object ${id} failed`, e);
      o.onFailed();
      o.status.note("load-failed");
    },
  });
}

/** lazyLoad: primitives and scene markers are built first, the objects with files once the marker is found. */
export function splitForLazyLoad(objects: SceneObject[]): { light: SceneObject[]; heavy: SceneObject[] } {
  const light = objects.filter((o) => o.type === "primitive" || o.type === "sceneMarker");
  return { light, heavy: objects.filter((o) => !light.includes(o)) };
}

/** Starts autoplay media; where the browser refused (no gesture yet), the status line asks for a tap. */
export async function startMediaOrAskForTap(
  parts: BuiltScene[],
  objects: SceneObject[],
  status: StatusLine,
): Promise<void> {
  const wanted = objects
    .filter((o) => (o.type === "video" && videoOptions(o).autoplay) || (o.type === "audio" && audioOptions(o).autoplay))
    .map((o) => o.id);
  if (wanted.length === 0) return;
  await Promise.all(parts.map((p) => p.startMedia()));
  const refused = () =>
    parts.some((p) =>
      wanted.some((id) => {
        const b = p.built.get(id);
        const m = b?.video ?? b?.audio;
        return m ? m.paused : false;
      }),
    );
  if (!refused()) return;
  status.note("tap-for-sound");
  const onTap = () => {
    void Promise.all(parts.map((p) => p.startMedia())).then(() => {
      if (!refused()) {
        status.note(null);
        window.removeEventListener("pointerdown", onTap);
      }
    });
  };
  window.addEventListener("pointerdown", onTap);
}

/** A tap on an object runs its click actions (open a link, play/pause, show/hide). */
export function wireTaps(stage: Stage, parts: BuiltScene[], status: StatusLine): void {
  onStageTap(stage, (ray) => {
    for (const p of parts) {
      const id = p.hitTest(ray);
      if (id) {
        p.click(id);
        status.note(null);
        return;
      }
    }
  });
}
