// Design images (editors spec 5): PNG or JPEG, at most 10 MB; checked before anything is sent
// (the server checks again by content). Also reads an image's natural size in the browser.
import type { Size } from "./card-size";

export const DESIGN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DESIGN_IMAGE_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";

/** i18n key of the reason a file is refused, or null when it may be used. */
export function designFileError(file: { name: string; type: string; size: number }): string | null {
  const byType = file.type === "image/png" || file.type === "image/jpeg";
  // Some systems send no MIME type for a dropped file; the extension decides then.
  const byName = file.type === "" && /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !byName) return "collections.editor.errors.type";
  if (file.size > DESIGN_IMAGE_MAX_BYTES) return "collections.editor.errors.size";
  return null;
}

/** Natural size of an image URL (object URL or stored file); rejects when it cannot be decoded. */
export function loadImageSize(url: string): Promise<Size> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () =>
      img.naturalWidth > 0 && img.naturalHeight > 0
        ? resolve({ width: img.naturalWidth, height: img.naturalHeight })
        : reject(new Error("empty image"));
    img.onerror = () => reject(new Error("unreadable image"));
    img.src = url;
  });
}
