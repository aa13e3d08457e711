// Marker images (platform spec 5): jpg or png, up to the server's 10 MB.
export const MARKER_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
export const MARKER_MAX_BYTES = 10 * 1024 * 1024;

export type MarkerFileError = "required" | "empty" | "type" | "too_large";

export function checkMarkerFile(file: { name: string; type: string; size: number } | null): MarkerFileError | null {
  if (!file) return "required";
  // The server's code for the same refusal (refusal-messages.ts), so the message is the same.
  if (file.size === 0) return "empty";
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (!["jpg", "jpeg", "png"].includes(ext) && !["image/jpeg", "image/png"].includes(file.type)) return "type";
  if (file.size > MARKER_MAX_BYTES) return "too_large";
  return null;
}

/** The default name of an image-marker scene (platform spec 5). */
export const IMAGE_MARKER_NAME = "Image Marker";
