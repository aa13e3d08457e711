// Which files the project's asset upload takes and when compression may be switched off
// (editors spec 5, 9): the server's list and limits (core asset-limits), so refused files are
// never sent.
import { ASSET_KINDS, DISABLE_COMPRESSION_LIMIT, type AssetKind } from "@ar/core/ar-projects/asset-limits";

export { ASSET_MAX_BYTES, DISABLE_COMPRESSION_LIMIT, type AssetKind } from "@ar/core/ar-projects/asset-limits";

/** By file name: the server's kinds, and ".jpeg", which its sniffing reports as jpg. */
const EXT_KIND: Record<string, AssetKind> = { ...ASSET_KINDS, jpeg: "image" };

/** The `accept` of the asset picker: GLB models, images, videos, and audio '.mp3, .ogg, .wav'. */
export const ASSET_ACCEPT =
  ".glb,.png,.jpg,.jpeg,.webp,.mp4,.webm,.mov,.m4v,video/mp4,video/webm,video/quicktime,.mp3,.ogg,.wav";

const extension = (name: string) => name.toLowerCase().split(".").pop() ?? "";

/** The kind by extension (the server checks the bytes again); null when the server would refuse the file. */
export function assetKind(file: { name: string }): AssetKind | null {
  return EXT_KIND[extension(file.name)] ?? null;
}

/** Spec 5: the 'disable compression' option is offered for videos under 20 MB. */
export function canDisableCompression(file: { name: string; size: number }): boolean {
  return assetKind(file) === "video" && file.size < DISABLE_COMPRESSION_LIMIT;
}
