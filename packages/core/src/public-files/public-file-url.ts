// Public, content-addressed file URLs: /api/public/files/{sha256}.{ext}. The name changes whenever
// the bytes do, so the answer may be cached for a year by anyone; the extension is derived from
// the stored type (as the upload sniffing and the worker name it) so that one hash has one URL.
// A served name must carry the extension this table gives or the generic `bin` (so a `.bin` URL
// published before its type was added here keeps working); entries are only ever added.
const PUBLIC_FILES_PATH = "/api/public/files/";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "video/x-m4v": "m4v",
  "video/mpeg": "mpg",
  "video/ogg": "ogv",
  "image/apng": "png",
  "audio/x-m4a": "m4a",
  "application/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/aac": "aac",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/webm": "weba",
  "model/gltf-binary": "glb",
  "model/vnd.usdz+zip": "usdz",
  "application/json": "json",
};

/** The URL extension of a content type (`bin` for types without one of their own). */
export function publicExtensionOf(contentType: string): string {
  return EXTENSIONS[contentType.split(";")[0]!.trim().toLowerCase()] ?? "bin";
}

export function publicFileUrl(sha256: string, contentType: string): string {
  return `${PUBLIC_FILES_PATH}${sha256}.${publicExtensionOf(contentType)}`;
}
