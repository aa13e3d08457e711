// The per-project download-size meter: what a viewer loads is the compressed file of every asset
// the project's scenes use (each counted once), or the original while compression has not run.
import type { EditorAsset, SceneObject } from "../ar-projects/editor-contract";

export function assetIdsOf(objects: readonly { assetId?: number | string | null }[]): Set<string> {
  return new Set(
    objects.flatMap((o) =>
      o.assetId === null || o.assetId === undefined || o.assetId === "" ? [] : [String(o.assetId)],
    ),
  );
}

/** Scene data as stored (unknown JSON): only well-formed object lists count. */
export function objectsOfSceneData(data: unknown): SceneObject[] {
  return Array.isArray(data) ? (data.filter((o) => typeof o === "object" && o !== null) as SceneObject[]) : [];
}

export function downloadBytes(
  assets: readonly Pick<EditorAsset, "id" | "size" | "compSize">[],
  used: ReadonlySet<string>,
): number {
  return assets.reduce((sum, a) => (used.has(String(a.id)) ? sum + (a.compSize ?? a.size) : sum), 0);
}
