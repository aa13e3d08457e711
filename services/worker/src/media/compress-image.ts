// Images: at most 2048 px on the longer side, re-encoded in their own format (PNG keeps its
// alpha). The caller keeps the original when this is not smaller.
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "@ar/card-layout";

// Uploads over the pixel cap are refused; an older file is not decoded past it either.
const INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

export async function compressImage(input: Buffer): Promise<{ body: Buffer; contentType: string; ext: string }> {
  const image = sharp(input, { ...INPUT, failOn: "error" })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: "inside", withoutEnlargement: true });
  const meta = await sharp(input, INPUT).metadata();
  if (meta.format === "png")
    return {
      body: await image.png({ compressionLevel: 9, palette: !meta.hasAlpha }).toBuffer(),
      contentType: "image/png",
      ext: "png",
    };
  if (meta.format === "webp")
    return { body: await image.webp({ quality: 80 }).toBuffer(), contentType: "image/webp", ext: "webp" };
  return { body: await image.jpeg({ quality: 82, mozjpeg: false }).toBuffer(), contentType: "image/jpeg", ext: "jpg" };
}
