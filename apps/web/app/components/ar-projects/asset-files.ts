// Which files the project's asset upload takes and when compression may be switched off
// (editors spec 5, 9). Mirrors the server's list (core asset-commands) so refused files are
// never sent.
export const DISABLE_COMPRESSION_LIMIT = 20 * 1024 * 1024;
export const ASSET_MAX_BYTES = 500 * 1024 * 1024;

export type AssetKind = "glb" | "audio" | "video" | "image";

const EXT_KIND: Record<string, AssetKind> = {
  glb: "glb",
  mp3: "audio",
  ogg: "audio",
  wav: "audio",
  mp4: "video",
  webm: "video",
  mov: "video",
  m4v: "video",
  png: "image",
  jpg: "image",
  jpeg: "image",
  webp: "image",
};

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
