// The only places the renderer calls sharp: decode each background once, encode each page once.

import os from "node:os";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "@ar/card-layout";
import type { RgbImage } from "./raster";

/**
 * How design images are opened: uploads over the pixel cap are refused, and this keeps a file
 * stored before that cap (or put in storage another way) from being decoded past it.
 */
export const DESIGN_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * Quality 95 as the spec asks. Huffman-table optimisation is off: it is lossless, saves only
 * about 3% of the file on print artwork, and costs a second pass that made encoding 1.7x
 * slower (98 → 57 ms for a textured A4 page at 300 DPI on one core). Browsers' canvas
 * encoders do not optimise either.
 */
export const JPEG_OPTIONS = { quality: 95, optimiseCoding: false } as const;

/**
 * One libvips thread per operation and one page in flight per core measured faster than
 * libvips spreading each encode over all cores (JPEG encoding of one image scales poorly).
 * sharp.concurrency is process-wide: the print task sets it for the worker process.
 */
export function configureSharpForPages(): number {
  sharp.concurrency(1);
  return os.availableParallelism();
}

/** Pixel size of an image after EXIF orientation, for linking the card height to the artwork. */
export async function imageSize(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image, DESIGN_INPUT).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error("Cannot read the design image size");
  return { width, height };
}

/**
 * Background artwork as packed RGB at exactly the card's pixel size. Stretched to the card
 * ('fill'): the card size is linked to the front image's aspect, so the front is not
 * distorted, and a back of a different shape covers the card like the browser's canvas did.
 * Transparency is flattened onto white paper.
 */
export async function decodeBackground(image: Buffer, width: number, height: number): Promise<RgbImage> {
  const { data, info } = await sharp(image, DESIGN_INPUT)
    .autoOrient()
    .resize(width, height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== width || info.height !== height) {
    throw new Error(`Unexpected decoded background ${info.width}x${info.height}x${info.channels}`);
  }
  return { data, width, height };
}

/** One JPEG at quality 95 with the print DPI in its metadata (JPEGs say 72 dpi unless told). */
export function encodeJpeg(img: RgbImage, dpi: number): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .withMetadata({ density: dpi })
    .toBuffer();
}
