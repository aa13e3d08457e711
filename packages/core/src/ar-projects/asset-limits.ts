// Which files a project's assets may be and how big (editors spec §5, §9). Pure and server-free:
// the server's upload (asset-commands, replace-asset) and the console's picker
// (`@ar/core/ar-projects/asset-limits`) read the same numbers and list.

export const ASSET_MAX_BYTES = 500 * 1024 * 1024;
/** Spec (editors §5, §9): the "disable compression" option exists only under 20 MB. */
export const DISABLE_COMPRESSION_LIMIT = 20 * 1024 * 1024;

export type AssetKind = "video" | "image" | "glb" | "audio";

/** The asset kind of each file type, by the extension the server's byte sniffing reports. */
export const ASSET_KINDS: Record<string, AssetKind> = {
  mp4: "video",
  webm: "video",
  mov: "video",
  m4v: "video",
  png: "image",
  jpg: "image",
  webp: "image",
  glb: "glb",
  mp3: "audio",
  ogg: "audio",
  wav: "audio",
};
