// The code project's assets as scripts see them (editors spec 3: codeData.assetData maps an asset
// id to the name used in the script; spec 5: the picker takes GLB, JPG/JPEG/PNG and MP4). Pure, so
// the rules are unit-tested.
import type { CodeData, EditorAsset } from "../ar-projects/editor-contract";
import type { PreviewAssetKind } from "./sandbox/protocol";

/** Editors spec 5: what the code editor's asset picker accepts. */
export const CODE_ASSET_ACCEPT = ".glb,.jpg,.jpeg,.png,.mp4";
const EXTENSIONS: Record<string, PreviewAssetKind> = {
  glb: "glb",
  jpg: "image",
  jpeg: "image",
  png: "image",
  mp4: "video",
};

/** The server's limit on an assetData value (core codeDataInput). */
export const ASSET_NAME_MAX = 200;

export function pickerKind(filename: string): PreviewAssetKind | null {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  return EXTENSIONS[ext] ?? null;
}

export function previewKind(kind: string): PreviewAssetKind | null {
  return kind === "glb" || kind === "image" || kind === "video" ? kind : null;
}

/**
 * A script name for a new asset: the file name without its extension, in lower case, with runs of
 * characters other than letters and digits turned into "_", made unique among `taken`.
 */
export function scriptNameFor(filename: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    filename
      .replace(/\.[^.]+$/, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 60) || "asset";
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** null when the name can be used; else the i18n key of the problem. */
export function scriptNameProblem(name: string, assetId: string, assetData: CodeData["assetData"]): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "errors.required";
  if (trimmed.length > ASSET_NAME_MAX) return "errors.too_long";
  if (Object.entries(assetData).some(([id, other]) => id !== assetId && other === trimmed))
    return "codeEditor.assets.nameTaken";
  return null;
}

export type NamedAsset = { id: string; name: string; asset: EditorAsset | null };

/** The assets the script can use, in the order they were added; `asset` is null once it is gone from the project. */
export function namedAssets(assetData: CodeData["assetData"], assets: readonly EditorAsset[]): NamedAsset[] {
  return Object.entries(assetData).map(([id, name]) => ({
    id,
    name,
    asset: assets.find((a) => String(a.id) === id) ?? null,
  }));
}

/** The project's assets of the picker's kinds that the script has no name for yet. */
export function unnamedAssets(assetData: CodeData["assetData"], assets: readonly EditorAsset[]): EditorAsset[] {
  return assets.filter((a) => previewKind(a.kind) !== null && !(String(a.id) in assetData));
}
