// Parts of the code-project view (code-view.ts): the script's assets loaded from the public files,
// and taps handed to the script.
import type { Raycaster } from "three";
import {
  disposeAssetTemplate,
  loadAssetTemplate,
  type AssetTemplate,
  type ScriptAssetKind,
} from "@ar/script-runtime/asset-templates";
import { onStageTap, type Stage } from "../shell/stage";
import type { PublicProject } from "./types";

/** The project's code assets by their script names, loaded from the public files (same origin). */
export async function loadAssets(
  project: PublicProject,
  onVideoFrame: () => void,
): Promise<Map<string, AssetTemplate>> {
  const out = new Map<string, AssetTemplate>();
  const entries = Object.entries(project.code?.assetData ?? {});
  await Promise.all(
    entries.map(async ([id, name]) => {
      const asset = project.assets[id];
      const kind =
        asset && (asset.kind === "glb" || asset.kind === "image" || asset.kind === "video")
          ? (asset.kind as ScriptAssetKind)
          : null;
      if (!asset || !kind) return;
      try {
        const res = await fetch(asset.src, { credentials: "omit" });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data = await res.arrayBuffer();
        out.set(
          name,
          await loadAssetTemplate(
            { kind, mime: res.headers.get("content-type") ?? "application/octet-stream", data },
            onVideoFrame,
          ),
        );
      } catch (e) {
        // The script still runs; a wire box stands where the asset would be.
        console.warn(`asset ${name} failed`, e);
      }
    }),
  );
  window.addEventListener("pagehide", () => out.forEach((t) => disposeAssetTemplate(t)));
  return out;
}

/** Taps: the object under the finger (or none, for the screen) goes to the script. */
export function wireTaps(
  stage: Stage,
  send: (event: { type: "tap"; object: number | null; x: number; y: number }) => void,
  sync: { hit(r: Raycaster): number | null },
): void {
  onStageTap(stage, (ray, x, y) => send({ type: "tap", object: sync.hit(ray), x, y }));
}
